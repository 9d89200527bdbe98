/**
 * "Who changed what between two revisions" (issue 12, section 3): two frozen snapshots compared field by field,
 * as a reader of the plan names things, in the district's language. Pure.
 * - home: each information field by its label; each team member by name (role, inside or outside the school);
 *   each review date (planned or held);
 * - assessments, goals and transitions: each item added, removed, or changed field by field. Items are matched by
 *   what names them (an assessment's name, a goal's text, a transition's kind and description), then what is left
 *   by position; whatever stays unmatched was added or removed.
 */
import { translate, type Language, type TPlanChange, type TPlanSnapshotContent } from '@ss/domain';
import type { PlanAssessment, PlanGoal, PlanTransition } from '@ss/db';

type Part = TPlanChange['part'];
type Labels = Map<number, { label_en: string; label_fr: string }>;

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const orNull = (v: string) => (v === '' ? null : v);

interface Field<T> {
  name: string;
  show: (item: T) => string;
}
interface ListSpec<T> {
  part: Part;
  key: (item: T) => string;
  title: (item: T) => string;
  fields: Field<T>[];
}

export interface CompareContext {
  lang: Language;
  /** Labels of the school's focus areas by key (any item, active or not). */
  focusAreas: Labels;
}

export function comparePlans(a: TPlanSnapshotContent, b: TPlanSnapshotContent, ctx: CompareContext): TPlanChange[] {
  const { lang } = ctx;
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const pick = (l: { label_en: string; label_fr: string } | undefined, fallback: string) => (l ? (lang === 'fr' ? l.label_fr || l.label_en : l.label_en || l.label_fr) : fallback);
  const changes: TPlanChange[] = [];

  // Information fields, by key, named by label.
  const info = new Map<number, { label: string; before: string; after: string }>();
  for (const f of a.home.information) info.set(f.key, { label: pick(f, String(f.key)), before: f.value, after: '' });
  for (const f of b.home.information) info.set(f.key, { label: pick(f, String(f.key)), before: info.get(f.key)?.before ?? '', after: f.value });
  for (const f of info.values()) if (f.before !== f.after) changes.push({ part: 'home', item: f.label, before: orNull(f.before), after: orNull(f.after) });

  // Team members by name, reviews by date.
  const roles = new Map([...a.home.team_roles, ...b.home.team_roles].map((r) => [r.key, pick(r, String(r.key))]));
  const member = (m: TPlanSnapshotContent['home']['team'][number]) => {
    const role = roles.get(m.role_key) ?? String(m.role_key);
    return m.inside ? role : t('plan.compare.outside', { role });
  };
  keyedValues(
    changes,
    'home',
    a.home.team.map((m) => [m.name, member(m)]),
    b.home.team.map((m) => [m.name, member(m)]),
    (name) => t('plan.compare.teamMember', { name }),
  );
  const review = (r: { done: boolean }) => t(r.done ? 'plan.compare.reviewHeld' : 'plan.compare.reviewPlanned');
  keyedValues(
    changes,
    'home',
    a.home.review_dates.map((r) => [r.date, review(r)]),
    b.home.review_dates.map((r) => [r.date, review(r)]),
    (date) => t('plan.compare.review', { date }),
  );

  const field = <T>(name: string, show: (item: T) => string): Field<T> => ({ name: t(`plan.compare.field.${name}`), show });
  const day = (d: string | null) => d ?? '';
  const assessments: ListSpec<PlanAssessment & { attachments?: string[] }> = {
    part: 'specialized_assessment',
    key: (x) => x.name.toLowerCase(),
    title: (x) => t('plan.compare.assessment', { name: short(x.name) }),
    fields: [
      field('name', (x) => x.name),
      field('date', (x) => day(x.date)),
      field('assessor', (x) => x.assessor),
      field('assessor_role', (x) => x.assessor_role),
      field('summary', (x) => x.summary),
      field('recommendations', (x) => x.recommendations),
      // Revisions before migration 0020 hold no list: read as none, so they compare equal to no attachment.
      field('attachments', (x) => [...(x.attachments ?? [])].sort().join('\n')),
    ],
  };
  const goals: ListSpec<PlanGoal> = {
    part: 'goal_planning',
    key: (x) => x.goal.toLowerCase(),
    title: (x) => t('plan.compare.goal', { name: short(x.goal) }),
    fields: [
      field('goal', (x) => x.goal),
      field('focus_area_key', (x) => (x.focus_area_key === null ? '' : pick(ctx.focusAreas.get(x.focus_area_key), String(x.focus_area_key)))),
      field('criteria', (x) => x.criteria),
      field('sub_goals', (x) => x.sub_goals.map((s) => [s.text, s.target_date, s.done ? t('plan.compare.done') : null].filter(Boolean).join(' — ')).join('\n')),
      field('student_support_ids', (x) => [...x.student_support_ids].sort((m, n) => m - n).join(', ')),
      field('responsible', (x) => x.responsible),
      field('target_date', (x) => day(x.target_date)),
      field('reviews', (x) => x.reviews.map((r) => [r.date, t(`plan.compare.rating.${r.rating}`), r.comment].filter(Boolean).join(' — ')).join('\n')),
    ],
  };
  const kind = (x: PlanTransition) => t(`plan.compare.kind.${x.kind}`);
  const transitions: ListSpec<PlanTransition> = {
    part: 'transition_planning',
    key: (x) => `${x.kind}\n${x.description.toLowerCase()}`,
    title: (x) => t('plan.compare.transition', { name: short(x.description ? `${kind(x)} — ${x.description}` : kind(x)) }),
    fields: [
      field('kind', kind),
      field('description', (x) => x.description),
      field('steps', (x) => x.steps.map((s) => [s.text, s.who, s.date].filter(Boolean).join(' — ')).join('\n')),
    ],
  };
  diffList(changes, assessments, a.specialized_assessment?.assessments ?? [], b.specialized_assessment?.assessments ?? [], t);
  diffList(changes, goals, (a.goal_planning?.goals ?? []) as PlanGoal[], (b.goal_planning?.goals ?? []) as PlanGoal[], t);
  diffList(changes, transitions, a.transition_planning?.transitions ?? [], b.transition_planning?.transitions ?? [], t);
  return changes;
}

/** Things named by a key with one text each (team members, review dates): added, removed or changed. */
function keyedValues(changes: TPlanChange[], part: Part, before: [string, string][], after: [string, string][], item: (key: string) => string) {
  const count = new Map<string, number>();
  // A name twice (two "Parent or guardian") stays two entries: the nth of each side are compared.
  const keyed = (list: [string, string][]) => {
    count.clear();
    return list.map(([k, v]) => {
      const n = (count.get(k) ?? 0) + 1;
      count.set(k, n);
      return [`${k}\u0000${n}`, k, v] as const;
    });
  };
  const was = new Map(keyed(before).map(([id, k, v]) => [id, { k, v }]));
  const now = keyed(after);
  for (const [id, k, v] of now) {
    const old = was.get(id);
    if (!old) changes.push({ part, item: item(k), before: null, after: v });
    else if (old.v !== v) changes.push({ part, item: item(k), before: old.v, after: v });
    was.delete(id);
  }
  for (const { k, v } of was.values()) changes.push({ part, item: item(k), before: v, after: null });
}

function diffList<T>(changes: TPlanChange[], spec: ListSpec<T>, before: T[], after: T[], t: (key: string, params?: Record<string, string | number>) => string) {
  const whole = (x: T) =>
    spec.fields
      .map((f) => [f.name, f.show(x)] as const)
      .filter(([, v]) => v !== '')
      .map(([name, v]) => `${name}: ${v}`)
      .join('\n');
  const pairs: [number, number][] = [];
  const freeAfter = new Set(after.map((_, i) => i));
  const freeBefore = new Set(before.map((_, i) => i));
  for (const i of freeBefore) {
    const j = [...freeAfter].find((j) => spec.key(after[j]!) === spec.key(before[i]!));
    if (j !== undefined) {
      pairs.push([i, j]);
      freeAfter.delete(j);
      freeBefore.delete(i);
    }
  }
  // What is left, by position: the same place in the list, its naming text changed.
  for (const i of [...freeBefore]) {
    if (freeAfter.has(i)) {
      pairs.push([i, i]);
      freeAfter.delete(i);
      freeBefore.delete(i);
    }
  }
  for (const [i, j] of pairs.sort((x, y) => x[1] - y[1])) {
    const was = before[i]!;
    const now = after[j]!;
    for (const f of spec.fields) {
      const [v0, v1] = [f.show(was), f.show(now)];
      if (v0 !== v1) changes.push({ part: spec.part, item: t('plan.compare.field', { item: spec.title(now), field: f.name }), before: orNull(v0), after: orNull(v1) });
    }
  }
  for (const i of freeBefore) changes.push({ part: spec.part, item: spec.title(before[i]!), before: whole(before[i]!), after: null });
  for (const j of freeAfter) changes.push({ part: spec.part, item: spec.title(after[j]!), before: null, after: whole(after[j]!) });
}
