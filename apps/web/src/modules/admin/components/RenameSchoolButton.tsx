import { useState, type FormEvent } from 'react';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSchool } from '@ss/domain';
import { useUpdateSchool } from '../hooks/useAdminMutations.ts';
import { requiredText, serverFieldError } from '../../../ui/form-errors.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/** Per-row "Edit" of the district's schools page: the school's name only. */
export function RenameSchoolButton({ school }: { school: TSchool }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState(school.name);
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateSchool(school.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!requiredText(t, name, 200)) mutation.mutate({ name: name.trim() }, { onSuccess: () => setOpened(false) });
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          setName(school.name);
          setOpened(true);
        }}
      >
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
