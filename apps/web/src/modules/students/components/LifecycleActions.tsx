import { useState, type FormEvent } from 'react';
import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TStudent } from '@ss/domain';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useAllSchools } from '../../schools/hooks/useSchools.ts';
import type { LifecycleInput } from '../api.ts';
import { useChangeLifecycle, useDeleteStudent } from '../hooks/useStudentMutations.ts';
import { fullName } from '../format.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { DateField, isIsoDate } from '../../../ui/DateField.tsx';

interface BulkProps {
  selected: TStudent[];
  clear: () => void;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Graduate or archive the selected students: a dialog asks for the year or the date, then confirms. */
export function StatusChangeButton({ selected, clear, action }: BulkProps & { action: 'graduate' | 'archive' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const mutation = useChangeLifecycle(() => {
    setOpen(false);
    clear();
  });
  const field = action === 'graduate' ? 'graduated_year' : 'archive_date';
  const start = () => {
    if (!selected.length) return notify('error', t('Please select at least one student'));
    mutation.reset();
    setLocalError(null);
    setValue(action === 'graduate' ? String(new Date().getFullYear()) : today());
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setLocalError(t('Required'));
    if (action === 'archive' && !isIsoDate(value)) return setLocalError(t('Invalid date format'));
    const ids = selected.map((s) => s.id);
    const body: LifecycleInput =
      action === 'graduate' ? { ids, action, graduated_year: /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim() } : { ids, action, archive_date: value };
    mutation.mutate(body);
  };
  const title = t(action === 'graduate' ? 'students.graduate.title' : 'students.archive.title');
  return (
    <>
      <Button size="sm" variant="light" onClick={start}>
        {t(action === 'graduate' ? 'students.graduate.action' : 'students.archive.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t(action === 'graduate' ? 'students.graduate.confirm' : 'students.archive.confirm', { count: selected.length })}</Text>
            {action === 'graduate' ? (
              <TextInput
                label={t('students.graduate.year')}
                required
                inputMode="numeric"
                maxLength={4}
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                error={localError ?? serverFieldError(t, mutation.error, field)}
                data-autofocus
              />
            ) : (
              <DateField
                label={t('students.archive.date')}
                required
                max={today()}
                value={value}
                onChange={setValue}
                error={localError ?? serverFieldError(t, mutation.error, field)}
                data-autofocus
              />
            )}
            <DialogActions onCancel={() => setOpen(false)} label={title} loading={mutation.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * "Add to School": graduated or archived students back on the active roster, after confirmation.
 * In the district workspace (districtId given) the dialog also offers another school of the
 * district; by default each student returns to their own school.
 */
export function AddToSchoolButton({ selected, clear, districtId }: BulkProps & { districtId?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [school, setSchool] = useState('');
  const mutation = useChangeLifecycle(() => {
    setOpen(false);
    clear();
  });
  const ids = () => selected.map((s) => s.id);
  const start = () => {
    if (!selected.length) return notify('error', t('Please select at least one student'));
    if (districtId === undefined) {
      modals.openConfirmModal({
        closeButtonProps: { 'aria-label': t('common.close') },
        title: t('students.addToSchool.title'),
        children: <Text size="sm">{t('students.addToSchool.confirm', { count: selected.length })}</Text>,
        labels: { confirm: t('students.addToSchool.action'), cancel: t('common.cancel') },
        onConfirm: () => mutation.mutate({ ids: ids(), action: 'add_to_school' }),
      });
      return;
    }
    mutation.reset();
    setSchool('');
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ ids: ids(), action: 'add_to_school', ...(school ? { school_id: Number(school) } : {}) });
  };
  return (
    <>
      <Button size="sm" onClick={start} loading={mutation.isPending && !open}>
        {t('students.addToSchool.action')}
      </Button>
      {districtId !== undefined && (
        <Modal opened={open} onClose={() => setOpen(false)} title={t('students.addToSchool.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text size="sm">{t('students.addToSchool.confirm', { count: selected.length })}</Text>
              <SchoolChoice districtId={districtId} value={school} onChange={setSchool} error={serverFieldError(t, mutation.error, 'school_id')} />
              {/* The action is focused first: a searchable list would open its options on focus and cover the buttons. */}
              <DialogActions onCancel={() => setOpen(false)} label={t('students.addToSchool.action')} loading={mutation.isPending} autoFocus />
            </Stack>
          </form>
        </Modal>
      )}
    </>
  );
}

/** Where the students go back to: their own school, or one open school of the district. */
function SchoolChoice({ districtId, value, onChange, error }: { districtId: number; value: string; onChange: (v: string) => void; error?: string | null }) {
  const { t } = useTranslation();
  const schools = useAllSchools(districtId);
  const open = (schools.data?.results ?? []).filter((s) => s.suspended_at === null);
  const data = [{ value: '', label: t('students.addToSchool.ownSchool') }, ...open.map((s) => ({ value: String(s.id), label: s.name }))];
  return (
    <Select
      label={t('students.addToSchool.school')}
      description={t('students.addToSchool.schoolHint')}
      data={data}
      value={value}
      allowDeselect={false}
      searchable
      disabled={schools.isPending}
      onChange={(v) => onChange(v ?? '')}
      error={error ?? (schools.isError ? t(schools.error.message) : undefined)}
    />
  );
}

/** Delete one student (soft), after confirmation. */
export function DeleteStudentButton({ student, onDeleted }: { student: TStudent; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeleteStudent(student.id);
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('students.delete.title'),
      children: <Text size="sm">{t('students.delete.confirm', { name: fullName(student) })}</Text>,
      labels: { confirm: t('students.delete.action'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(undefined, { onSuccess: () => onDeleted?.() }),
    });
  return (
    <Button size="xs" variant="subtle" color="red" loading={mutation.isPending} aria-label={t('students.delete.named', { name: fullName(student) })} onClick={confirm}>
      {t('students.delete.action')}
    </Button>
  );
}
