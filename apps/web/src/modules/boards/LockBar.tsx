/**
 * The board page's state (spec section 4): viewing (Edit when the user may), editing (Done), or being
 * edited by another user (their name; a leader may Unlock). Leaders may make the board leaders-only;
 * the others then see that only leaders can edit. A school's board opened by the district is
 * read-only: none of these. Beside it, who else is viewing.
 */
import { Alert, Avatar, Badge, Button, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconLock, IconLockOpen, IconPencil, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBoard } from '@ss/domain';
import { BOARD_MSG } from '@ss/domain/boards-shared';
import type { Viewer } from './useLiveBoard.ts';

interface Props {
  board: TBoard;
  editing: boolean;
  viewers: Viewer[];
  live: boolean;
  /** Editing, and the last heartbeat got no answer: it is being tried again. */
  connectionLost?: boolean;
  onEdit: () => void;
  onDone: () => void;
  onUnlock: () => void;
  onLeadersOnly: (on: boolean) => void;
  busy: boolean;
  /** A school's board seen from the district: watched, never edited. */
  readOnly?: boolean;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function LockBar({ board, editing, viewers, live, connectionLost = false, onEdit, onDone, onUnlock, onLeadersOnly, busy, readOnly = false }: Props) {
  const { t } = useTranslation();
  const holder = board.lock.holder;
  // A lock of this browser's own (kept over a reload) is not "another user": Edit takes it back.
  const byOther = !editing && holder !== null && !board.lock.mine;
  const leads = board.abilities.unlock && !readOnly;
  return (
    <div>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          {editing ? (
            <Button leftSection={<IconLock size={16} aria-hidden />} onClick={onDone} loading={busy}>
              {t('boards.done')}
            </Button>
          ) : (
            board.abilities.edit &&
            !readOnly && (
              <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit} loading={busy} disabled={byOther}>
                {t('boards.edit')}
              </Button>
            )
          )}
          {byOther && leads && (
            <Button variant="light" color="orange" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={onUnlock}>
              {t('boards.unlock')}
            </Button>
          )}
          {leads ? (
            <Switch label={t('boards.leadersOnly')} checked={board.lock.leaders_only} onChange={(e) => onLeadersOnly(e.currentTarget.checked)} disabled={busy} />
          ) : (
            board.lock.leaders_only && (
              <Badge variant="light" color="orange" leftSection={<IconShieldLock size={12} aria-hidden />}>
                {t('boards.leadersOnlyOn')}
              </Badge>
            )
          )}
          <Text size="sm" c="dimmed" role="status">
            {/* Read-only says so even while the school edits it: the lock notice above says who. */}
            {editing ? t('boards.state.editing') : readOnly ? t('boards.state.readOnly') : byOther ? '' : t('boards.state.viewing')}
            {connectionLost ? ` ${t('boards.state.connectionLost')}` : !live ? ` ${t('boards.state.offline')}` : ''}
          </Text>
        </Group>
        {viewers.length > 0 && (
          <Group gap={6} aria-label={t('boards.viewers', { count: viewers.length })} role="group">
            <Text size="sm" c="dimmed">
              {t('boards.viewers', { count: viewers.length })}
            </Text>
            <Avatar.Group spacing="xs">
              {viewers.map((v) => (
                <Tooltip key={v.id} label={v.name} withArrow>
                  <Avatar size="sm" radius="xl" color="grape" role="img" aria-label={v.name} data-testid="board-viewer">
                    {initials(v.name)}
                  </Avatar>
                </Tooltip>
              ))}
            </Avatar.Group>
          </Group>
        )}
      </Group>
      {byOther && (
        <Alert color="yellow" icon={<IconLock size={16} aria-hidden />} title={t(BOARD_MSG.editedByOther)} mt="sm">
          {t('boards.editedBy', { name: holder.name })}
        </Alert>
      )}
    </div>
  );
}
