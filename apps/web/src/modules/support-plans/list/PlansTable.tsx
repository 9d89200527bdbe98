/**
 * One tab of a place's support plans: the template and review-due filters, the spec's columns as far as the API
 * gives them (student name, teachers, template, school at district level, status, last revision, signatures "2 of 4",
 * next review flagged by the row's `review_overdue`, the deactivation date on the deactivated tab, open), paging,
 * and the loading, error and empty states.
 */
import { useEffect, useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSupportPlanSummary } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { NO_PLAN_FILTERS, planHomePath, type PlansWhere, type PlanTab } from './api.ts';
import { PAGE_SIZE, usePlanList, useTemplates } from './hooks.ts';

const STATUS_COLOR = { draft: 'gray', in_review: 'blue', final: 'green' } as const;
const ALL = 'all';

export const studentName = (p: TSupportPlanSummary) => `${p.student.first_name} ${p.student.last_name}`;

export const isDenied = (error: unknown) => isApiError(error) && error.status === 403;

/** `onDenied`: the list is refused (no permission there, or the school's module is off): the page becomes the denied page. */
export function PlansTable({ where, tab, onDenied }: { where: PlansWhere; tab: PlanTab; onDenied: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState(NO_PLAN_FILTERS);
  const [page, setPage] = useState(1);
  const list = usePlanList(where, tab, filters, page);
  const templates = useTemplates(where);
  const denied = isDenied(list.error);
  useEffect(() => {
    if (denied) onDenied();
  }, [denied, onDenied]);
  const district = where.school === undefined;
  const set = (patch: Partial<typeof filters>) => {
    setFilters((old) => ({ ...old, ...patch }));
    setPage(1);
  };

  const columns: Column<TSupportPlanSummary>[] = [
    {
      key: 'student',
      header: t('plans.column.student'),
      render: (p) => (
        <Anchor component={Link} to={planHomePath(p.district_id, p.school.id, p.student.id)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {studentName(p)}
        </Anchor>
      ),
    },
    {
      key: 'teacher',
      header: t('plans.column.teacher'),
      render: (p) =>
        p.teachers.length ? (
          p.teachers.map((x) => x.name).join(', ')
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    // The school year under the template's name: the table keeps the spec's columns readable at 1280 px.
    {
      key: 'template',
      header: t('plans.column.template'),
      render: (p) => (
        <>
          {p.template.name}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {p.school_year}
          </Text>
        </>
      ),
    },
    ...(district ? [{ key: 'school', header: t('plans.column.school'), render: (p: TSupportPlanSummary) => p.school.name }] : []),
    // The status with the last revision (one column: the spec's columns stay readable at 1280 px).
    {
      key: 'revision',
      header: t('plans.column.lastRevision'),
      render: (p) => (
        <>
          <Badge color={STATUS_COLOR[p.status]} variant="light" miw="max-content">
            {t(`plans.status.${p.status}`)}
          </Badge>
          <Text size="xs" c={p.last_revision ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {p.last_revision ? t('plans.revisionOn', { number: p.last_revision.number, date: formatDate(p.last_revision.finalised_at.slice(0, 10), lang) }) : t('plans.noRevision')}
          </Text>
        </>
      ),
    },
    {
      key: 'signatures',
      header: t('plans.column.signatures'),
      render: (p) =>
        p.last_revision ? <span style={{ whiteSpace: 'nowrap' }}>{t('plans.signatureCount', { count: p.signatures.count, expected: p.signatures.expected })}</span> : '—',
    },
    // A deactivated plan is no longer reviewed: its tab shows when it stopped instead.
    ...(tab === 'active'
      ? [
          {
            key: 'review',
            header: t('plans.column.nextReview'),
            render: (p: TSupportPlanSummary) =>
              p.next_review_date ? (
                <Group gap={6} wrap="nowrap">
                  <span style={{ whiteSpace: 'nowrap' }}>{formatDate(p.next_review_date, lang)}</span>
                  {p.review_overdue && (
                    <Badge color="red" variant="light" miw="max-content">
                      {t('plans.overdue')}
                    </Badge>
                  )}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('plans.noReview')}
                </Text>
              ),
          },
        ]
      : []),
    ...(tab === 'deactivated'
      ? [
          {
            key: 'deactivated',
            header: t('plans.column.deactivatedAt'),
            // The date, and under it the reason given (plans deactivated before it was asked have none).
            render: (p: TSupportPlanSummary) => (
              <>
                <span style={{ whiteSpace: 'nowrap' }}>{p.deactivated_at ? formatDate(p.deactivated_at, lang) : '—'}</span>
                {p.deactivation_reason && (
                  <Text size="xs" c="dimmed" lineClamp={2} title={p.deactivation_reason}>
                    {p.deactivation_reason}
                  </Text>
                )}
              </>
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: t('plans.column.actions'),
      render: (p) => (
        <Button
          component={Link}
          to={planHomePath(p.district_id, p.school.id, p.student.id)}
          size="xs"
          variant="light"
          rightSection={<IconArrowRight size={14} aria-hidden />}
          aria-label={t('plans.openNamed', { name: studentName(p) })}
        >
          {t('plans.open')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Select
          label={t('plans.filter.template')}
          data={[{ value: ALL, label: t('plans.filter.anyTemplate') }, ...(templates.data?.results ?? []).map((tp) => ({ value: String(tp.id), label: tp.name }))]}
          value={filters.template === null ? ALL : String(filters.template)}
          onChange={(v) => set({ template: !v || v === ALL ? null : Number(v) })}
          allowDeselect={false}
          w={280}
        />
        {tab === 'active' && <Switch label={t('plans.filter.reviewDue')} checked={filters.reviewDue} onChange={(e) => set({ reviewDue: e.currentTarget.checked })} pb={8} />}
      </Group>
      <DataTable<TSupportPlanSummary>
        caption={t(`plans.caption.${tab}`)}
        scrollLabel={t(`plans.caption.${tab}`)}
        minWidth={district ? 900 : 820}
        rows={list.data?.results}
        rowKey={(p) => p.id}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t(`plans.empty.${tab}`)}
        emptyDescription={t('plans.emptyHint')}
        columns={columns}
      />
      {list.data && <ListPagination page={page} pageSize={PAGE_SIZE} count={list.data.count} onChange={setPage} />}
    </Stack>
  );
}
