import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { notify } from '../../../ui/notify.ts';
import { updateSchool } from '../api.ts';
import { notifyFailure, requiredText, serverFieldError } from '../form.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/** Per-row "Edit" of the district's schools page: the school's name only. */
export function RenameSchoolButton({ school }: { school: TSchool }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState(school.name);
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: () => updateSchool(school.id, { name: name.trim() }),
    onSuccess: async () => {
      notify('success', t('Updated'));
      setOpened(false);
      await client.invalidateQueries({ queryKey: ['schools'] });
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
      <Button size="xs" variant="light" onClick={() => { setName(school.name); setOpened(true); }}>
        {t('admin.edit')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('admin.school.rename')}>
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
            <DialogActions onCancel={() => setOpened(false)} label={t('admin.save')} loading={mutation.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
