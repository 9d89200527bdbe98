/**
 * One student card in any of the six display variants (spec section 3): name, minimal_name_bar,
 * picture, name_picture, name_picture_data, name_data. The name arrives formatted per the school's
 * name format. The whole card is one link to the profile, named by its content (name, icons, alerts, early warnings).
 */
import { Avatar, Badge, Box, Card, Group, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudentCardDisplay, TStudentCard } from '@ss/domain';
import { formatLocaleNumber } from '@ss/domain/locale-number';
import { useLanguage } from '../../lib/useLanguage.ts';
import { CardIconGlyph } from '../../ui/card-icons.tsx';
import { flagLine } from '../early-warnings/reason.ts';

interface StudentCardProps {
  card: TStudentCard;
  display: StudentCardDisplay;
  to: string;
}

const initials = (c: TStudentCard) => `${c.first_name.charAt(0)}${c.last_name.charAt(0)}`.toUpperCase();

function Picture({ card, size }: { card: TStudentCard; size: number }) {
  return (
    <Avatar src={card.has_picture ? `/api/v1/students/${card.id}/picture/` : null} alt="" size={size} radius="md" color="blue">
      {initials(card)}
    </Avatar>
  );
}

export function StudentCard({ card, display, to }: StudentCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const withPicture = display === 'picture' || display === 'name_picture' || display === 'name_picture_data';
  const withName = display !== 'picture';
  const withData = display === 'name_data' || display === 'name_picture_data';
  const alertText = card.open_alerts === 1 ? t('cards.openAlert') : t('cards.openAlerts', { count: card.open_alerts });
  const icons = (
    <Group gap={4} wrap="wrap">
      {card.icons.map((i) => (
        <Tooltip key={i.item_id} label={lang === 'fr' ? i.label_fr : i.label_en} withArrow>
          <Box c="blue.8" style={{ display: 'inline-flex' }}>
            <CardIconGlyph name={i.icon} label={lang === 'fr' ? i.label_fr : i.label_en} size={16} />
          </Box>
        </Tooltip>
      ))}
    </Group>
  );
  const alerts =
    card.open_alerts > 0 ? (
      <Tooltip label={card.latest_alert ? t('cards.latestAlert', { text: card.latest_alert }) : alertText} withArrow multiline maw={260}>
        <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          <span aria-hidden>{card.open_alerts}</span>
          <VisuallyHidden>{alertText}</VisuallyHidden>
        </Badge>
      </Tooltip>
    ) : null;

  // Open early warnings (issue 22, section 2): one flag with the count; its tooltip and accessible name give each reason.
  const flagText = card.flags.length ? t('earlyWarnings.card', { reasons: card.flags.map((f) => flagLine(t, lang, f)).join('; ') }) : '';
  const flags =
    card.flags.length > 0 ? (
      <Tooltip label={flagText} withArrow multiline maw={320}>
        <Badge color="orange" c="orange.9" variant="light" leftSection={<IconFlag size={12} aria-hidden />} data-testid="early-warning-flag">
          <span aria-hidden>{card.flags.length}</span>
          <VisuallyHidden>{flagText}</VisuallyHidden>
        </Badge>
      </Tooltip>
    ) : null;

  if (display === 'minimal_name_bar') {
    return (
      <UnstyledButton component={Link} to={to} data-testid="student-card">
        <Group
          justify="space-between"
          px="sm"
          py={6}
          wrap="nowrap"
          style={{ borderLeft: '4px solid var(--mantine-color-blue-6)', background: 'var(--mantine-color-gray-0)', borderRadius: 4 }}
        >
          <Text fw={600} size="sm" truncate>
            {card.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {icons}
            {alerts}
            {flags}
          </Group>
        </Group>
      </UnstyledButton>
    );
  }

  return (
    <Card withBorder padding="sm" radius="md" component={Link} to={to} data-testid="student-card" style={{ height: '100%' }}>
      <Stack gap={6} align={withPicture ? 'center' : 'stretch'}>
        {withPicture && <Picture card={card} size={display === 'picture' ? 96 : 72} />}
        {/* The picture-only display still names the link, for screen readers. */}
        {!withName && <VisuallyHidden>{card.name}</VisuallyHidden>}
        {withName && (
          <Text fw={600} ta={withPicture ? 'center' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {card.name}
          </Text>
        )}
        {withData && card.data && (
          <Group gap={6} justify={withPicture ? 'center' : undefined}>
            <Text size="xs" c="dimmed">
              {card.data.definition_name}
            </Text>
            <Badge
              variant="outline"
              color="dark"
              leftSection={
                card.data.color ? <Box component="span" aria-hidden w={8} h={8} style={{ borderRadius: '50%', background: card.data.color, display: 'inline-block' }} /> : undefined
              }
            >
              {formatLocaleNumber(card.data.value, lang)}
            </Badge>
          </Group>
        )}
        <Group justify={withPicture ? 'center' : 'space-between'} gap={6}>
          {icons}
          {alerts}
          {flags}
        </Group>
      </Stack>
    </Card>
  );
}
