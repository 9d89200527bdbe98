/** What the plan's part pages share: the part or the page's answer when missing, applying a saved part, an item's card, Add, an empty line. */
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SupportPlanPart, TAssessmentPart, TGoalPart, TSupportPlan, TTransitionPart } from '@ss/domain';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { dayText, useEditable } from './fields.tsx';
import { qk } from '../../../lib/query-keys.ts';
import { usePlanContext } from './PlanLayout.tsx';

export type Assessment = TAssessmentPart['assessments'][number];
export type Goal = TGoalPart['goals'][number];
export type Transition = TTransitionPart['transitions'][number];

/** The plan and its part, or the page's answer when there is none. */
export function usePart<P extends SupportPlanPart>(part: P): { plan: TSupportPlan; value: NonNullable<TSupportPlan[P]> } | { missing: ReactNode } {
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

export function useApplyPart(plan: TSupportPlan, part: SupportPlanPart) {
  const client = useQueryClient();
  return (current: unknown) => client.setQueryData<TSupportPlan>(qk.profile.plan(plan.id), (p) => (p ? { ...p, [part]: current } : p));
}

/** One item of a list: a bordered group with its number and a Remove button. */
export function ItemCard({ label, onRemove, removeLabel, children }: { label: string; onRemove: () => void; removeLabel: string; children: ReactNode }) {
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

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useEditable()) return null;
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}

export function Empty({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

export const day = dayText;

export function SubList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
