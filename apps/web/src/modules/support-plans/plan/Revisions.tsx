/**
 * The plan's revisions (a section of the home page): each finalising's number, date, who finalised it and its
 * signatures "x of y", and a comparison of two revisions (`revisions/compare/?from=&to=`): a table part / item /
 * before / after, and who saved which part between them.
 */
import { useState } from 'react';
import { Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TPlanCompare, TSupportPlan } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { useCompare, useRevisions } from './hooks.ts';

export function RevisionsSection({ plan }: { plan: TSupportPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useRevisions(plan.id);
  if (plan.last_revision === null) return null;
  const items = list.data?.items ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="plan-revisions-title" data-testid="plan-revisions">
      <Title order={2} size="h4" mb="sm" id="plan-revisions-title">
        {t('planPage.revision.title')}
      </Title>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !list.data ? (
        <LoadingState lines={2} />
      ) : (
        <Stack gap="lg">
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Caption>{t('planPage.revision.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('planPage.revision.number')}</Table.Th>
                  <Table.Th scope="col">{t('planPage.revision.finalisedOn')}</Table.Th>
                  <Table.Th scope="col">{t('planPage.revision.finalisedBy')}</Table.Th>
                  <Table.Th scope="col">{t('planPage.revision.signatures')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((r) => (
                  <Table.Tr key={r.number}>
                    <Table.Td>{t('planPage.revision.label', { number: r.number })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.finalised_at.slice(0, 10), lang)}</Table.Td>
                    <Table.Td>{r.finalised_by?.name ?? '—'}</Table.Td>
                    <Table.Td>{t('planPage.signature.count', { count: r.signatures.count, expected: r.signatures.expected })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {items.length >= 2 && <Compare planId={plan.id} numbers={items.map((r) => r.number)} />}
        </Stack>
      )}
    </Paper>
  );
}

function Compare({ planId, numbers }: { planId: number; numbers: number[] }) {
  const { t } = useTranslation();
  // Newest first: by default the one before the latest against the latest.
  const [from, setFrom] = useState(String(numbers[1]));
  const [to, setTo] = useState(String(numbers[0]));
  const same = from === to;
  const compare = useCompare(planId, { from: Number(from), to: Number(to) });
  const options = numbers.map((n) => ({ value: String(n), label: t('planPage.revision.label', { number: n }) }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="plan-compare-title">
      <Title order={3} size="h5" id="plan-compare-title">
        {t('planPage.compare.title')}
      </Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select label={t('planPage.compare.from')} data={options} value={from} onChange={(v) => v && setFrom(v)} allowDeselect={false} w={180} />
        <Select label={t('planPage.compare.to')} data={options} value={to} onChange={(v) => v && setTo(v)} allowDeselect={false} w={180} />
      </Group>
      {same ? (
        <Text size="sm" c="dimmed">
          {t('Choose two different revisions')}
        </Text>
      ) : compare.isError ? (
        <ErrorState message={compare.error.message} onRetry={() => void compare.refetch()} retrying={compare.isFetching} />
      ) : !compare.data ? (
        <LoadingState lines={3} />
      ) : (
        <CompareTable data={compare.data} />
      )}
    </Stack>
  );
}

function CompareTable({ data }: { data: TPlanCompare }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const cell = (text: string | null, kind: 'before' | 'after') =>
    text === null ? (
      <Text size="sm" c="dimmed" fs="italic">
        {t(kind === 'before' ? 'planPage.compare.added' : 'planPage.compare.removed')}
      </Text>
    ) : (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {/* A value that is a day (a review date, a signature's date) in the product's date format. */}
        {/^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text, lang) : text || '—'}
      </Text>
    );
  return (
    <Stack gap="md" data-testid="plan-compare">
      {data.changes.length === 0 ? (
        <Text size="sm">{t('planPage.compare.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" style={{ tableLayout: 'fixed' }}>
            <Table.Caption>{t('planPage.compare.caption', { from: data.from, to: data.to })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="16%">
                  {t('planPage.compare.part')}
                </Table.Th>
                <Table.Th scope="col" w="24%">
                  {t('planPage.compare.item')}
                </Table.Th>
                <Table.Th scope="col">{t('planPage.compare.before', { number: data.from })}</Table.Th>
                <Table.Th scope="col">{t('planPage.compare.after', { number: data.to })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.changes.map((c, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{t(`planPage.part.${c.part}`)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.item}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{cell(c.before, 'before')}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{cell(c.after, 'after')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('planPage.compare.editors')}
        </Text>
        {data.editors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planPage.compare.noEditors')}
          </Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="plan-editors">
            {data.editors.map((e, i) => (
              <li key={i}>
                <Text size="sm" component="span">
                  {t('planPage.compare.editedBy', {
                    part: t(`planPage.part.${e.part}`),
                    name: e.user?.name ?? t('planPage.compare.someone'),
                    date: formatDate(e.at.slice(0, 10), lang),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Stack>
  );
}
