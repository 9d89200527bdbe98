/**
 * `view-for-import/{id}`'s panel: a shared or connected district's support seen before import, with
 * Import (for those who may import into the district); afterwards, a link to the district's copy, or
 * word that the district already holds one. A support the district already holds a copy of (its network's
 * supports name their source) says so with a link to the copy, and offers no import.
 */
import { Alert, Anchor, Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { useImportSupports } from '../hooks/useSupportMutations.ts';
import { useContinuum } from '../hooks/useSupports.ts';
import { viewPath } from '../place.ts';

export function ImportOnePanel({ support, district }: { support: TSupport; district: number }) {
  const { t } = useTranslation();
  const own = useContinuum({ district });
  const run = useImportSupports();
  const result = run.data;
  if (!own.data?.abilities.import) return null;
  const copy = result ? undefined : own.data.supports.find((s) => s.source?.id === support.id);
  if (copy)
    return (
      <Alert color="gray" role="status" data-testid="already-imported">
        <Group gap="xs">
          <span>{t('supports.import.alreadyHeld')}</span>
          <Anchor component={Link} to={viewPath({ kind: 'district', district }, copy)}>
            {t('supports.import.openCopy')}
          </Anchor>
        </Group>
      </Alert>
    );
  if (result)
    return (
      <Alert color={result.imported.length ? 'green' : 'gray'} role="status">
        {result.imported[0] ? (
          <Group gap="xs">
            <span>{t('supports.import.done', { count: 1 })}</span>
            <Anchor component={Link} to={viewPath({ kind: 'district', district }, result.imported[0])}>
              {t('supports.import.openCopy')}
            </Anchor>
          </Group>
        ) : (
          t('supports.import.alreadyHeld')
        )}
      </Alert>
    );
  return (
    <Group gap="sm">
      <Button leftSection={<IconDownload size={16} aria-hidden />} loading={run.isPending} onClick={() => run.mutate({ district, supports: [support.id] })}>
        {t('supports.import.one')}
      </Button>
    </Group>
  );
}
