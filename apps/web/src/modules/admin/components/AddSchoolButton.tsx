import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { useCreateSchool } from '../hooks/useAdminMutations.ts';
import { requiredText, serverFieldError } from '../../../ui/form-errors.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/** "Add school" and its dialog (name only; the account starts in good standing). */
export function AddSchoolButton({ districtId, onCreated }: { districtId: number; onCreated?: (school: TSchool) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useCreateSchool(districtId);
  const created = (school: TSchool) => {
    setOpened(false);
    setName('');
    setChecked(false);
    onCreated?.(school);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!requiredText(t, name, 200)) mutation.mutate(name.trim(), { onSuccess: created });
  };
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('admin.school.add')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('admin.school.add')}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('admin.school.name')}
              required
              data-autofocus
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={(checked ? requiredText(t, name, 200) : null) ?? serverFieldError(t, mutation.error, 'name')}
            />
            <DialogActions onCancel={() => setOpened(false)} label={t('admin.school.create')} loading={mutation.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
