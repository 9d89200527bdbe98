/**
 * Demo early-warning rules (issue 22, section 2): each demo district gets the rules a district leader would start
 * with, named in both languages (the francophone district's read in French first). The flags themselves are the
 * server's to compute: it recomputes every district's flags once after seeding the demo (apps/server/src/runtime.ts),
 * so the cards, profiles and meetings show them from the first page.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { studentDataDefinitions } from '../schema-config.ts';
import { earlyWarningRules } from '../schema-early-warnings.ts';

type Lang = 'en' | 'fr';

export async function seedDemoEarlyWarnings(tx: Tx, districtId: Record<Lang, number>): Promise<void> {
  for (const lang of ['en', 'fr'] as const) {
    const district = districtId[lang];
    const [attendance] = await tx
      .select({ id: studentDataDefinitions.id })
      .from(studentDataDefinitions)
      .where(and(eq(studentDataDefinitions.district_id, district), eq(studentDataDefinitions.name, lang === 'fr' ? 'Taux de présence' : 'Attendance rate')))
      .limit(1);
    const rules: (typeof earlyWarningRules.$inferInsert)[] = [
      ...(attendance
        ? [
            {
              district_id: district,
              kind: 'measure_threshold',
              name_en: 'Attendance below 85%',
              name_fr: 'Présence sous 85 %',
              parameters: { definition_id: attendance.id, operator: 'less_than', value: 85 },
            },
          ]
        : []),
      { district_id: district, kind: 'below_aim_line', name_en: 'Progress below the aim line', name_fr: 'Progrès sous la ligne visée', parameters: { points: 3 } },
      { district_id: district, kind: 'no_progress_data', name_en: 'No progress data in 3 weeks', name_fr: 'Aucune donnée de progrès depuis 3 semaines', parameters: { weeks: 3 } },
      { district_id: district, kind: 'tier_up_twice', name_en: 'Moved up a tier twice this year', name_fr: 'Monté de palier deux fois cette année', parameters: {} },
      { district_id: district, kind: 'overdue_actions', name_en: 'Overdue actions', name_fr: 'Actions en retard', parameters: { count: 1 } },
    ];
    await tx.insert(earlyWarningRules).values(rules);
  }
}
