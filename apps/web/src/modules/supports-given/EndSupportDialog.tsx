/** Ending a support given: its end date (not before its start, not to come) and how it went, together. */
import { useState, type FormEvent } from 'react';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STUDENT_SUPPORT_OUTCOMES, type StudentSupportOutcome } from '@ss/domain/enums';
import type { TStudentSupport } from '@ss/domain';
import { DateField, isIsoDate } from '../../ui/DateField.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { useUpdateSupport } from './hooks.ts';
import { localToday } from './labels.ts';

export function EndSupportDialog({ support, onClose }: { support: TStudentSupport; onClose: () => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(localToday());
  const [outcome, setOutcome] = useState<StudentSupportOutcome | null>(null);
  const [checked, setChecked] = useState(false);
  const end = useUpdateSupport(support.id);
  const local = {
    end_date: !isIsoDate(day) ? t('Invalid date format') : day < support.start_date ? t('The end date cannot be before the start date') : null,
    outcome: outcome === null ? t('Required') : null,
  };
  const err = (field: 'end_date' | 'outcome') => (checked ? local[field] : null) ?? serverFieldError(t, end.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.end_date || local.outcome) return;
    end.mutate({ version: support.version, end_date: day, outcome }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('studentSupports.end.title', { name: support.name })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate data-testid="end-support-dialog">
        <Stack gap="md">
          <Text size="sm">{t('studentSupports.end.intro')}</Text>
          <DateField label={t('studentSupports.field.endDate')} required value={day} onChange={setDay} max={localToday()} error={err('end_date')} data-autofocus />
          <Radio.Group label={t('studentSupports.field.outcome')} required value={outcome} onChange={(v) => setOutcome(v as StudentSupportOutcome)} error={err('outcome')}>
            <Stack gap={6} mt={6}>
              {STUDENT_SUPPORT_OUTCOMES.map((o) => (
                <Radio key={o} value={o} label={t(`studentSupports.outcome.${o}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <DialogActions onCancel={onClose} label={t('studentSupports.end.confirm')} loading={end.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
