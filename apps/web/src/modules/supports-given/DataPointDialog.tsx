/**
 * Adding a data point to a monitored support, or editing one (`point`: with the version read, a stale one is the
 * server's 409): its date (from the start to today), its value in the reader's language, a note.
 */
import { useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber } from '@ss/domain/locale-number';
import type { TDataPoint, TStudentSupport } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DateField, isIsoDate } from '../../ui/DateField.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { useAddDataPoint, useUpdateDataPoint } from './hooks.ts';
import { localToday } from './labels.ts';
import { numberOf } from './MeasureFields.tsx';
import { RecordForm } from './RecordParts.tsx';
import { formatDay } from './dates.ts';

export function DataPointDialog({ support, point, onClose }: { support: TStudentSupport; point?: TDataPoint; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [day, setDay] = useState(point?.measured_on ?? localToday());
  const [text, setText] = useState(point ? formatLocaleNumber(point.value, lang) : '');
  const [note, setNote] = useState(point?.note ?? '');
  const [checked, setChecked] = useState(false);
  const create = useAddDataPoint(support.id);
  const update = useUpdateDataPoint(support.id);
  const add = point ? update : create;
  const value = numberOf(text, lang);
  const scale = support.measure;
  const local = {
    measured_on: !isIsoDate(day) ? t('Invalid date format') : null,
    value: value === null ? t('Required') : Number.isNaN(value) ? t('Please enter only numbers') : null,
  };
  const err = (field: 'measured_on' | 'value' | 'note') => (checked && field !== 'note' ? local[field] : null) ?? serverFieldError(t, add.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.measured_on || local.value || value === null) return;
    const body = { measured_on: day, value, note: note.trim() || null };
    if (point) update.mutate({ point: point.id, body: { version: point.version, ...body } }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };
  const range =
    scale && scale.scale_min !== null && scale.scale_max !== null
      ? t('studentSupports.points.scale', { min: formatLocaleNumber(scale.scale_min, lang), max: formatLocaleNumber(scale.scale_max, lang) })
      : undefined;
  return (
    <RecordForm
      title={point ? t('studentSupports.points.editTitle', { date: formatDay(point.measured_on, lang) }) : t('studentSupports.points.addTitle', { name: support.name })}
      testId="data-point-dialog"
      submitLabel={point ? t('studentSupports.points.save') : t('studentSupports.points.add')}
      loading={add.isPending}
      note={note}
      onNote={setNote}
      noteError={err('note')}
      onSubmit={submit}
      onClose={onClose}
    >
      <DateField label={t('studentSupports.chart.date')} required value={day} onChange={setDay} max={localToday()} error={err('measured_on')} />
      <TextInput
        label={scale ? `${t('studentSupports.chart.value')} (${scale.name})` : t('studentSupports.chart.value')}
        description={range}
        required
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        error={err('value')}
        data-autofocus
      />
    </RecordForm>
  );
}
