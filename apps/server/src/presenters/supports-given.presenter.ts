/** Supports given to students, their data points and sessions, as the API shows them (issue 11, section 2). */
import type { TDataPoint, TNoteRestriction, TSession, TStudentSupport } from '@ss/domain';
import type { DataPointRow, SessionRow } from '../repositories/supports-given-progress.repository.ts';
import type { GivenListRow } from '../repositories/supports-given.repository.ts';
import { meetingName } from './celebrations.presenter.ts';

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const person = (id: number | null, first: string | null, last: string | null) => (id === null || first === null ? null : { id, name: nameOf(first, last) });

/** The share of logged sessions that were delivered (0–1), null before the first. */
export const deliveredShare = (delivered: number, planned: number) => (planned === 0 ? null : delivered / planned);

/** `abilities`: what the caller may do with it, as the service asked supports-given.policy. */
export function presentStudentSupport(row: GivenListRow, abilities: TStudentSupport['abilities'], restriction?: TNoteRestriction): TStudentSupport {
  const g = row.given;
  const measured = g.measure_definition_id !== null || g.measure_name !== null;
  return {
    id: g.id,
    version: g.version,
    district: g.district_id,
    school: { id: g.school_id, name: row.school_name },
    student: { id: g.student_id, name: nameOf(row.student_first, row.student_last) },
    support:
      g.support_id !== null && row.support_level !== null
        ? { id: g.support_id, level: row.support_level, name_en: row.support_name_en ?? '', name_fr: row.support_name_fr ?? '', duration_minutes: row.support_duration }
        : null,
    name: g.name,
    type: g.type,
    focus_area_keys: g.focus_area_keys,
    tier:
      g.tier_item_id !== null && row.tier_key !== null
        ? { id: g.tier_item_id, key: row.tier_key, label_en: row.tier_label_en ?? '', label_fr: row.tier_label_fr ?? '', color: row.tier_color }
        : null,
    start_date: g.start_date,
    end_date: g.end_date,
    outcome: g.outcome,
    responsible: person(g.responsible_id, row.responsible_first, row.responsible_last),
    frequency: g.frequency,
    // A restricted comment (issue 24, section 2) outside the reader's circle is never sent.
    notes: restriction?.hidden ? null : g.notes,
    ...(restriction ? { notes_restriction: restriction } : {}),
    meeting:
      g.meeting_id !== null && row.meeting_descriptor !== null && row.meeting_starts_at !== null && row.meeting_kind !== null
        ? {
            id: g.meeting_id,
            name: meetingName(row.meeting_descriptor, row.meeting_starts_at),
            starts_at: row.meeting_starts_at.toISOString(),
            kind: row.meeting_kind,
            school_id: row.meeting_school_id,
          }
        : null,
    measure: measured ? { definition_id: g.measure_definition_id, name: row.definition_name ?? g.measure_name ?? '', scale_min: g.scale_min, scale_max: g.scale_max } : null,
    baseline: g.baseline,
    goal: g.goal,
    goal_date: g.goal_date,
    data_points: { count: Number(row.points.count), latest: row.points.latest ? { measured_on: row.points.latest.measured_on, value: Number(row.points.latest.value) } : null },
    sessions: {
      delivered: Number(row.sessions.delivered),
      planned: Number(row.sessions.planned),
      share: deliveredShare(Number(row.sessions.delivered), Number(row.sessions.planned)),
    },
    created_by: person(g.created_by, row.creator_first, row.creator_last),
    created_at: g.created_at.toISOString(),
    updated_at: g.updated_at.toISOString(),
    abilities,
  };
}

export function presentDataPoint(row: { point: DataPointRow; author_first: string | null; author_last: string | null }): TDataPoint {
  const p = row.point;
  return {
    id: p.id,
    measured_on: p.measured_on,
    value: p.value,
    note: p.note,
    version: p.version,
    created_by: person(p.created_by, row.author_first, row.author_last),
    created_at: p.created_at.toISOString(),
  };
}

export function presentSession(row: { session: SessionRow; author_first: string | null; author_last: string | null }): TSession {
  const s = row.session;
  return {
    id: s.id,
    held_on: s.held_on,
    delivered: s.delivered,
    minutes: s.minutes,
    missed_reason: s.missed_reason,
    note: s.note,
    created_by: person(s.created_by, row.author_first, row.author_last),
    created_at: s.created_at.toISOString(),
  };
}
