/** The plan's specialized assessment part: assessments with their attachments, saved whole with its version. */
import { Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Language, TAssessmentPart, TSupportPlan } from '@ss/domain';
import { PLAN_SHORT_MAX } from '@ss/domain/contracts/support-plans';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { removeAt, replaceAt, usePartEditor } from './editor.ts';
import { PlanDate, PlanText } from './fields.tsx';
import { AssessmentAttachments, usePlanAttachments } from './AssessmentAttachments.tsx';
import { useSavePart } from './hooks.ts';
import { PartForm } from './PartForm.tsx';
import { usePart, useApplyPart, ItemCard, AddButton, Empty, day, type Assessment } from './part-kit.tsx';

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
