/** The side panel a card opens: the student's summary on this board and a link to the profile. */
import { Alert, Avatar, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBoard } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { CardIconGlyph } from '../../ui/card-icons.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { LatestCelebrations } from '../celebrations/LatestCelebrations.tsx';
import { CELEBRATIONS_ANCHOR } from '../celebrations/StudentCelebrationsSection.tsx';
import { PanelSupports } from '../supports-given/PanelSupports.tsx';
import { SUPPORTS_ANCHOR } from '../supports-given/labels.ts';
import type { StudentBoardCard } from './board-state.ts';

interface Props {
  board: TBoard;
  card: StudentBoardCard | null;
  profilePath: (student: StudentBoardCard['student']) => string;
  onClose: () => void;
}

export function StudentPanel({ board, card, profilePath, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const s = card?.student;
  const grade = board.filters.grades.find((g) => g.code === s?.grade);
  const teachers = board.filters.teachers.filter((u) => s?.teacher_ids.includes(u.id)).map((u) => `${u.first_name} ${u.last_name}`);
  const category = board.categories.find((c) => c.id === card?.category_id);
  return (
    <Drawer opened={card !== null} onClose={onClose} position="right" title={s?.name ?? ''} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {s && (
        <Stack gap="md">
          <Group gap="sm">
            <Avatar src={s.has_picture ? `/api/v1/students/${s.id}/picture/` : null} alt="" size={64} radius="md" color="blue">
              {`${s.first_name.charAt(0)}${s.last_name.charAt(0)}`.toUpperCase()}
            </Avatar>
            {category && (
              <Badge
                variant="outline"
                color="dark"
                leftSection={<span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: category.color }} />}
              >
                {category.title}
              </Badge>
            )}
          </Group>
          <DetailList
            items={[
              { label: t('profile.grade'), value: grade ? (lang === 'fr' ? grade.label_fr : grade.label_en) : s.grade },
              { label: t('profile.teachers'), value: teachers.length ? teachers.join(', ') : t('profile.noTeachers') },
              {
                label: t('profile.cardIcons'),
                value: s.icons.length ? (
                  <Group gap={8}>
                    {s.icons.map((i) => (
                      <Group key={i.item_id} gap={4}>
                        <CardIconGlyph name={i.icon} size={16} />
                        <Text size="sm">{lang === 'fr' ? i.label_fr : i.label_en}</Text>
                      </Group>
                    ))}
                  </Group>
                ) : (
                  t('profile.noCardIcons')
                ),
              },
            ]}
          />
          {s.open_alerts > 0 ? (
            <Alert
              color="red"
              icon={<IconAlertTriangle size={16} aria-hidden />}
              title={s.open_alerts === 1 ? t('cards.openAlert') : t('cards.openAlerts', { count: s.open_alerts })}
            >
              {s.latest_alert}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('profile.noAlerts')}
            </Text>
          )}
          <PanelSupports student={{ id: s.id, name: s.name, school: s.school_id }} profileSection={`${profilePath(s)}#${SUPPORTS_ANCHOR}`} />
          <LatestCelebrations student={s.id} profileSection={`${profilePath(s)}#${CELEBRATIONS_ANCHOR}`} />
          <Button component={Link} to={profilePath(s)} variant="light">
            {t('boards.panel.openProfile')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
