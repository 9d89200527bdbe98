/**
 * A short list of supports in one state (waiting for review, my proposals, submissions, archived), as a
 * titled section or a tab's content: paged, with its loading, error and empty states. Returned rows can
 * show their reviewer's comment (read from the support itself: lists carry no comments).
 */
import { useState, type ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { TSupportSummary } from '@ss/domain';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { listParams, NO_SUPPORT_FILTERS, type NetworkQuery } from '../api.ts';
import { SUPPORTS_PAGE_SIZE, useSupport, useSupportList } from '../hooks/useSupports.ts';
import { tableState, useSupportColumns, type Axes } from './SupportsTable.tsx';

interface Props {
  /** A section's heading; a tab's content has none. */
  title?: string;
  caption: string;
  network: NetworkQuery;
  status?: TSupportSummary['status'];
  axes: Axes | undefined;
  linkTo: (s: TSupportSummary) => string;
  withStatus?: boolean;
  emptyTitle: string;
  emptyDescription?: string;
  /** Columns after the usual ones (a row's own action). */
  extra?: Column<TSupportSummary>[];
  /** Hide the section when it is empty (a leader with nothing to review). */
  hideWhenEmpty?: boolean;
}

/** The reviewer's comment of a returned support. */
export function ReviewComment({ id }: { id: number }) {
  const support = useSupport(id);
  return support.data?.review_comment ? (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {support.data.review_comment}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

export function SupportQueue(props: Props) {
  const [page, setPage] = useState(1);
  const list = useSupportList(listParams(props.network, { ...NO_SUPPORT_FILTERS, status: props.status ?? null }, page, SUPPORTS_PAGE_SIZE));
  const columns = useSupportColumns(props.axes, props.linkTo, { withStatus: props.withStatus });
  if (props.hideWhenEmpty && list.data?.count === 0) return null;
  // An empty queue is one quiet line: the page's main content is the network below it.
  const table: ReactNode =
    list.data?.count === 0 ? (
      <Text size="sm" c="dimmed">
        {props.emptyTitle}
        {props.emptyDescription ? ` ${props.emptyDescription}` : ''}
      </Text>
    ) : (
      <Stack gap="sm">
        <DataTable<TSupportSummary>
          caption={props.caption}
          columns={[...columns, ...(props.extra ?? [])]}
          {...tableState(list)}
          rowKey={(s) => s.id}
          emptyTitle={props.emptyTitle}
          emptyDescription={props.emptyDescription}
          minWidth={820}
        />
        <ListPagination page={page} pageSize={SUPPORTS_PAGE_SIZE} count={list.data?.count ?? 0} onChange={setPage} />
      </Stack>
    );
  if (!props.title) return table;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      {table}
    </Paper>
  );
}
