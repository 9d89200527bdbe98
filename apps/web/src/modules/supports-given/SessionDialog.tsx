/** Logging a session of the fidelity log: its date, delivered (with minutes) or missed (with the reason), a note. */
import { useState, type FormEvent } from 'react';
import { Alert, NumberInput, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GIVEN_MSG, SESSION_MINUTES_MAX } from '@ss/domain/contracts/student-supports';
import { SUPPORT_SESSION_MISSED_REASONS, type SupportSessionMissedReason } from '@ss/domain/enums';
import type { TStudentSupport } from '@ss/domain';
import { DateField, isIsoDate } from '../../ui/DateField.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { useLogSession } from './hooks.ts';
import { localToday } from './labels.ts';
import { RecordForm } from './RecordParts.tsx';
import { isLongSession } from './session-length.ts';

export function SessionDialog({ support, onClose }: { support: TStudentSupport; onClose: () => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(localToday());
  const [delivered, setDelivered] = useState(true);
  const [minutes, setMinutes] = useState<number | string>('');
  const [reason, setReason] = useState<SupportSessionMissedReason | null>(null);
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  /** The long session's minutes the user was asked about: a second "Log" with the same number saves it. */
  const [asked, setAsked] = useState<number | null>(null);
  const log = useLogSession(support.id);
  const mins = typeof minutes === 'number' ? minutes : null;
  const planned = support.support?.duration_minutes ?? null;
  const long = delivered && isLongSession(mins, planned);
  const local = {
    held_on: !isIsoDate(day) ? t('Invalid date format') : null,
    // Zero is refused, not rounded up to the minimum (the field does not clamp).
    minutes: delivered && mins === null ? t('Required') : delivered && mins !== null && mins < 1 ? t(GIVEN_MSG.minutesMin) : null,
    missed_reason: !delivered && reason === null ? t('Say why the session was missed') : null,
  };
  const err = (field: 'held_on' | 'minutes' | 'missed_reason' | 'note') => (checked && field !== 'note' ? local[field] : null) ?? serverFieldError(t, log.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.held_on || local.minutes || local.missed_reason) return;
    if (long && asked !== mins) {
      setAsked(mins);
      return;
    }
    log.mutate({ held_on: day, delivered, minutes: delivered ? mins : null, missed_reason: delivered ? null : reason, note: note.trim() || null }, { onSuccess: onClose });
  };
  return (
    <RecordForm
      title={t('studentSupports.sessions.logTitle', { name: support.name })}
      testId="session-dialog"
      submitLabel={long && asked === mins ? t('studentSupports.sessions.logAnyway') : t('studentSupports.sessions.log')}
      loading={log.isPending}
      note={note}
      onNote={setNote}
      noteError={err('note')}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateField label={t('studentSupports.chart.date')} required value={day} onChange={setDay} max={localToday()} error={err('held_on')} data-autofocus />
      <SegmentedControl
        value={delivered ? 'delivered' : 'missed'}
        onChange={(v) => setDelivered(v === 'delivered')}
        data={[
          { value: 'delivered', label: t('studentSupports.sessions.delivered') },
          { value: 'missed', label: t('studentSupports.sessions.missed') },
        ]}
        aria-label={t('studentSupports.sessions.status')}
      />
      {delivered ? (
        <NumberInput
          label={t('studentSupports.sessions.minutes')}
          required
          min={1}
          max={SESSION_MINUTES_MAX}
          allowDecimal={false}
          clampBehavior="none"
          value={minutes}
          onChange={setMinutes}
          error={err('minutes')}
        />
      ) : (
        <Select
          label={t('studentSupports.sessions.reason')}
          required
          data={SUPPORT_SESSION_MISSED_REASONS.map((r) => ({ value: r, label: t(`studentSupports.reason.${r}`) }))}
          value={reason}
          onChange={(v) => setReason(v as SupportSessionMissedReason | null)}
          error={err('missed_reason')}
        />
      )}
      {long && asked === mins && (
        <Alert color="yellow" role="alert" data-testid="long-session">
          {t('studentSupports.sessions.longSession', { minutes: mins!, planned: planned! })}
        </Alert>
      )}
    </RecordForm>
  );
}
