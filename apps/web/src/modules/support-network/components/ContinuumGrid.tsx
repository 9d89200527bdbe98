/**
 * The continuum: focus areas down, tiers across, each cell listing its supports as links with their
 * type. A real table (row and column headers with scope), so a screen reader names each cell by its
 * focus area and tier. A support whose keys are on no axis (a focus area or tier the level dropped) is
 * listed under "Not placed", never lost. The type filter is the grid's own (the answer holds every type).
 */
import { useId, useState } from 'react';
import { Anchor, Badge, ColorSwatch, Group, List, Paper, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_TYPES, type SupportType } from '@ss/domain/enums';
import type { TSupportContinuum, TSupportSummary } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { axisLabel, byName } from '../place.ts';
import { cellKey, placeSupports } from '../continuum.ts';
import { SupportName, TypeBadge } from './SupportBadges.tsx';

interface Props {
  continuum: TSupportContinuum;
  /** The page a support's link opens. */
  linkTo: (s: TSupportSummary) => string;
  /** Marks a school's own additions in its network. */
  markOwn?: boolean;
  /** Marks the supports the reading district already holds a copy of (the shared network read for import). */
  imported?: ReadonlySet<number>;
}

type Filter = SupportType | 'all';

function SupportLinks({ supports, linkTo, markOwn, imported }: { supports: TSupportSummary[]; linkTo: Props['linkTo']; markOwn?: boolean; imported?: ReadonlySet<number> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <List listStyleType="none" spacing={6} size="sm">
      {supports.map((s) => (
        <List.Item key={s.id}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={linkTo(s)} size="sm">
              <SupportName support={s} lang={lang} />
            </Anchor>
            <TypeBadge type={s.type} />
            {markOwn && s.level === 'school' && (
              <Badge size="sm" variant="outline" color="gray">
                {t('supports.own')}
              </Badge>
            )}
            {imported?.has(s.id) && (
              <Badge size="sm" variant="light" color="teal">
                {t('supports.import.already')}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

export function ContinuumGrid({ continuum, linkTo, markOwn, imported }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [type, setType] = useState<Filter>('all');
  const id = useId();
  const shown = (type === 'all' ? continuum.supports : continuum.supports.filter((s) => s.type === type)).toSorted(byName(lang));
  const { cells, notPlaced } = placeSupports(continuum, shown);
  const caption = t('supports.continuum.caption');

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id={`${id}-type`}>
          {t('supports.filter.type')}
        </Text>
        <SegmentedControl
          aria-labelledby={`${id}-type`}
          value={type}
          onChange={(v) => setType(v as Filter)}
          data={[{ value: 'all', label: t('supports.filter.allTypes') }, ...SUPPORT_TYPES.map((v) => ({ value: v, label: t(`supports.type.${v}`) }))]}
        />
      </Group>
      {continuum.focus_areas.length === 0 || continuum.tiers.length === 0 ? (
        <EmptyMessage title={t('supports.continuum.noAxes')} description={t('supports.continuum.noAxesHint')} />
      ) : (
        <Table.ScrollContainer minWidth={160 + continuum.tiers.length * 180}>
          <Table withTableBorder withColumnBorders verticalSpacing="sm" style={{ tableLayout: 'fixed' }}>
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={160}>
                  {t('supports.focusArea')}
                </Table.Th>
                {continuum.tiers.map((tier) => (
                  <Table.Th key={tier.key} scope="col">
                    <Group gap={6} wrap="nowrap">
                      {tier.color && <ColorSwatch color={tier.color} size={12} withShadow={false} aria-hidden />}
                      <span>{axisLabel(tier, lang)}</span>
                    </Group>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {continuum.focus_areas.map((f) => (
                <Table.Tr key={f.key}>
                  <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                    {axisLabel(f, lang)}
                  </Table.Th>
                  {continuum.tiers.map((tier) => {
                    const list = cells.get(cellKey(f.key, tier.key)) ?? [];
                    return (
                      <Table.Td key={tier.key} style={{ verticalAlign: 'top' }} data-testid={`cell-${f.key}-${tier.key}`}>
                        {list.length > 0 ? (
                          <SupportLinks supports={list} linkTo={linkTo} markOwn={markOwn} imported={imported} />
                        ) : (
                          <Text size="sm" c="dimmed">
                            <span aria-hidden>—</span>
                            <VisuallyHidden>{t('supports.continuum.emptyCell')}</VisuallyHidden>
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown.length === 0 && <EmptyMessage title={t('supports.continuum.empty')} description={t(type === 'all' ? 'supports.continuum.emptyHint' : 'common.noResultsHint')} />}
      {notPlaced.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-not-placed`}>
          <Title order={2} size="h4" id={`${id}-not-placed`}>
            {t('supports.continuum.notPlaced')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('supports.continuum.notPlacedHint')}
          </Text>
          <SupportLinks supports={notPlaced} linkTo={linkTo} markOwn={markOwn} imported={imported} />
        </Paper>
      )}
    </Stack>
  );
}
