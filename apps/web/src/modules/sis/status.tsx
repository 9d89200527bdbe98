import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSisError, TSisSync } from '@ss/domain';
import type { TFunction } from 'i18next';

const COLORS: Record<string, string> = {
  queued: 'gray',
  running: 'blue',
  needs_mapping: 'yellow',
  needs_confirmation: 'orange',
  failed: 'red',
  succeeded: 'teal',
  applied: 'green',
};

/** "Applied" once the plan is written; before that, where the dry run stands. */
export const syncState = (sync: Pick<TSisSync, 'dry_run' | 'status'>) => (!sync.dry_run && sync.status === 'succeeded' ? 'applied' : sync.status);

export const inProgress = (sync: Pick<TSisSync, 'status'>) => sync.status === 'queued' || sync.status === 'running';

export function SyncStatusBadge({ sync }: { sync: Pick<TSisSync, 'dry_run' | 'status'> }) {
  const { t } = useTranslation();
  const state = syncState(sync);
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`sis.status.${state}`)}
    </Badge>
  );
}

/** One bundle error, translated with its parameters. */
export const errorText = (t: TFunction, e: TSisError) => t(e.message, e.params ?? {});
