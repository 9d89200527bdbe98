/**
 * The advanced search as a CSV file: every matching row, read in windows and streamed, so a
 * district's export stays in constant memory. Cells go through safeCell() (formula injection);
 * the file starts with a BOM so spreadsheets read the accents. Audited as students.export.
 */
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { configItems } from '@ss/db';
import type { TStudentSearchExport } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { safeCell } from '../../lib/uploads.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { matchingIds, searchStudents, type SearchRow } from '../../repositories/student-search.repository.ts';
import { auditActor } from '../audit-actor.ts';
import { criteriaFor, resolvePlace } from './search-place.ts';

const WINDOW = 1000;
const HEADERS = {
  en: ['Student number', 'Last name', 'First name', 'Grade', 'Gender', 'School', 'Status', 'Teachers', 'Card icons'],
  fr: ['Numéro d’élève', 'Nom', 'Prénom', 'Année', 'Genre', 'École', 'Statut', 'Enseignants', 'Icônes de carte'],
};
const WORDS = {
  en: { male: 'Male', female: 'Female', other: 'Other', active: 'Active', graduated: 'Graduated', archived: 'Archived', deleted: 'Deleted' },
  fr: { male: 'Masculin', female: 'Féminin', other: 'Autre', active: 'Actif', graduated: 'Diplômé', archived: 'Archivé', deleted: 'Supprimé' },
};

export async function exportSearch(ctx: ServiceContext, input: TStudentSearchExport) {
  const actor = ctx.auth!.actor;
  const place = await resolvePlace(ctx.db, actor, input);
  if (!place.canExport) throw forbidden();
  const criteria = await criteriaFor(ctx.db, place, input);
  const lang = input.lang ?? 'en';
  const measureNames = criteria.data_filters.map((f) => f.def.name);
  await recordAudit(ctx.db, {
    ...auditActor(ctx),
    action: 'students.export',
    district_id: input.district_id ?? place.schools[0]?.district_id ?? null,
    school_id: input.school_id ?? null,
    target_type: 'student_search',
    target_id: null,
    details: { filters: { ...input, lang: undefined } },
  });

  const db = ctx.db;
  const scope = scopeOf(actor);
  // Cells holding ";" or a tab are quoted too: French Excel splits on ";" and would run "x;=cmd|…" as a formula.
  const line = (cells: unknown[]) => stringify([cells.map(safeCell)], { quoted_match: /[;\t]/ });
  async function* rows() {
    yield '\uFEFF' + line([...HEADERS[lang], ...measureNames]);
    // One query orders every match (ids only); each chunk is then read by id, so no window re-runs the whole search.
    const ids = await matchingIds(db, scope, criteria);
    for (let offset = 0; offset < ids.length; offset += WINDOW) {
      const chunk = ids.slice(offset, offset + WINDOW);
      const batch: SearchRow[] = await searchStudents(db, scope, { ...criteria, only_ids: chunk }, { limit: WINDOW, offset: 0 });
      const iconIds = [...new Set(batch.flatMap((r) => r.card_icon_ids))];
      const icons = iconIds.length ? await db.select({ id: configItems.id, en: configItems.label_en, fr: configItems.label_fr }).from(configItems).where(inArray(configItems.id, iconIds)) : [];
      const iconLabel = new Map(icons.map((i) => [i.id, lang === 'fr' ? i.fr : i.en]));
      yield batch
        .map((r) =>
          line([
            r.student_number, r.last_name, r.first_name, r.grade, WORDS[lang][r.gender], r.school_name, WORDS[lang][r.status],
            r.teachers.map((t) => `${t.first_name} ${t.last_name}`).join('; '),
            r.card_icon_ids.map((id) => iconLabel.get(id) ?? '').join('; '),
            ...r.measures.map((m) => m.value ?? ''),
          ]),
        )
        .join('');
    }
  }
  return Readable.from(rows());
}
