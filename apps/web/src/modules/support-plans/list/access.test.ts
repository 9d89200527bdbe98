import { describe, expect, it } from 'vitest';
import type { TCurrentUser, TSchool } from '@ss/domain';
import { districtPlansEntry, mayBulkExport, schoolPlansEntry } from './access.ts';

const user = (over: Partial<TCurrentUser> = {}): TCurrentUser => ({
  id: 1,
  first_name: 'A',
  last_name: 'B',
  full_name: 'A B',
  is_super: false,
  district_level: false,
  current_date: '2026-11-27',
  district: { id: 7, user_type: 'school_leader', is_liaison: false, can_add_edit_schools: false, can_add_edit_staff: false, suspended_at: null, francophone: false },
  schools: [],
  ...over,
});
const districtAdmin = user({
  district_level: true,
  district: { id: 7, user_type: 'district_admin', is_liaison: false, can_add_edit_schools: true, can_add_edit_staff: true, suspended_at: null, francophone: false },
});
const districtLeader = user({
  district_level: true,
  district: { id: 7, user_type: 'district_leader', is_liaison: false, can_add_edit_schools: true, can_add_edit_staff: true, suspended_at: null, francophone: false },
});
const school = (over: Partial<TSchool> = {}): TSchool => ({
  id: 3,
  district_id: 7,
  district_name: 'D',
  name: 'S',
  status: 'good',
  support_plan_enabled: true,
  suspended_at: null,
  time_zone: 'America/Edmonton',
  my_role: 'school_teacher',
  my_support_plan_permission: 'no_select',
  abilities: { update: false, update_account: false, manage_staff: false, configure: false, open: true },
  ...over,
});

describe('the plans menu entry', () => {
  it('offers a school’s table to whoever lists plans there: the district’s admins, super admins, each support plan permission', () => {
    expect(schoolPlansEntry(districtAdmin, 7, school({ my_role: null, my_support_plan_permission: null }))).toBe('plans');
    expect(schoolPlansEntry(user({ is_super: true, district: null }), 7, school({ my_role: null, my_support_plan_permission: null }))).toBe('plans');
    for (const permission of ['ipp_cordinator', 'ipp_admin', 'ipp_teacher'] as const)
      expect(schoolPlansEntry(user(), 7, school({ my_support_plan_permission: permission }))).toBe('plans');
  });

  it('offers a school admin without a permission the configurations alone, and nothing to the others', () => {
    expect(schoolPlansEntry(user(), 7, school({ my_role: 'school_admin' }))).toBe('configurations');
    expect(schoolPlansEntry(user(), 7, school())).toBeNull();
    expect(schoolPlansEntry(districtLeader, 7, school({ my_role: null, my_support_plan_permission: null }))).toBeNull();
    // Another district's admin.
    expect(schoolPlansEntry(districtAdmin, 8, school({ district_id: 8, my_role: null, my_support_plan_permission: null }))).toBeNull();
  });

  it('hides it where the school’s module is off (super admins too) or before the school is known', () => {
    expect(schoolPlansEntry(districtAdmin, 7, school({ support_plan_enabled: false }))).toBeNull();
    expect(schoolPlansEntry(user({ is_super: true }), 7, school({ support_plan_enabled: false }))).toBeNull();
    expect(schoolPlansEntry(user(), 7, school({ support_plan_enabled: false, my_support_plan_permission: 'ipp_cordinator' }))).toBeNull();
    expect(schoolPlansEntry(districtAdmin, 7, undefined)).toBeNull();
  });

  it('offers the district’s pages to its admins and super admins only', () => {
    expect(districtPlansEntry(districtAdmin, 7)).toBe(true);
    expect(districtPlansEntry(districtAdmin, 8)).toBe(false);
    expect(districtPlansEntry(districtLeader, 7)).toBe(false);
    expect(districtPlansEntry(user({ is_super: true, district: null }), 7)).toBe(true);
  });
});

describe('the bulk export entry', () => {
  it('is the district’s admins’ everywhere in it, and a school’s coordinators’ and admins’ there only', () => {
    expect(mayBulkExport(districtAdmin, 7)).toBe(true);
    expect(mayBulkExport(user({ is_super: true }), 7)).toBe(true);
    expect(mayBulkExport(districtLeader, 7)).toBe(false);
    expect(mayBulkExport(user(), 7, school({ my_support_plan_permission: 'ipp_cordinator' }))).toBe(true);
    expect(mayBulkExport(user(), 7, school({ my_support_plan_permission: 'ipp_admin' }))).toBe(true);
    expect(mayBulkExport(user(), 7, school({ my_support_plan_permission: 'ipp_teacher' }))).toBe(false);
    expect(mayBulkExport(user(), 7, school({ my_role: 'school_admin' }))).toBe(false);
    // The module switched off, or the school not loaded yet.
    expect(mayBulkExport(user(), 7, school({ my_support_plan_permission: 'ipp_cordinator', support_plan_enabled: false }))).toBe(false);
    expect(mayBulkExport(user(), 7)).toBe(false);
  });
});
