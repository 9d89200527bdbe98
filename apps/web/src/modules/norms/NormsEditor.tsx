/**
 * A school's or a district's team norms as a checklist (issue 10, section 2): checked norms are shown at
 * meetings. Leaders add, edit inline, move up and down (buttons, so the keyboard does it as well as the
 * mouse), delete after a confirmation, and are asked before unchecking a norm that past meetings used
 * (those meetings keep their copy). Everyone else reads.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Checkbox, Group, Modal, Paper, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NORM_TEXT_MAX } from '@ss/domain/contracts/norms';
import type { TNorm } from '@ss/domain';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import type { NormLevel } from './api.ts';
import { useChangeNorm, useCreateNorm, useDeleteNorm, useEditNorm, useNorms } from './hooks.ts';

const MAX = NORM_TEXT_MAX;

function NormRow({ norm, index, last, onAsk }: { norm: TNorm; index: number; last: number; onAsk: (a: Asking) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(norm.text);
  const [checked, setChecked] = useState(false);
  const edit = useEditNorm();
  const change = useChangeNorm();
  const may = norm.abilities.update;
  const empty = checked && text.trim() === '';
  const save = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (text.trim() === '') return;
    edit.mutate({ id: norm.id, version: norm.version, text }, { onSuccess: () => setEditing(false) });
  };
  const toggle = (active: boolean) => {
    if (!active && norm.used_in_meetings > 0) onAsk({ kind: 'uncheck', norm });
    else change.mutate({ id: norm.id, version: norm.version, active });
  };
  const used = norm.used_in_meetings === 1 ? t('norms.usedInOne') : norm.used_in_meetings > 1 ? t('norms.usedIn', { count: norm.used_in_meetings }) : null;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="norm-row">
      {editing ? (
        <form onSubmit={save} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              style={{ flex: 1 }}
              label={t('norms.editLabel')}
              value={text}
              maxLength={MAX + 50}
              onChange={(e) => setText(e.currentTarget.value)}
              error={empty ? t('Required') : serverFieldError(t, edit.error, 'text')}
              data-autofocus
              autoFocus
            />
            <Button type="submit" loading={edit.isPending}>
              {t('norms.save')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setEditing(false);
                setText(norm.text);
              }}
            >
              {t('norms.cancel')}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ flex: 1 }}>
            <Checkbox
              checked={norm.active}
              disabled={!may || change.isPending}
              onChange={(e) => toggle(e.currentTarget.checked)}
              label={norm.text}
              aria-label={t('norms.active', { text: norm.text })}
            />
            {used && (
              <Text size="xs" c="dimmed" ml={32}>
                {used}
              </Text>
            )}
          </Stack>
          {may && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0 || change.isPending}
                onClick={() => change.mutate({ id: norm.id, version: norm.version, position: index - 1 })}
                aria-label={t('norms.moveUp', { text: norm.text })}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === last || change.isPending}
                onClick={() => change.mutate({ id: norm.id, version: norm.version, position: index + 1 })}
                aria-label={t('norms.moveDown', { text: norm.text })}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" onClick={() => setEditing(true)} aria-label={t('norms.edit', { text: norm.text })}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" onClick={() => onAsk({ kind: 'delete', norm })} aria-label={t('norms.delete', { text: norm.text })}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
      )}
    </Paper>
  );
}

type Asking = { kind: 'uncheck' | 'delete'; norm: TNorm };

function AddNorm({ level }: { level: NormLevel }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const create = useCreateNorm();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (text.trim() === '') return;
    create.mutate(
      { ...level, text },
      {
        onSuccess: () => {
          setText('');
          setChecked(false);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          style={{ flex: 1 }}
          label={t('norms.new')}
          value={text}
          maxLength={MAX + 50}
          onChange={(e) => setText(e.currentTarget.value)}
          error={checked && text.trim() === '' ? t('Required') : serverFieldError(t, create.error, 'text')}
        />
        <Button type="submit" loading={create.isPending}>
          {t('norms.add')}
        </Button>
      </Group>
    </form>
  );
}

export function NormsEditor({ level }: { level: NormLevel }) {
  const { t } = useTranslation();
  const list = useNorms(level);
  const [asking, setAsking] = useState<Asking | null>(null);
  const change = useChangeNorm();
  const remove = useDeleteNorm();
  const confirm = () => {
    if (!asking) return;
    const done = { onSuccess: () => setAsking(null) };
    if (asking.kind === 'delete') remove.mutate(asking.norm.id, done);
    else change.mutate({ id: asking.norm.id, version: asking.norm.version, active: false }, done);
  };
  if (list.isPending) return <LoadingState lines={4} />;
  if (list.isError) return <ErrorState message={t('norms.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const norms = list.data.results;
  return (
    <Stack gap="md" data-testid="norms-editor">
      {!list.data.abilities.create && (
        <Text size="sm" c="dimmed">
          {t('norms.readOnly')}
        </Text>
      )}
      {norms.length === 0 ? (
        <EmptyMessage title={t('norms.empty')} />
      ) : (
        <Stack component="ul" gap="xs" aria-label={t('norms.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {norms.map((n, i) => (
            <NormRow key={`${n.id}-${n.version}`} norm={n} index={i} last={norms.length - 1} onAsk={setAsking} />
          ))}
        </Stack>
      )}
      {list.data.abilities.create && <AddNorm level={level} />}
      <VisuallyHidden aria-live="polite">
        {change.isSuccess && change.variables?.position !== undefined
          ? t('norms.moved', { text: norms.find((n) => n.id === change.variables?.id)?.text ?? '', position: change.variables.position + 1 })
          : ''}
      </VisuallyHidden>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(asking.kind === 'delete' ? 'norms.deleteTitle' : 'norms.uncheckTitle') : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>
            {asking
              ? asking.kind === 'delete'
                ? t('norms.deleteBody', { text: asking.norm.text })
                : asking.norm.used_in_meetings === 1
                  ? t('norms.uncheckBodyOne')
                  : t('norms.uncheckBody', { count: asking.norm.used_in_meetings })
              : ''}
          </Text>
          <DialogActions
            onCancel={() => setAsking(null)}
            label={asking ? t(asking.kind === 'delete' ? 'norms.deleteConfirm' : 'norms.uncheckConfirm') : ''}
            color={asking?.kind === 'delete' ? 'red' : undefined}
            loading={change.isPending || remove.isPending}
            onConfirm={confirm}
            autoFocus
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
