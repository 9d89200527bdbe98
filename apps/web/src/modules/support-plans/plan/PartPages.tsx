/**
 * The plan's other parts, each one form saved whole with its version: specialized assessment, goal planning
 * (with the goal overview) and transition planning. A part the plan's template has not: not found.
 */
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language, SupportPlanPart, TAssessmentPart, TGoalPart, TSupportPlan, TTransitionPart } from '@ss/domain';
import { GOAL_RATINGS, TRANSITION_KINDS } from '@ss/domain/enums';
import { PLAN_SHORT_MAX } from '@ss/domain/contracts/support-plans';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { useSchoolList, useStudentSupports } from '../../supports-given/hooks.ts';
import { removeAt, replaceAt, usePartEditor } from './editor.ts';
import { dayText, PlanCheck, PlanDate, PlanMultiSelect, PlanSelect, PlanText, useEditable } from './fields.tsx';
import { AssessmentAttachments, usePlanAttachments } from './AssessmentAttachments.tsx';
import { GoalOverview } from './GoalOverview.tsx';
import { useSavePart } from './hooks.ts';
import { qk } from '../../../lib/query-keys.ts';
import { PartForm } from './PartForm.tsx';
import { usePlanContext } from './PlanLayout.tsx';

type Assessment = TAssessmentPart['assessments'][number];
type Goal = TGoalPart['goals'][number];
type Transition = TTransitionPart['transitions'][number];

/** The plan and its part, or the page's answer when there is none. */
function usePart<P extends SupportPlanPart>(part: P): { plan: TSupportPlan; value: NonNullable<TSupportPlan[P]> } | { missing: ReactNode } {
  const { t } = useTranslation();
  const ctx = usePlanContext();
  const plan = ctx.plan;
  if (!plan)
    return {
      missing: (
        <Paper withBorder p="md" radius="md">
          <EmptyMessage title={t('planPage.empty')} />
          <Group justify="center" pb="md">
            <Anchor component={Link} to={`${ctx.base}home`}>
              {t('planPage.goHome')}
            </Anchor>
          </Group>
        </Paper>
      ),
    };
  const value = plan[part];
  if (!plan.parts[part] || !value) return { missing: <EmptyMessage title={t('planPage.partMissing')} /> };
  return { plan, value: value as NonNullable<TSupportPlan[P]> };
}

function useApplyPart(plan: TSupportPlan, part: SupportPlanPart) {
  const client = useQueryClient();
  return (current: unknown) => client.setQueryData<TSupportPlan>(qk.profile.plan(plan.id), (p) => (p ? { ...p, [part]: current } : p));
}

/** One item of a list: a bordered group with its number and a Remove button. */
function ItemCard({ label, onRemove, removeLabel, children }: { label: string; onRemove: () => void; removeLabel: string; children: ReactNode }) {
  const editable = useEditable();
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{label}</Text>
        {editable && (
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={removeLabel} onClick={onRemove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useEditable()) return null;
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

const day = dayText;

// Specialized assessment

function describeAssessments(t: TFunction, lang: Language, list: Assessment[]) {
  if (list.length === 0) return t('planPage.assessment.empty');
  return list
    .map((a, i) =>
      [
        `${i + 1}. ${a.name} (${day(lang, a.date)})`,
        `${t('planPage.assessment.assessor')}: ${a.assessor}${a.assessor_role ? `, ${a.assessor_role}` : ''}`,
        `${t('planPage.assessment.summary')}: ${a.summary}`,
        `${t('planPage.assessment.recommendations')}: ${a.recommendations}`,
      ].join('\n'),
    )
    .join('\n\n');
}

export function AssessmentPage() {
  const found = usePart('specialized_assessment');
  if ('missing' in found) return found.missing;
  return <AssessmentForm plan={found.plan} part={found.value} />;
}

function AssessmentForm({ plan, part }: { plan: TSupportPlan; part: TAssessmentPart }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mutation = useSavePart(plan.id, 'specialized_assessment');
  const applyCurrent = useApplyPart(plan, 'specialized_assessment');
  const editor = usePartEditor({
    saved: part.assessments,
    version: part.version,
    mutation,
    body: (assessments: Assessment[], version) => ({ version, assessments }),
    fromCurrent: (c) => ({ value: (c as TAssessmentPart).assessments, version: (c as TAssessmentPart).version }),
    applyCurrent,
  });
  const list = editor.value;
  const set = (i: number, patch: Partial<Assessment>) => editor.change((l) => replaceAt(l, i, patch));
  const err = (i: number, f: string) => editor.fieldError(`assessments.${i}.${f}`);
  const attachments = usePlanAttachments(plan.id);
  // An assessment with attached files: removing it says they go when the part is saved without it.
  const removeAssessment = (i: number) => {
    const count = attachments.of(list[i]?.id).length;
    if (!count) return editor.change((l) => removeAt(l, i));
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('planPage.attachments.dropTitle'),
      children: <Text size="sm">{t('planPage.attachments.dropBody', { count })}</Text>,
      labels: { confirm: t('planPage.assessment.remove', { n: i + 1 }), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => editor.change((l) => removeAt(l, i)),
    });
  };
  return (
    <PartForm
      title={t('planPage.part.specialized_assessment')}
      id="plan-assessment"
      editable={plan.abilities.update}
      editor={editor}
      describe={(x) => describeAssessments(t, lang, x)}
    >
      {list.length === 0 && <Empty text={t('planPage.assessment.empty')} />}
      {list.map((a, i) => (
        <ItemCard key={i} label={t('planPage.assessment.item', { n: i + 1 })} removeLabel={t('planPage.assessment.remove', { n: i + 1 })} onRemove={() => removeAssessment(i)}>
          <Group grow align="flex-end" wrap="wrap">
            <PlanText label={t('planPage.assessment.name')} value={a.name} required max={PLAN_SHORT_MAX} onChange={(name) => set(i, { name })} error={err(i, 'name')} />
            <PlanDate label={t('planPage.assessment.date')} value={a.date} onChange={(date) => set(i, { date })} error={err(i, 'date')} />
          </Group>
          <Group grow align="flex-end" wrap="wrap">
            <PlanText label={t('planPage.assessment.assessor')} value={a.assessor} max={PLAN_SHORT_MAX} onChange={(assessor) => set(i, { assessor })} error={err(i, 'assessor')} />
            <PlanText
              label={t('planPage.assessment.assessorRole')}
              value={a.assessor_role}
              max={PLAN_SHORT_MAX}
              onChange={(assessor_role) => set(i, { assessor_role })}
              error={err(i, 'assessor_role')}
            />
          </Group>
          <PlanText long label={t('planPage.assessment.summary')} value={a.summary} onChange={(summary) => set(i, { summary })} error={err(i, 'summary')} />
          <PlanText
            long
            label={t('planPage.assessment.recommendations')}
            value={a.recommendations}
            onChange={(recommendations) => set(i, { recommendations })}
            error={err(i, 'recommendations')}
          />
          <AssessmentAttachments planId={plan.id} assessmentId={a.id} name={a.name} n={i + 1} />
        </ItemCard>
      ))}
      <AddButton
        label={t('planPage.assessment.add')}
        onClick={() => editor.change((l) => [...l, { name: '', date: null, assessor: '', assessor_role: '', summary: '', recommendations: '' }])}
      />
    </PartForm>
  );
}

// Goal planning

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

function SubList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
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

function describeTransitions(t: TFunction, lang: Language, list: Transition[]) {
  if (list.length === 0) return t('planPage.transition.empty');
  return list
    .map((x, i) => [`${i + 1}. ${t(`planPage.kind.${x.kind}`)}`, x.description, ...x.steps.map((s) => `  - ${s.text} (${s.who || '—'}, ${day(lang, s.date)})`)].join('\n'))
    .join('\n\n');
}

export function TransitionPage() {
  const found = usePart('transition_planning');
  if ('missing' in found) return found.missing;
  return <TransitionForm plan={found.plan} part={found.value} />;
}

function TransitionForm({ plan, part }: { plan: TSupportPlan; part: TTransitionPart }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mutation = useSavePart(plan.id, 'transition_planning');
  const applyCurrent = useApplyPart(plan, 'transition_planning');
  const editor = usePartEditor({
    saved: part.transitions,
    version: part.version,
    mutation,
    body: (transitions: Transition[], version) => ({ version, transitions }),
    fromCurrent: (c) => ({ value: (c as TTransitionPart).transitions, version: (c as TTransitionPart).version }),
    applyCurrent,
  });
  const editable = plan.abilities.update;
  const kinds = TRANSITION_KINDS.map((k) => ({ value: k, label: t(`planPage.kind.${k}`) }));
  const list = editor.value;
  const set = (i: number, patch: Partial<Transition>) => editor.change((l) => replaceAt(l, i, patch));
  const err = (i: number, f: string) => editor.fieldError(`transitions.${i}.${f}`);
  return (
    <PartForm title={t('planPage.part.transition_planning')} id="plan-transitions" editable={editable} editor={editor} describe={(x) => describeTransitions(t, lang, x)}>
      {list.length === 0 && <Empty text={t('planPage.transition.empty')} />}
      {list.map((x, i) => (
        <ItemCard
          key={i}
          label={t('planPage.transition.item', { n: i + 1 })}
          removeLabel={t('planPage.transition.remove', { n: i + 1 })}
          onRemove={() => editor.change((l) => removeAt(l, i))}
        >
          <PlanSelect label={t('planPage.transition.kind')} value={x.kind} data={kinds} onChange={(v) => v && set(i, { kind: v as Transition['kind'] })} error={err(i, 'kind')} />
          <PlanText long label={t('planPage.transition.description')} value={x.description} onChange={(description) => set(i, { description })} error={err(i, 'description')} />
          <SubList title={t('planPage.transition.steps')}>
            {x.steps.length === 0 && <Empty text={t('planPage.transition.noSteps')} />}
            {x.steps.map((s, j) => (
              <Group key={j} align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('planPage.transition.step', { n: j + 1 })}>
                <div style={{ flex: '3 1 240px' }}>
                  <PlanText
                    label={t('planPage.transition.stepText', { n: j + 1 })}
                    required
                    value={s.text}
                    onChange={(text) => set(i, { steps: replaceAt(x.steps, j, { text }) })}
                    error={err(i, `steps.${j}.text`)}
                  />
                </div>
                <div style={{ flex: '2 1 180px' }}>
                  <PlanText
                    label={t('planPage.transition.who')}
                    value={s.who}
                    max={PLAN_SHORT_MAX}
                    onChange={(who) => set(i, { steps: replaceAt(x.steps, j, { who }) })}
                    error={err(i, `steps.${j}.who`)}
                  />
                </div>
                <div style={{ flex: '1 1 170px' }}>
                  <PlanDate
                    label={t('planPage.transition.date')}
                    value={s.date}
                    onChange={(date) => set(i, { steps: replaceAt(x.steps, j, { date }) })}
                    error={err(i, `steps.${j}.date`)}
                  />
                </div>
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={24}
                    aria-label={t('planPage.transition.removeStep', { n: j + 1 })}
                    onClick={() => set(i, { steps: removeAt(x.steps, j) })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            ))}
            <AddButton label={t('planPage.transition.addStep')} onClick={() => set(i, { steps: [...x.steps, { text: '', who: '', date: null }] })} />
          </SubList>
        </ItemCard>
      ))}
      <AddButton label={t('planPage.transition.add')} onClick={() => editor.change((l) => [...l, { kind: 'grade', description: '', steps: [] }])} />
    </PartForm>
  );
}
