/** The plan's transition planning part: transitions with their steps, people and dates; saved whole with its version. */
import { ActionIcon, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language, TSupportPlan, TTransitionPart } from '@ss/domain';
import { TRANSITION_KINDS } from '@ss/domain/enums';
import { PLAN_SHORT_MAX } from '@ss/domain/contracts/support-plans';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { removeAt, replaceAt, usePartEditor } from './editor.ts';
import { PlanDate, PlanSelect, PlanText } from './fields.tsx';
import { useSavePart } from './hooks.ts';
import { PartForm } from './PartForm.tsx';
import { usePart, useApplyPart, ItemCard, SubList, AddButton, Empty, day, type Transition } from './part-kit.tsx';

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
