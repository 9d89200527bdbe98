/**
 * The import's preview: what will be copied (names, types, focus areas, tiers, named from the source's
 * axes), and a note when a focus area or tier of the selection is not in the district's own lists (such
 * a copy lands in "Not placed" until the lists hold it).
 */
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSupportContinuum, TSupportSummary } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { axisLabel } from '../place.ts';
import { missingKeys } from '../continuum.ts';
import { itemsOf, SupportName, TierBadges, TypeBadge } from './SupportBadges.tsx';

interface Props {
  supports: TSupportSummary[];
  sourceAxes: TSupportContinuum | undefined;
  ownAxes: TSupportContinuum | undefined;
  pending: boolean;
  onBack: () => void;
  onImport: () => void;
}

export function ImportPreview({ supports, sourceAxes, ownAxes, pending, onBack, onImport }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lacking = sourceAxes && ownAxes ? missingKeys(supports, sourceAxes, ownAxes) : [];
  return (
    <Stack gap="md">
      <Text fw={600}>{t('supports.import.previewTitle', { count: supports.length })}</Text>
      <DataTable<TSupportSummary>
        caption={t('supports.import.previewTitle', { count: supports.length })}
        rows={supports}
        rowKey={(s) => s.id}
        loading={false}
        emptyTitle={t('supports.import.nothingSelected')}
        minWidth={760}
        columns={[
          { key: 'name', header: t('supports.column.name'), render: (s) => <SupportName support={s} lang={lang} /> },
          { key: 'type', header: t('supports.column.type'), render: (s) => <TypeBadge type={s.type} /> },
          {
            key: 'focus',
            header: t('supports.column.focusAreas'),
            render: (s) =>
              itemsOf(s.focus_area_keys, sourceAxes?.focus_areas ?? [])
                .map((i) => axisLabel(i, lang))
                .join(', ') || '—',
          },
          { key: 'tiers', header: t('supports.column.tiers'), render: (s) => <TierBadges tiers={itemsOf(s.tier_keys, sourceAxes?.tiers ?? [])} /> },
        ]}
      />
      {lacking.length > 0 && (
        <Alert color="yellow" variant="light" title={t('supports.import.missingTitle')}>
          <Text size="sm">{t('supports.import.missingBody')}</Text>
          <List size="sm" mt={4}>
            {lacking.map((i) => (
              <List.Item key={i.key}>{axisLabel(i, lang)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {t('supports.import.backToPick')}
        </Button>
        <Button onClick={onImport} loading={pending} disabled={supports.length === 0}>
          {t('supports.import.action', { count: supports.length })}
        </Button>
      </Group>
    </Stack>
  );
}
