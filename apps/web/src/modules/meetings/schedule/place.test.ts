import { describe, expect, it } from 'vitest';
import { dayBefore, editPath, localDateTime, meetingsPath, runPath, schedulePath } from './place.ts';

describe('the schedule’s dates and paths', () => {
  it('joins a date and time into the wall-clock start the server reads in the school’s zone (no browser offset)', () => {
    expect(localDateTime('2026-11-25', '19:30')).toBe('2026-11-25T19:30');
  });

  it('refuses what is not a real date or time', () => {
    expect(localDateTime('2026-02-30', '09:00')).toBeNull();
    expect(localDateTime('', '09:00')).toBeNull();
    expect(localDateTime('2026-02-03', '')).toBeNull();
    expect(localDateTime('03/02/2026', '09:00')).toBeNull();
    expect(localDateTime('2026-02-03', '25:00')).toBeNull();
  });

  it('steps back one day across months and years', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('links each place’s list, schedule and edit pages', () => {
    const school = { district: 1, school: 2 };
    const district = { district: 1 };
    const profile = { district: 1, profile: 5 };
    expect(meetingsPath(school)).toBe('/school/1/2/meetings');
    expect(meetingsPath(district)).toBe('/district/1/meetings/schedule');
    expect(meetingsPath(profile)).toBe('/district/1/schools/5/school-profile');
    expect(schedulePath(school)).toBe('/school/1/2/meetings/schedule');
    expect(schedulePath(school, { board: 7 })).toBe('/school/1/2/meetings/schedule?board=7');
    expect(schedulePath(school, { student: 9 })).toBe('/school/1/2/meetings/schedule?student=9');
    expect(schedulePath(profile)).toBe('/district/1/schools/5/school-profile/schedule-school-meeting');
    expect(schedulePath(district)).toBe('/district/1/meetings/schedule-district-meeting');
    expect(editPath(school, { id: 3, kind: 'team', school: { id: 2 } })).toBe('/school/1/2/meetings/edit/3');
    expect(editPath(district, { id: 3, kind: 'school', school: { id: 5 } })).toBe('/district/1/schools/5/school-profile/edit-school-meeting/3');
    expect(editPath(district, { id: 4, kind: 'district', school: null })).toBe('/district/1/meetings/edit-district-meeting/4');
  });

  it('opens a meeting on its run page', () => {
    const d = { id: 1, name: 'D' };
    expect(runPath({ id: 3, kind: 'team', district: d, school: { id: 2, name: 'S' } })).toBe('/school/1/2/manage-board-meeting-note/3');
    expect(runPath({ id: 4, kind: 'school', district: d, school: { id: 5, name: 'S' } })).toBe('/district/1/schools/5/school-profile/start-school-meeting?meeting=4');
    expect(runPath({ id: 6, kind: 'district', district: d, school: null })).toBe('/district/1/meetings/district-meeting/6');
    // Read from a school's workspace, a school meeting and an integrated board's meeting open there (its staff cannot enter the district's).
    expect(runPath({ id: 4, kind: 'school', district: d, school: { id: 5, name: 'S' } }, { district: 1, school: 5 })).toBe('/school/1/5/school-meeting/4');
    expect(runPath({ id: 7, kind: 'team', district: d, school: null }, { district: 1, school: 5 })).toBe('/school/1/5/manage-board-meeting-note/7');
    expect(runPath({ id: 6, kind: 'district', district: d, school: null }, { district: 1, school: 5 })).toBe('/district/1/meetings/district-meeting/6');
  });
});
