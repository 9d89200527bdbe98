/** The plan's goal planning part: goals with sub-goals, supports, reviews, and the goal overview; saved whole with its version. */
import { ActionIcon, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language, TGoalPart, TSupportPlan } from '@ss/domain';
import { GOAL_RATINGS } from '@ss/domain/enums';
import { PLAN_SHORT_MAX } from '@ss/domain/contracts/support-plans';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useSchoolList, useStudentSupports } from '../../supports-given/hooks.ts';
import { removeAt, replaceAt, usePartEditor } from './editor.ts';
import { PlanCheck, PlanDate, PlanMultiSelect, PlanSelect, PlanText, useEditable } from './fields.tsx';
import { GoalOverview } from './GoalOverview.tsx';
import { useSavePart } from './hooks.ts';
import { PartForm } from './PartForm.tsx';
import { usePlanContext } from './PlanLayout.tsx';
import { usePart, useApplyPart, ItemCard, SubList, AddButton, Empty, day, type Goal } from './part-kit.tsx';

export interface GoalLabels {
  focus: (key: number | null) => string;
  support: (id: number) => string;
}

function describeGoals(t: TFunction, lang: Language, labels: GoalLabels, list: Goal[]) {
  if (list.length === 0) return t('planPage.goal.empty');
  return list
    .map((g, i) =>
      [
        `${i + 1}. ${g.goal}`,
        `${t('planPage.goal.focusArea')}: ${labels.focus(g.focus_area_key)}`,
        `${t('planPage.goal.criteria')}: ${g.criteria}`,
        `${t('planPage.goal.responsible')}: ${g.responsible} · ${t('planPage.goal.targetDate')}: ${day(lang, g.target_date)}`,
        ...g.sub_goals.map((s) => `  - ${s.text} (${day(lang, s.target_date)})${s.done ? ` ✓` : ''}`),
        ...g.student_support_ids.map((id) => `  + ${labels.support(id)}`),
        ...g.reviews.map((r) => `  * ${day(lang, r.date)} ${t(`planPage.rating.${r.rating}`)}: ${r.comment}`),
      ].join('\n'),
    )
    .join('\n\n');
}

export function GoalPage() {
  const found = usePart('goal_planning');
  if ('missing' in found) return found.missing;
  return <GoalForm plan={found.plan} part={found.value} />;
}

function GoalForm({ plan, part }: { plan: TSupportPlan; part: TGoalPart }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ctx = usePlanContext();
  const mutation = useSavePart(plan.id, 'goal_planning');
  const applyCurrent = useApplyPart(plan, 'goal_planning');
  const focusList = useSchoolList('student-support-focus-areas', { schoolId: plan.school.id });
  const supports = useStudentSupports(ctx.student.id);
  const editor = usePartEditor({
    saved: part.goals,
    version: part.version,
    mutation,
    body: (goals: Goal[], version) => ({ version, goals }),
    fromCurrent: (c) => ({ value: (c as TGoalPart).goals, version: (c as TGoalPart).version }),
    applyCurrent,
  });
  const items = focusList.data?.items ?? [];
  const focusOptions = items.filter((f) => f.active).map((f) => ({ value: String(f.key), label: lang === 'fr' ? f.label_fr || f.label_en : f.label_en }));
  const given = supports.data?.results ?? [];
  const supportOptions = given.map((s) => ({ value: String(s.id), label: s.end_date ? t('planPage.goal.supportEnded', { name: s.name }) : s.name }));
  const labels: GoalLabels = {
    focus: (key) => {
      const f = items.find((x) => x.key === key);
      return key === null ? '—' : f ? (lang === 'fr' ? f.label_fr || f.label_en : f.label_en) : `#${key}`;
    },
    support: (id) => given.find((s) => s.id === id)?.name ?? `#${id}`,
  };
  // A goal may keep a focus area its list no longer offers.
  const focusFor = (key: number | null) =>
    key !== null && !focusOptions.some((o) => o.value === String(key)) ? [...focusOptions, { value: String(key), label: labels.focus(key) }] : focusOptions;
  const list = editor.value;
  const set = (i: number, patch: Partial<Goal>) => editor.change((l) => replaceAt(l, i, patch));
  const err = (i: number, f: string) => editor.fieldError(`goals.${i}.${f}`);
  return (
    <PartForm
      title={t('planPage.part.goal_planning')}
      id="plan-goals"
      editable={plan.abilities.update}
      editor={editor}
      describe={(x) => describeGoals(t, lang, labels, x)}
      before={<GoalOverview goals={list} focus={labels.focus} />}
    >
      {list.length === 0 && <Empty text={t('planPage.goal.empty')} />}
      {list.map((g, i) => (
        <ItemCard key={i} label={t('planPage.goal.item', { n: i + 1 })} removeLabel={t('planPage.goal.remove', { n: i + 1 })} onRemove={() => editor.change((l) => removeAt(l, i))}>
          <PlanSelect
            label={t('planPage.goal.focusArea')}
            value={g.focus_area_key === null ? null : String(g.focus_area_key)}
            data={focusFor(g.focus_area_key)}
            clearable
            onChange={(v) => set(i, { focus_area_key: v === null ? null : Number(v) })}
            error={err(i, 'focus_area_key')}
          />
          <PlanText long required label={t('planPage.goal.goal')} value={g.goal} onChange={(goal) => set(i, { goal })} error={err(i, 'goal')} />
          <PlanText long label={t('planPage.goal.criteria')} value={g.criteria} onChange={(criteria) => set(i, { criteria })} error={err(i, 'criteria')} />
          <Group grow align="flex-end" wrap="wrap">
            <PlanText
              label={t('planPage.goal.responsible')}
              value={g.responsible}
              max={PLAN_SHORT_MAX}
              onChange={(responsible) => set(i, { responsible })}
              error={err(i, 'responsible')}
            />
            <PlanDate label={t('planPage.goal.targetDate')} value={g.target_date} onChange={(target_date) => set(i, { target_date })} error={err(i, 'target_date')} />
          </Group>
          <PlanMultiSelect
            label={t('planPage.goal.supports')}
            value={g.student_support_ids.map(String)}
            data={[...supportOptions, ...g.student_support_ids.filter((id) => !given.some((s) => s.id === id)).map((id) => ({ value: String(id), label: labels.support(id) }))]}
            onChange={(v) => set(i, { student_support_ids: v.map(Number) })}
            error={err(i, 'student_support_ids')}
            empty={t('planPage.goal.noSupports')}
          />
          <SubGoals goal={g} index={i} onChange={(sub_goals) => set(i, { sub_goals })} err={err} />
          <Reviews goal={g} index={i} onChange={(reviews) => set(i, { reviews })} err={err} />
        </ItemCard>
      ))}
      <AddButton
        label={t('planPage.goal.add')}
        onClick={() =>
          editor.change((l) => [...l, { focus_area_key: null, goal: '', criteria: '', sub_goals: [], student_support_ids: [], responsible: '', target_date: null, reviews: [] }])
        }
      />
    </PartForm>
  );
}

function SubGoals({ goal, index, onChange, err }: { goal: Goal; index: number; onChange: (s: Goal['sub_goals']) => void; err: (i: number, f: string) => string | null }) {
  const { t } = useTranslation();
  const editable = useEditable();
  const list = goal.sub_goals;
  return (
    <SubList title={t('planPage.goal.subGoals')}>
      {list.length === 0 && <Empty text={t('planPage.goal.noSubGoals')} />}
      {list.map((s, j) => (
        <Group key={j} align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('planPage.goal.subGoal', { n: j + 1 })}>
          <div style={{ flex: '3 1 240px' }}>
            <PlanText
              label={t('planPage.goal.subGoalText', { n: j + 1 })}
              required
              value={s.text}
              onChange={(text) => onChange(replaceAt(list, j, { text }))}
              error={err(index, `sub_goals.${j}.text`)}
            />
          </div>
          <div style={{ flex: '1 1 180px' }}>
            <PlanDate
              label={t('planPage.goal.targetDate')}
              value={s.target_date}
              onChange={(target_date) => onChange(replaceAt(list, j, { target_date }))}
              error={err(index, `sub_goals.${j}.target_date`)}
            />
          </div>
          <div style={{ paddingBottom: editable ? 8 : 0 }}>
            <PlanCheck label={t('planPage.goal.done')} checked={s.done} onChange={(done) => onChange(replaceAt(list, j, { done }))} />
          </div>
          {editable && (
            <ActionIcon variant="subtle" color="red" size="lg" mb={1} aria-label={t('planPage.goal.removeSubGoal', { n: j + 1 })} onClick={() => onChange(removeAt(list, j))}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      <AddButton label={t('planPage.goal.addSubGoal')} onClick={() => onChange([...list, { text: '', target_date: null, done: false }])} />
    </SubList>
  );
}

function Reviews({ goal, index, onChange, err }: { goal: Goal; index: number; onChange: (r: Goal['reviews']) => void; err: (i: number, f: string) => string | null }) {
  const { t } = useTranslation();
  const editable = useEditable();
  const ctx = usePlanContext();
  const list = goal.reviews;
  const ratings = GOAL_RATINGS.map((r) => ({ value: r, label: t(`planPage.rating.${r}`) }));
  return (
    <SubList title={t('planPage.goal.reviews')}>
      {list.length === 0 && <Empty text={t('planPage.goal.noReviews')} />}
      {list.map((r, j) => (
        <Group key={j} align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('planPage.goal.review', { n: j + 1 })}>
          <div style={{ flex: '1 1 170px' }}>
            <PlanDate
              label={t('planPage.goal.reviewDate')}
              required
              value={r.date || null}
              onChange={(date) => onChange(replaceAt(list, j, { date: date ?? '' }))}
              error={err(index, `reviews.${j}.date`)}
            />
          </div>
          <div style={{ flex: '1 1 170px' }}>
            <PlanSelect
              label={t('planPage.goal.rating')}
              value={r.rating}
              data={ratings}
              onChange={(v) => v && onChange(replaceAt(list, j, { rating: v as Goal['reviews'][number]['rating'] }))}
              error={err(index, `reviews.${j}.rating`)}
            />
          </div>
          <div style={{ flex: '3 1 240px' }}>
            <PlanText
              label={t('planPage.goal.comment')}
              value={r.comment}
              onChange={(comment) => onChange(replaceAt(list, j, { comment }))}
              error={err(index, `reviews.${j}.comment`)}
            />
          </div>
          {editable && (
            <ActionIcon variant="subtle" color="red" size="lg" mb={1} aria-label={t('planPage.goal.removeReview', { n: j + 1 })} onClick={() => onChange(removeAt(list, j))}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      <AddButton label={t('planPage.goal.addReview')} onClick={() => onChange([...list, { date: ctx.user.current_date.slice(0, 10), rating: 'progressing', comment: '' }])} />
    </SubList>
  );
}

// Transition planning
