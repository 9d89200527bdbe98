/** The school name form of SchoolNameDialog, loaded when the dialog opens: the name checked by the schools' contract. */
import { useState, type FormEvent } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ZUpdateSchool } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';

export interface SchoolNameProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The submit button's label. */
  action: string;
  /** The name the field starts with when the dialog opens. */
  initial: string;
  pending: boolean;
  /** The failed save's error: its field error on `name` shows under the field. */
  error: unknown;
  onSave: (name: string) => void;
}

export function SchoolNameForm({ action, initial, pending, error, onSave, onClose }: Omit<SchoolNameProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [checked, setChecked] = useState(false);
  const errors = checkFields(t, ZUpdateSchool, { name });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!errors.name) onSave(name.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('admin.school.name')}
          required
          data-autofocus
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={(checked ? errors.name : null) ?? serverFieldError(t, error, 'name')}
        />
        <DialogActions onCancel={onClose} label={action} loading={pending} />
      </Stack>
    </form>
  );
}
