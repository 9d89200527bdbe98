/**
 * One resource in a folder's list: its kind's icon, its title (a link or a Google Doc opens in a new
 * tab, without telling the other site where it came from; a document downloads; a video plays here in
 * the privacy-enhanced player after a click), its description, who added it and when, and, for those
 * who may, its actions.
 */
import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandGoogleDrive, IconBrandYoutube, IconDots, IconFileText, IconFolderShare, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResourceKind, TResource } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { useLanguage } from '../../lib/useLanguage.ts';
import { VideoPlayer } from '../../ui/VideoPlayer.tsx';
import { fileUrl } from './api.ts';

const ICONS: Record<ResourceKind, React.ReactNode> = {
  link: <IconLink size={18} aria-hidden />,
  google_doc: <IconBrandGoogleDrive size={18} aria-hidden />,
  youtube: <IconBrandYoutube size={18} aria-hidden />,
  document: <IconFileText size={18} aria-hidden />,
};
const COLORS: Record<ResourceKind, string> = { link: 'blue', google_doc: 'teal', youtube: 'red', document: 'grape' };

function Title({ resource }: { resource: TResource }) {
  const { t } = useTranslation();
  if (resource.kind === 'document')
    return (
      <Anchor href={fileUrl(resource.id)} download fw={600} aria-label={t('resources.download', { title: resource.title })}>
        {resource.title}
      </Anchor>
    );
  if (resource.kind === 'youtube') return <Text fw={600}>{resource.title}</Text>;
  return (
    <Anchor href={resource.url ?? undefined} target="_blank" rel="noopener noreferrer" fw={600} aria-label={t('resources.open', { title: resource.title })}>
      {resource.title}
    </Anchor>
  );
}

function SharingBadge({ resource, schoolNames }: { resource: TResource; schoolNames?: Map<number, string> }) {
  const { t } = useTranslation();
  if (resource.from_district)
    return (
      <Badge variant="light" color="gray">
        {t('resources.fromDistrict')}
      </Badge>
    );
  if (!resource.sharing) return null;
  const { all, school_ids } = resource.sharing;
  // One or two schools are named; more are counted.
  const names = school_ids.map((id) => schoolNames?.get(id)).filter((n): n is string => n !== undefined);
  const text = all
    ? t('resources.sharedWithAll')
    : school_ids.length === 0
      ? t('resources.notShared')
      : names.length === school_ids.length && names.length <= 2
        ? t('resources.sharedWithNames', { names: names.join(', ') })
        : school_ids.length === 1
          ? t('resources.sharedWithOne')
          : t('resources.sharedWith', { count: school_ids.length });
  return (
    <Badge variant="light" color={all || school_ids.length ? 'green' : 'gray'}>
      {text}
    </Badge>
  );
}

interface Props {
  resource: TResource;
  /** The district's schools by id, to name those a district resource is shared with. */
  schoolNames?: Map<number, string>;
  /** Actions the page offers: moving is only within the owner's own folders. */
  onEdit: () => void;
  onMove?: () => void;
  onDelete: () => void;
}

export function ResourceItem({ resource, schoolNames, onEdit, onMove, onDelete }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const added = formatDate(resource.created_at, lang);
  const may = resource.abilities.update;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="resource-item">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={COLORS[resource.kind]} size="lg" radius="md" aria-hidden>
          {ICONS[resource.kind]}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title resource={resource} />
            <Text size="xs" c="dimmed">
              {t(`resources.kind.${resource.kind}`)}
            </Text>
            <SharingBadge resource={resource} schoolNames={schoolNames} />
          </Group>
          {resource.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {resource.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {resource.created_by ? t('resources.addedBy', { name: resource.created_by.name, date: added }) : t('resources.addedOn', { date: added })}
          </Text>
          {resource.kind === 'youtube' && resource.video_id && <VideoPlayer videoId={resource.video_id} title={resource.title} />}
        </Stack>
        {may && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('resources.resourceActions', { title: resource.title })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('resources.edit')}
              </Menu.Item>
              {onMove && (
                <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={onMove}>
                  {t('resources.moveTo')}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={onDelete}>
                {t('resources.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
