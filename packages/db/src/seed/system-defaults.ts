/**
 * The system defaults of every configurable list (issue 4, section 1), written once into an
 * empty database at start (demo or not). Super admins edit them afterwards; districts inherit
 * them until they customise a list, schools inherit their district's.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { ConfigListKind, DISTRICT_MEETING_LISTS } from '@ss/domain/enums';
import type { Database } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';

type Item = { en: string; fr: string; code?: string; color?: string; icon?: string; url?: string };

const GRADES: Item[] = [
  { code: 'K', en: 'Kindergarten', fr: 'Maternelle' },
  ...Array.from({ length: 12 }, (_, i) => ({ code: String(i + 1), en: `Grade ${i + 1}`, fr: `${i + 1}${i === 0 ? 're' : 'e'} année` })),
];

/** Every list but the district's own meeting lists, which have no system level. */
export const SYSTEM_DEFAULTS: Record<Exclude<ConfigListKind, (typeof DISTRICT_MEETING_LISTS)[number]>, Item[]> = {
  'student-support-focus-areas': [
    { en: 'Literacy', fr: 'Littératie' },
    { en: 'Numeracy', fr: 'Numératie' },
    { en: 'Well-being', fr: 'Bien-être' },
    { en: 'Behaviour', fr: 'Comportement' },
    { en: 'Attendance', fr: 'Assiduité' },
    { en: 'Communication', fr: 'Communication' },
  ],
  'student-entry-levels': [
    { en: 'Beginning', fr: 'Débutant' },
    { en: 'Developing', fr: 'En développement' },
    { en: 'Expanding', fr: 'En expansion' },
    { en: 'Bridging', fr: 'En transition' },
  ],
  'student-support-tiers': [
    { en: 'Tier 1: Universal', fr: 'Niveau 1 : universel', color: '#2f9e44' },
    { en: 'Tier 2: Targeted', fr: 'Niveau 2 : ciblé', color: '#f08c00' },
    { en: 'Tier 3: Intensive', fr: 'Niveau 3 : intensif', color: '#e03131' },
    { en: 'Tier 4: Specialized', fr: 'Niveau 4 : spécialisé', color: '#862e9c' },
  ],
  'student-card-icons': [
    { en: 'English language learner', fr: 'Apprenant de la langue', icon: 'language' },
    { en: 'Medical alert', fr: 'Alerte médicale', icon: 'first-aid-kit' },
    { en: 'Individual support plan', fr: 'Plan de soutien individuel', icon: 'clipboard-list' },
    { en: 'Indigenous student', fr: 'Élève autochtone', icon: 'feather' },
    { en: 'New to school', fr: 'Nouveau à l’école', icon: 'star' },
    { en: 'Counselling', fr: 'Counseling', icon: 'heart-handshake' },
  ],
  grades: GRADES,
  'support-links': [
    { en: 'Ministry of Education', fr: 'Ministère de l’Éducation', url: 'https://www.alberta.ca/education' },
    { en: 'Kids Help Phone', fr: 'Jeunesse, J’écoute', url: 'https://kidshelpphone.ca' },
  ],
  'student-profile-textboxes': [
    { en: 'Strengths', fr: 'Forces' },
    { en: 'Interests', fr: 'Intérêts' },
    { en: 'Family context', fr: 'Contexte familial' },
  ],
  'student-programming-notes': [
    { en: 'Learning supports', fr: 'Soutiens à l’apprentissage' },
    { en: 'Assessment adaptations', fr: 'Adaptations de l’évaluation' },
  ],
  'meeting-descriptors': [
    { en: 'Celebrations', fr: 'Célébrations' },
    { en: 'Key issue', fr: 'Enjeu principal' },
    { en: 'Context', fr: 'Contexte' },
    { en: 'Next steps', fr: 'Prochaines étapes' },
  ],
  'support-team-role': [
    { en: 'Classroom teacher', fr: 'Enseignant titulaire' },
    { en: 'Learning support teacher', fr: 'Enseignant ressource' },
    { en: 'School counsellor', fr: 'Conseiller scolaire' },
    { en: 'Parent or guardian', fr: 'Parent ou tuteur' },
    { en: 'Administrator', fr: 'Direction' },
  ],
  'support-plan-information': [
    { en: 'Medical information', fr: 'Renseignements médicaux' },
    { en: 'Assessment history', fr: 'Historique des évaluations' },
    { en: 'Previous supports', fr: 'Soutiens antérieurs' },
  ],
};

/** Writes the system-level lists that do not exist yet; returns how many lists it created. */
export async function ensureSystemDefaults(db: Database): Promise<number> {
  let created = 0;
  await db.transaction(async (tx) => {
    // One writer at a time when several copies start together.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const existing = await tx
      .select({ kind: configLists.kind })
      .from(configLists)
      .where(and(isNull(configLists.district_id), isNull(configLists.school_id)));
    const have = new Set(existing.map((r) => r.kind));
    for (const [kind, items] of Object.entries(SYSTEM_DEFAULTS) as [ConfigListKind, Item[]][]) {
      if (have.has(kind)) continue;
      const [list] = await tx.insert(configLists).values({ kind }).returning({ id: configLists.id });
      await tx.insert(configItems).values(
        items.map((it, i) => ({
          list_id: list!.id,
          position: i,
          code: it.code ?? null,
          label_en: it.en,
          label_fr: it.fr,
          color: it.color ?? null,
          icon: it.icon ?? null,
          url: it.url ?? null,
        })),
      );
      created++;
    }
  });
  return created;
}
