/**
 * Each demo district's own meeting descriptors for its school and district meetings
 * (`district-meeting-descriptors`, a district-only list without a system default): without them a
 * district could not schedule a school meeting in the demo. Idempotent: a district that already has
 * its list keeps it.
 */
import type { Database } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const DEMO_DISTRICT_DESCRIPTORS: readonly { en: string; fr: string }[] = [
  { en: 'Term review', fr: 'Bilan de l’étape' },
  { en: 'School improvement check-in', fr: 'Suivi du plan d’amélioration' },
  { en: 'Principals’ meeting', fr: 'Rencontre des directions' },
];

export async function seedDemoMeetingDescriptors(tx: Tx, districtIds: readonly number[]): Promise<void> {
  for (const districtId of districtIds) {
    const [list] = await tx.insert(configLists).values({ kind: 'district-meeting-descriptors', district_id: districtId }).onConflictDoNothing().returning({ id: configLists.id });
    if (!list) continue;
    await tx.insert(configItems).values(DEMO_DISTRICT_DESCRIPTORS.map((d, i) => ({ list_id: list.id, position: i + 1, label_en: d.en, label_fr: d.fr })));
  }
}
