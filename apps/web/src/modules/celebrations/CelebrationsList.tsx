/**
 * A paged list of celebrations (a student's, a school's or a meeting's), newest day first: each with its
 * day, what was celebrated, what led to it, the student (when the list is not a student's) and the meeting
 * it came from; editing and deleting (after a confirmation) where the answer's abilities allow, and adding
 * when the list's do. Loading, error and empty states are its own.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconConfetti, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@ss/domain/language';
import type { TCelebration } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import type { CelebrationsWhere } from './api.ts';
import { CelebrationDialog } from './CelebrationDialog.tsx';
import { useCelebrationList, useDeleteCelebration } from './hooks.ts';

export interface CelebrationsListProps {
  where: CelebrationsWhere;
  /** The school new celebrations go to. */
  school: number;
  /** A student's list: new ones are about this student, and rows do not repeat the name. */
  student?: { id: number; name: string };
  /** The meeting new ones are added in. */
  meeting?: number;
  pageSize?: number;
  /** The empty state's text (a catalogue key). */
  emptyKey?: string;
  /** Hides the add button (a read-only place). */
  readOnly?: boolean;
}

export function CelebrationItem({ c, showStudent, onEdit, onDelete }: { c: TCelebration; showStudent: boolean; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="celebration">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {formatDate(c.celebrated_on, lang)}
            {showStudent ? ` · ${c.student?.name ?? t('celebrations.schoolWide')}` : ''}
          </Text>
          <Text fw={600}>{c.title}</Text>
          {c.led_to_success && <Text size="sm">{t('celebrations.ledBy', { text: c.led_to_success })}</Text>}
          {c.meeting && (
            <Text size="xs" c="dimmed">
              {t('celebrations.inMeeting', { meeting: c.meeting.name })}
            </Text>
          )}
        </Stack>
        {(onEdit || onDelete) && (
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('celebrations.edit', { title: c.title })}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            )}
            {onDelete && (
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('celebrations.delete', { title: c.title })}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

export function CelebrationsList({ where, school, student, meeting, pageSize = 10, emptyKey = 'celebrations.empty', readOnly }: CelebrationsListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useCelebrationList(where, page, pageSize);
  const [editing, setEditing] = useState<TCelebration | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCelebration | null>(null);
  const remove = useDeleteCelebration();
  const mayAdd = !readOnly && list.data?.abilities.create;
  return (
    <Stack gap="sm">
      {mayAdd && (
        <Group justify="flex-end">
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            {t('celebrations.add')}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <LoadingState lines={2} />
      ) : list.isError ? (
        <ErrorState message={t('celebrations.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.results.length === 0 ? (
        <Group gap="xs">
          <IconConfetti size={18} aria-hidden />
          <Text c="dimmed" size="sm">
            {t(emptyKey)}
          </Text>
        </Group>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {list.data.results.map((c) => (
            <CelebrationItem
              key={c.id}
              c={c}
              showStudent={!student}
              onEdit={c.abilities.update ? () => setEditing(c) : undefined}
              onDelete={c.abilities.delete ? () => setDeleting(c) : undefined}
            />
          ))}
        </Stack>
      )}
      {list.data && <ListPagination page={page} pageSize={pageSize} count={list.data.count} onChange={setPage} />}
      {editing !== null && (
        <CelebrationDialog
          school={school}
          student={editing === 'new' ? student : undefined}
          meeting={meeting}
          celebration={editing === 'new' ? undefined : editing}
          pickStudent={!student}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('celebrations.deleteTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text>{deleting ? t('celebrations.deleteBody', { title: deleting.title }) : ''}</Text>
          <DialogActions
            onCancel={() => setDeleting(null)}
            label={t('celebrations.deleteConfirm')}
            color="red"
            loading={remove.isPending}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            autoFocus
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
