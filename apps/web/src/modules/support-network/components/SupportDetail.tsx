/**
 * A support in full: its description in the reader's language (the other one when empty, and the
 * other language's text below when both exist), focus areas, tiers with their colours, type, how to
 * deliver it, where it came from, its status and the reviewer's comment.
 */
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { formatNumber } from '@ss/domain/language';
import { formatDay } from '../../supports-given/dates.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { axisLabel, pick } from '../place.ts';
import { StatusBadge, TierBadges, TypeBadge } from './SupportBadges.tsx';

/** `submissionTo`: the page of a district support's copy in the shared network (its managers see where it stands). */
export function SupportDetail({ support: s, submissionTo }: { support: TSupport; submissionTo?: (id: number) => string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const description = pick(s.description_en, s.description_fr, lang);
  const other = lang === 'fr' ? 'en' : 'fr';
  const otherName = other === 'fr' ? s.name_fr : s.name_en;
  const otherDescription = other === 'fr' ? s.description_fr : s.description_en;
  const mine = lang === 'fr' ? s.name_fr : s.name_en;
  const dash = '—';
  // A copy remembers its source: the shared network, or the district (or school) it came from.
  const source = !s.source || s.submitted_district ? null : s.source.level === 'shared' ? t('supports.source.shared') : t('supports.source.named', { name: s.source_name ?? dash });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <TypeBadge type={s.type} />
        <StatusBadge status={s.status} />
        <TierBadges tiers={s.tiers} />
        {s.level === 'school' && (
          <Badge variant="outline" color="gray">
            {t('supports.own')}
          </Badge>
        )}
      </Group>
      {s.status === 'returned' && s.review_comment && (
        <Alert color="orange" variant="light" title={t('supports.review.returnedComment')}>
          <Text size="sm">{s.review_comment}</Text>
          {s.reviewed_by && s.reviewed_at && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('supports.review.by', { name: s.reviewed_by.name, date: formatDay(s.reviewed_at, lang) })}
            </Text>
          )}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          {t('supports.description')}
        </Title>
        {description.text ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} lang={description.lang === lang ? undefined : description.lang}>
            {description.text}
          </Text>
        ) : (
          <Text c="dimmed">{t('supports.noDescription')}</Text>
        )}
        {mine.trim() !== '' && (otherName.trim() !== '' || otherDescription.trim() !== '') && (
          <Stack gap={4} mt="md" lang={other}>
            <Text size="sm" fw={600} lang={lang}>
              {t(`supports.inLanguage.${other}`)}
            </Text>
            {otherName && <Text size="sm">{otherName}</Text>}
            {otherDescription && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                {otherDescription}
              </Text>
            )}
          </Stack>
        )}
      </Paper>
      <DetailList
        items={[
          { label: t('supports.column.focusAreas'), value: s.focus_areas.map((f) => axisLabel(f, lang)).join(', ') || dash },
          { label: t('supports.deliveredBy'), value: s.delivered_by ?? dash },
          { label: t('supports.groupSize'), value: s.group_size ? t(`supports.groupSize.${s.group_size}`) : dash },
          { label: t('supports.frequency'), value: s.frequency ?? dash },
          { label: t('supports.duration'), value: s.duration_minutes ? t('supports.minutes', { count: s.duration_minutes }) : dash },
          { label: t('supports.givenNow'), value: formatNumber(s.given_count, lang) },
          ...(source ? [{ label: t('supports.source.label'), value: source }] : []),
          ...(s.submitted_district ? [{ label: t('supports.submittedBy'), value: s.submitted_district.name }] : []),
          ...(s.submission
            ? [
                {
                  label: t('supports.submission.label'),
                  value: (
                    <Group gap={6}>
                      <StatusBadge status={s.submission.status} />
                      {submissionTo && (
                        <Anchor component={Link} to={submissionTo(s.submission.id)} size="sm" fw={400}>
                          {t('supports.submission.open')}
                        </Anchor>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
          ...(s.created_by ? [{ label: t('supports.createdBy'), value: `${s.created_by.name} · ${formatDay(s.created_at, lang)}` }] : []),
          // A waiting submission to the shared network carries its sender's note; any other comment is a reviewer's.
          ...(s.status !== 'returned' && s.review_comment
            ? [{ label: t(s.status === 'pending' && s.level === 'shared' ? 'supports.review.senderComment' : 'supports.review.comment'), value: s.review_comment }]
            : []),
        ]}
      />
    </Stack>
  );
}
