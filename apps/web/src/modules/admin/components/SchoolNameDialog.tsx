import { lazy, Suspense } from 'react';
import { Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { retrying } from '../../../lib/retry-import.ts';
import type { SchoolNameProps as Props } from './SchoolNameForm.tsx';

// The form (and the schools' contract it checks with) loads when the dialog opens: the district home's schools table
// carries an Edit button per row, and its first load stays within its JavaScript budget.
const NameForm = lazy(retrying(async () => ({ default: (await import('./SchoolNameForm.tsx')).SchoolNameForm })));

/** The school name dialog of "Add school" and of a school row's "Edit": the name checked by the schools' contract. */
export function SchoolNameDialog({ opened, onClose, title, action, initial, pending, error, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} closeButtonProps={{ 'aria-label': t('common.close') }} title={title}>
      {/* Mounted while open only, so each opening starts from `initial`. */}
      {opened && (
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <NameForm action={action} initial={initial} pending={pending} error={error} onSave={onSave} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}
