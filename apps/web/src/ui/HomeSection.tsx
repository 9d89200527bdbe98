/**
 * One section of a workspace's home (the boards, My actions, upcoming meetings): a titled region with
 * a link to the whole list, and its query's loading, error and empty states before its content.
 */
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../lib/api.ts';
import { EmptyMessage } from './EmptyMessage.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

interface Props {
  /** Names the section's heading id (`home-{id}-title`) and its test id (`home-{id}`). */
  id: string;
  title: string;
  /** The link to the whole list, when there is one to offer. */
  all?: { to: string; label: string };
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** Shown, under the title and the description, when the content would be empty. */
  empty: { title: string; description: string; action?: ReactNode } | null;
  /** How tall the loading placeholder's lines are. */
  loadingHeight?: number;
  children?: ReactNode;
}

export function HomeSection({ id, title, all, query, empty, loadingHeight = 56, children }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`home-${id}-title`} data-testid={`home-${id}`}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={`home-${id}-title`}>
          {title}
        </Title>
        {all && (
          <Anchor component={Link} to={all.to} size="sm">
            {all.label}
          </Anchor>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState lines={2} height={loadingHeight} />
      ) : query.isError ? (
        <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : empty ? (
        <Paper withBorder radius="md" p="md">
          <EmptyMessage title={empty.title} description={empty.description} />
          {empty.action}
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}
