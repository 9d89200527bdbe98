import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { notify } from '../../../ui/notify.ts';
import { createSchool } from '../api.ts';
import { notifyFailure, requiredText, serverFieldError } from '../form.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/** "Add school" and its dialog (name only; the account starts in good standing). */
export function AddSchoolButton({ districtId, onCreated }: { districtId: number; onCreated?: (school: TSchool) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: () => createSchool({ district_id: districtId, name: name.trim() }),
    onSuccess: async (school) => {
      notify('success', t('Created'));
      setOpened(false);
      setName('');
      setChecked(false);
      await client.invalidateQueries({ queryKey: ['schools'] });
      await client.invalidateQueries({ queryKey: ['districts'] });
      onCreated?.(school);
    },
    onError: (error) => notifyFailure(t, error, ['name']),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!requiredText(t, name, 200)) mutation.mutate();
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
