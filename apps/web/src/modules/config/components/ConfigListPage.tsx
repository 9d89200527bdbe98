import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isConfigListKind, type ConfigListKind } from '@ss/domain';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { ConfigLevel } from '../api.ts';
import { ConfigListEditor } from './ConfigListEditor.tsx';

/** The page of one list (`:kind` of the route) at a level; a kind this level does not list is not found. */
export function ConfigListPage({ kinds, level }: { kinds: readonly ConfigListKind[]; level: ConfigLevel }) {
  const { t } = useTranslation();
  const kind = useParams().kind ?? '';
  if (!isConfigListKind(kind) || !kinds.includes(kind)) return <StatusPage kind="not-found" message="Not Found" />;
  return (
    <Stack gap={0}>
      <PageHeader title={t(`config.kind.${kind}`)} description={t(`config.kindHint.${kind}`)} />
      <ConfigListEditor key={kind} kind={kind} level={level} />
    </Stack>
  );
}
