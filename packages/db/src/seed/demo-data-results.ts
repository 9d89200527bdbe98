/**
 * The demo districts' student data measures and a year of results for a student: the 2025–26
 * school year in full and 2026–27 so far (up to November 2026). Shared by the demo seed and
 * the large seed, so both look alike.
 */
import { studentDataDefinitions } from '../schema-config.ts';
import { studentDataResults } from '../schema-students.ts';
import type { Rng } from './demo-names.ts';

type Def = typeof studentDataDefinitions.$inferSelect;
type Result = typeof studentDataResults.$inferInsert;

const SEP_JAN_MAY = [8, 0, 4];
const SCHOOL_MONTHS = [8, 9, 10, 11, 0, 1, 2, 3, 4, 5];

export function demoDefinitions(lang: 'en' | 'fr', districtId: number): (typeof studentDataDefinitions.$inferInsert)[] {
  const fr = lang === 'fr';
  const levels = fr
    ? ['Sous le niveau scolaire', 'En voie d’atteindre le niveau', 'Au niveau scolaire', 'Au-dessus du niveau']
    : ['Below grade level', 'Approaching grade level', 'At grade level', 'Above grade level'];
  const colors = ['#e03131', '#f08c00', '#2f9e44', '#1971c2'];
  return [
    {
      district_id: districtId,
      name: fr ? 'Niveau de lecture' : 'Reading level',
      result_type: 'dropdown',
      options: levels.map((label, i) => ({ label, color: colors[i]! })),
      data_type: 'month',
      months: SEP_JAN_MAY,
      position: 0,
    },
    {
      district_id: districtId,
      name: fr ? 'Évaluation en mathématiques' : 'Math assessment',
      result_type: 'manual',
      min_value: 0,
      max_value: 100,
      data_type: 'label',
      labels: fr ? ['Automne', 'Hiver', 'Printemps'] : ['Fall', 'Winter', 'Spring'],
      position: 1,
    },
    {
      district_id: districtId,
      name: fr ? 'Taux de présence' : 'Attendance rate',
      result_type: 'manual',
      min_value: 0,
      max_value: 100,
      data_type: 'month',
      months: SCHOOL_MONTHS,
      position: 2,
    },
  ];
}

/** Calendar date of a point: months by their 15th, labels by the season they name. */
function pointDate(schoolYear: number, month: number, labelIndex: number): Date {
  const m = month >= 0 ? month : [9, 1, 4][labelIndex]!;
  return new Date(Date.UTC(m >= 8 ? schoolYear : schoolYear + 1, m, 15, 16));
}

/** Points of a definition in 2025–26 and in 2026–27 up to November 2026. */
function points(def: Def): { year: number; month: number; label: string; labelIndex: number }[] {
  const out: { year: number; month: number; label: string; labelIndex: number }[] = [];
  for (const year of [2025, 2026]) {
    if (def.data_type === 'month') {
      for (const month of def.months) if (year === 2025 || (month >= 8 && month <= 10)) out.push({ year, month, label: '', labelIndex: -1 });
    } else {
      def.labels.forEach((label, labelIndex) => {
        if (year === 2025 || labelIndex === 0) out.push({ year, month: -1, label, labelIndex });
      });
    }
  }
  return out;
}

/** Results of one student on one measure; a student's level is steady, with a little progress. */
export function resultsFor(rng: Rng, studentId: number, teacher: number | null, def: Def): Result[] {
  const ability = ((studentId * 2654435761) >>> 0) / 4294967296;
  return points(def).map((p, i) => {
    const base: Result = {
      student_id: studentId,
      definition_id: def.id,
      school_year: p.year,
      month: p.month,
      label: p.label,
      recorded_by: teacher,
      recorded_at: pointDate(p.year, p.month, p.labelIndex),
    };
    if (def.result_type === 'dropdown') {
      const level = Math.max(0, Math.min(def.options.length - 1, Math.floor(ability * def.options.length + i * 0.15 + (rng.next() - 0.5))));
      return { ...base, value_option: def.options[level]!.label };
    }
    const attendance = def.data_type === 'month';
    const raw = attendance ? 78 + ability * 20 + (rng.next() - 0.5) * 8 : 35 + ability * 55 + i * 1.5 + (rng.next() - 0.5) * 16;
    return { ...base, value_number: Math.max(0, Math.min(100, Math.round(raw))) };
  });
}
