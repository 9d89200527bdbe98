/**
 * A support plan's PDF view model (PlanDocument) from the database, in one function: the plan, its student and
 * school, the template's PDF wording, the labels of its list items (information fields, team roles, focus areas)
 * in the plan's language, the names of the supports its goals name, the school's logo. The plan's language is
 * its district's (a francophone district's plans are in French). Who may read the plan is checked before.
 *
 * A final plan's PDF names its revision and carries that revision's signatures; a draft or a plan in review (a new
 * draft after a revision included) has neither: what it shows is not the signed text.
 */
import type { Database } from '@ss/db';
import type { Language } from '@ss/domain';
import { effectiveLists } from '../../../repositories/config-resolve.ts';
import { findLogo } from '../../../repositories/school-config.repository.ts';
import { planDocumentFacts, supportNames } from '../../../repositories/support-plan-document.repository.ts';
import { listSignatures, revisionStamp } from '../../../repositories/support-plan-revisions.repository.ts';
import type { PlanRow } from '../../../repositories/support-plans.repository.ts';
import type { PlanDocument } from './plan-document.ts';

type Labels = Map<number, { label_en: string; label_fr: string }>;

/** What several plans of one school share (a bulk export builds hundreds): the lists' labels and the logo. */
export interface SchoolParts {
  labels: Labels;
  logo: PlanDocument['logo'];
}
export type SchoolPartsCache = Map<number, Promise<SchoolParts>>;

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** The logo's format by its first bytes: react-pdf draws PNG and JPEG only (a GIF or WebP logo is left out). */
function logoFormat(data: Buffer): 'png' | 'jpg' | null {
  if (data.length > 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

async function loadSchoolParts(db: Database, schoolId: number): Promise<SchoolParts> {
  const lists = await effectiveLists(db, ['support-plan-information', 'support-team-role', 'student-support-focus-areas'], { schoolId });
  const labels: Labels = new Map();
  // Every item, active or not: a plan may name an item retired since.
  for (const list of lists.values()) for (const item of list.items) labels.set(keyOf(item), { label_en: item.label_en, label_fr: item.label_fr });
  const file = await findLogo(db, schoolId);
  const format = file ? logoFormat(file.data) : null;
  return { labels, logo: file && format ? { data: new Uint8Array(file.data), format } : null };
}

export function schoolParts(db: Database, schoolId: number, cache?: SchoolPartsCache): Promise<SchoolParts> {
  if (!cache) return loadSchoolParts(db, schoolId);
  let parts = cache.get(schoolId);
  if (!parts) {
    parts = loadSchoolParts(db, schoolId);
    cache.set(schoolId, parts);
  }
  return parts;
}

/** The plan's PDF view model; null when the plan or its student is gone. */
export async function buildPlanDocument(db: Database, plan: PlanRow, opts: { now?: Date; cache?: SchoolPartsCache; lang?: Language } = {}): Promise<PlanDocument | null> {
  const facts = await planDocumentFacts(db, plan.id);
  if (!facts) return null;
  // A guardian's link reads the plan in the language asked (issue 24); otherwise the district's.
  const lang: Language = opts.lang ?? (facts.francophone ? 'fr' : 'en');
  const { labels, logo } = await schoolParts(db, plan.school_id, opts.cache);
  const label = (key: number | null) => {
    if (key === null) return null;
    const item = labels.get(key);
    return item ? (lang === 'fr' ? item.label_fr || item.label_en : item.label_en) : null;
  };
  const t = plan.template;
  const stamp = plan.status === 'final' && plan.revision > 0 ? await revisionStamp(db, plan.id, plan.revision) : null;
  const signatures = stamp ? await listSignatures(db, stamp.id) : [];
  const supports = t.goal_planning ? await supportNames(db, plan.student_id, [...new Set(plan.goals.flatMap((g) => g.student_support_ids))]) : new Map<number, string>();

  return {
    lang,
    generated_at: (opts.now ?? new Date()).toISOString(),
    logo,
    district_name: facts.district_name,
    school_name: facts.school_name,
    student: { first_name: facts.first_name, last_name: facts.last_name, grade: facts.grade, student_number: facts.student_number },
    template: { name: t.name, wording: lang === 'fr' ? facts.wording_fr || facts.wording_en : facts.wording_en },
    school_year: plan.school_year,
    status: plan.status,
    deactivated_at: plan.deactivated_at,
    deactivation_reason: plan.deactivated_at ? plan.deactivation_reason : null,
    information: t.information_keys.map((k) => ({ label: label(k) ?? '—', value: plan.information[String(k)] ?? '' })),
    team: plan.team.map((m) => ({ name: m.name, role: label(m.role_key) ?? '—', inside: m.inside })),
    review_dates: plan.review_dates,
    assessments: t.specialized_assessment ? plan.assessments : null,
    goals: t.goal_planning
      ? plan.goals.map((g) => ({
          focus_area: label(g.focus_area_key),
          goal: g.goal,
          criteria: g.criteria,
          sub_goals: g.sub_goals,
          supports: g.student_support_ids.map((id) => supports.get(id)).filter((n): n is string => n !== undefined),
          responsible: g.responsible,
          target_date: g.target_date,
          reviews: g.reviews,
        }))
      : null,
    transitions: t.transition_planning ? plan.transitions : null,
    revision: stamp ? { number: plan.revision, finalised_at: stamp.finalised_at.toISOString() } : null,
    signatures: signatures.map(({ signature: s, recorded_by_name }) => ({
      name: s.name,
      role: s.role,
      signed_on: s.signed_on,
      method: s.method,
      signed_at: `${s.created_at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      by_signer: s.signer_id !== null,
      recorded_by: s.recorded_by === null ? null : recorded_by_name,
      typed_name: s.typed_name,
      drawing: s.drawing,
    })),
  };
}

/** ASCII letters, digits and dashes (accents dropped), for a file name any system keeps. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[œŒ]/g, (c) => (c === 'œ' ? 'oe' : 'OE'))
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The plan's file name: `support-plan-Last-First-2026-2027.pdf` (French: `plan-de-soutien-…`), and as written (with accents). */
export function planFileName(doc: Pick<PlanDocument, 'student' | 'school_year'>, prefix: string): { ascii: string; full: string } {
  const words = [doc.student.last_name, doc.student.first_name, doc.school_year];
  const full = `${prefix}-${words.map((w) => w.trim().replace(/[\s/\\:*?"<>|]+/g, '-')).join('-')}.pdf`;
  return { ascii: `${prefix}-${words.map(asciiSlug).join('-')}.pdf`, full };
}
