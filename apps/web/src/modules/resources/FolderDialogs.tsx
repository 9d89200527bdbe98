/**
 * The folder dialogs (issue 11, section 3): a name (new folder, rename), a place (Move to…: a list of
 * radio buttons in tree order, arrows and Space to choose, no dragging), and the deletion, which says
 * what goes with a folder that is not empty before anything is sent.
 */
import { useState, type FormEvent } from 'react';
import { Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ZUpdateResourceFolder } from '@ss/domain/contracts/resources';
import type { TResourceFolder } from '@ss/domain';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import type { MoveTarget } from './folder-math.ts';

const close = (t: TFunction) => ({ 'aria-label': t('common.close') });

/** A new folder's name, or a folder's new name. */
export function FolderNameDialog({
  title,
  initial,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  pending: boolean;
  error: unknown;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [checked, setChecked] = useState(false);
  const nameError = checkFields(t, ZUpdateResourceFolder, { name }).name;
  const local = checked ? nameError : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!nameError) onSave(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={close(t)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('resources.folderName')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={local ?? serverFieldError(t, error, 'name') ?? serverFieldError(t, error, 'parent_id')}
            data-autofocus
          />
          <DialogActions onCancel={onClose} label={t('resources.save')} loading={pending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Move to…: the places in tree order, indented; the current place and those too deep are shown but cannot be chosen. */
export function MoveDialog({
  title,
  targets,
  pending,
  error,
  onMove,
  onClose,
}: {
  title: string;
  targets: MoveTarget[];
  pending: boolean;
  error: unknown;
  onMove: (target: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(null);
  const label = (target: MoveTarget) =>
    target.refused === 'here' ? t('resources.here', { name: target.name }) : target.refused === 'tooDeep' ? t('resources.tooDeep', { name: target.name }) : target.name;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value !== null) onMove(value === 'root' ? null : Number(value));
  };
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={close(t)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={t('resources.moveTarget')}
            value={value}
            onChange={setValue}
            error={serverFieldError(t, error, 'parent_id') ?? serverFieldError(t, error, 'folder_id')}
          >
            <Stack gap={6} mt="xs" mah={360} style={{ overflowY: 'auto' }} p={2}>
              {targets.map((target) => (
                <Radio
                  key={target.id ?? 'root'}
                  value={target.id === null ? 'root' : String(target.id)}
                  label={label(target)}
                  disabled={target.refused !== null}
                  style={{ paddingInlineStart: target.depth * 18 }}
                />
              ))}
            </Stack>
          </Radio.Group>
          <DialogActions onCancel={onClose} label={t('resources.move')} loading={pending} disabled={value === null} />
        </Stack>
      </form>
    </Modal>
  );
}

/** "one folder", "3 resources": the counts a deletion names. */
export function countText(t: TFunction, kind: 'folders' | 'resources', count: number): string {
  return t(`resources.count.${kind}.${count === 0 ? '0' : count === 1 ? '1' : 'n'}`, { count });
}

/** Asks before deleting a folder, naming what goes with it. */
export function DeleteFolderDialog({
  folder,
  content,
  pending,
  onDelete,
  onClose,
}: {
  folder: TResourceFolder;
  content: { folders: number; resources: number };
  pending: boolean;
  onDelete: (recursive: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const empty = content.folders === 0 && content.resources === 0;
  const what = t('resources.folderSummary', { folders: countText(t, 'folders', content.folders), resources: countText(t, 'resources', content.resources) });
  return (
    <Modal opened onClose={onClose} title={t('resources.deleteFolderTitle', { name: folder.name })} closeButtonProps={close(t)}>
      <Stack gap="md">
        <Text>{empty ? t('resources.deleteFolderEmpty') : t('resources.deleteFolderContent', { content: what })}</Text>
        <DialogActions onCancel={onClose} label={t('resources.deleteConfirm')} color="red" loading={pending} onConfirm={() => onDelete(!empty)} autoFocus />
      </Stack>
    </Modal>
  );
}
