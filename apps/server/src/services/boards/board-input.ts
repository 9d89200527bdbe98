/**
 * What a board's kind asks of its fields, checked against the database (issue 9, section 1):
 * - team: grades of the school's list and/or its teachers (at least one rule);
 * - custom: students of the school ("Please select at least one student");
 * - district_students: students of any open school of the district;
 * - integrated: schools of the district (at least one) and students of those schools;
 * - district_schools: the district's schools are its cards; nothing to pick.
 * Members are staff of the board's school(s) or district-level staff of its district.
 */
import { BOARD_MSG, MSG, SUPPORT_MSG, type BoardKind, type TCreateBoard } from '@ss/domain';
import type { Database } from '@ss/db';
import { assertNoFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { eligibleMemberIds, eligibleStudentIds, schoolIdsOfDistrict } from '../../repositories/boards.repository.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { checkTeachers, gradeCodes } from '../students/roster-checks.ts';

type Links = Pick<TCreateBoard, 'grades' | 'teacher_ids' | 'student_ids' | 'school_ids' | 'member_ids'>;

export interface BoardPlace {
  kind: BoardKind;
  district_id: number;
  school_id: number | null;
}

const invalidIf = (fields: FieldErrors, key: string, bad: boolean) => {
  if (bad) fields[key] = { message: MSG.invalidValue };
};

/**
 * A category's tier (issue 22) must be a key of an active item of the tier list that applies at the board's
 * school (a district board: its district); the error names the category (`categories.<i>.tier_key`).
 */
async function checkCategoryTiers(db: Database, place: BoardPlace, categories: { tier_key?: number | null }[] | undefined, fields: FieldErrors) {
  if (!categories?.some((c) => c.tier_key != null)) return;
  const { items } = await effectiveList(db, 'student-support-tiers', place.school_id !== null ? { schoolId: place.school_id } : { districtId: place.district_id }, {
    activeOnly: true,
  });
  const keys = new Set(items.map((i) => i.root_item_id ?? i.id));
  categories.forEach((c, i) => {
    if (c.tier_key != null && !keys.has(c.tier_key)) fields[`categories.${i}.tier_key`] = { message: SUPPORT_MSG.unknownKey };
  });
}

/**
 * Checks the links given (undefined = unchanged, with `current` standing in for it) and answers 400
 * with every field's message at once.
 */
export async function checkBoardLinks(db: Database, place: BoardPlace, input: Links & { categories?: { tier_key?: number | null }[] }, current?: Required<Links>) {
  const fields: FieldErrors = {};
  await checkCategoryTiers(db, place, input.categories, fields);
  const v = <K extends keyof Links>(k: K) => input[k] ?? current?.[k] ?? [];
  const { kind } = place;
  const picksStudents = kind === 'custom' || kind === 'district_students' || kind === 'integrated';

  if (kind === 'team') {
    if (!v('grades').length && !v('teacher_ids').length) fields.grades = { message: MSG.required };
    if (input.grades?.length) {
      const codes = await gradeCodes(db, place.school_id!);
      invalidIf(
        fields,
        'grades',
        input.grades.some((g) => !codes.has(g)),
      );
    }
    await checkTeachers(db, place.school_id!, input.teacher_ids, 'teacher_ids', fields);
  } else {
    invalidIf(fields, 'grades', !!input.grades?.length);
    invalidIf(fields, 'teacher_ids', !!input.teacher_ids?.length);
  }

  const schoolIds = v('school_ids');
  if (kind === 'integrated') {
    if (!schoolIds.length) fields.school_ids = { message: MSG.required };
    else if (input.school_ids) {
      const ok = await schoolIdsOfDistrict(db, input.school_ids, place.district_id);
      invalidIf(
        fields,
        'school_ids',
        input.school_ids.some((id) => !ok.has(id)),
      );
    }
  } else invalidIf(fields, 'school_ids', !!input.school_ids?.length);

  if (picksStudents) {
    if (!v('student_ids').length) fields.student_ids = { message: BOARD_MSG.selectStudent };
    else if (input.student_ids) {
      const within = kind === 'custom' ? [place.school_id!] : kind === 'integrated' ? schoolIds : null;
      const ok = await eligibleStudentIds(db, input.student_ids, { districtId: place.district_id, schoolIds: within });
      invalidIf(
        fields,
        'student_ids',
        input.student_ids.some((id) => !ok.has(id)),
      );
    }
  } else invalidIf(fields, 'student_ids', !!input.student_ids?.length);

  if (input.member_ids?.length) {
    const schools = place.school_id !== null ? [place.school_id] : kind === 'integrated' ? schoolIds : [];
    const ok = await eligibleMemberIds(db, input.member_ids, { schoolIds: schools, districtId: place.school_id === null ? place.district_id : null });
    invalidIf(
      fields,
      'member_ids',
      input.member_ids.some((id) => !ok.has(id)),
    );
  }
  assertNoFieldErrors(fields);
}
