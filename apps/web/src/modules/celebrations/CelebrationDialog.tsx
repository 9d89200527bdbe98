/**
 * Adding or editing a celebration: what was celebrated, when (today unless changed, never a day to
 * come), what led to it, and the student (fixed when the dialog is opened on one; otherwise optional,
 * searched in the school: none makes it the school's own celebration). Opened in a meeting, the new
 * celebration carries the meeting. Checked with the server's contract before sending; the server's
 * field errors show on their fields.
 */
import { useState, type FormEvent } from 'react';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CELEBRATION_LED_MAX, CELEBRATION_MSG, CELEBRATION_TITLE_MAX, ZCreateCelebration } from '@ss/domain/contracts/celebrations';
import type { TCelebration } from '@ss/domain';
import { DateField } from '../../ui/DateField.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../ui/schema-errors.ts';
import { StudentSearchSelect } from '../actions/StudentSearchSelect.tsx';
import { useCreateCelebration, useUpdateCelebration } from './hooks.ts';

export interface CelebrationDialogProps {
  /** The school the celebration belongs to. */
  school: number;
  /** The student it is about; the dialog then shows the name instead of a picker. */
  student?: { id: number; name: string } | null;
  /** The meeting it is added in (a new celebration only). */
  meeting?: number | null;
  /** The celebration being edited; none when adding. */
  celebration?: TCelebration;
  /** With no fixed student: whether a student may be picked (true) or the celebration is the school's (false). */
  pickStudent?: boolean;
  onClose: () => void;
  /** After a successful save, before closing. */
  onSaved?: (celebration: TCelebration) => void;
}

const KNOWN = Object.values(CELEBRATION_MSG);

/** Today in the browser's calendar. */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function CelebrationDialog({ school, student: fixedStudent, meeting, celebration, pickStudent = true, onClose, onSaved }: CelebrationDialogProps) {
  const { t } = useTranslation();
  const fixed = fixedStudent ?? (celebration?.student && !pickStudent ? celebration.student : null);
  const [title, setTitle] = useState(celebration?.title ?? '');
  const [day, setDay] = useState(celebration?.celebrated_on ?? localToday());
  const [led, setLed] = useState(celebration?.led_to_success ?? '');
  const [student, setStudent] = useState<string | null>(fixed ? String(fixed.id) : celebration?.student ? String(celebration.student.id) : null);
  const [checked, setChecked] = useState(false);
  const create = useCreateCelebration();
  const update = useUpdateCelebration(celebration?.id ?? 0);
  const mutation = celebration ? update : create;
  const showPicker = !fixed && pickStudent;

  const parsed = ZCreateCelebration.safeParse({
    school,
    student: student === null ? null : Number(student),
    meeting: meeting ?? null,
    celebrated_on: day,
    title,
    led_to_success: led || null,
  });
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, KNOWN) : {};
  const err = (field: string) => errors[field] ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    const body = {
      title: parsed.data.title,
      celebrated_on: parsed.data.celebrated_on ?? day,
      led_to_success: parsed.data.led_to_success ?? null,
      student: parsed.data.student ?? null,
    };
    const done = (saved: TCelebration) => {
      onSaved?.(saved);
      onClose();
    };
    if (celebration) update.mutate({ ...body, version: celebration.version }, { onSuccess: done });
    else create.mutate({ ...body, school, meeting: meeting ?? null }, { onSuccess: done });
  };

  return (
    <Modal opened onClose={onClose} title={t(celebration ? 'celebrations.editTitle' : 'celebrations.add')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate data-testid="celebration-dialog">
        <Stack gap="md">
          {fixed && (
            <Text size="sm">
              {t('celebrations.field.student')}: <strong>{fixed.name}</strong>
            </Text>
          )}
          <TextInput
            label={t('celebrations.field.title')}
            required
            maxLength={CELEBRATION_TITLE_MAX + 50}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={err('title')}
            data-autofocus
          />
          <DateField label={t('celebrations.field.celebrated_on')} required value={day} onChange={setDay} max={localToday()} error={err('celebrated_on')} />
          <Textarea
            label={t('celebrations.field.led_to_success')}
            description={t('celebrations.field.led_to_success.hint')}
            autosize
            minRows={2}
            maxLength={CELEBRATION_LED_MAX + 100}
            value={led}
            onChange={(e) => setLed(e.currentTarget.value)}
            error={err('led_to_success')}
          />
          {showPicker && (
            <StudentSearchSelect
              where={{ school }}
              label={t('celebrations.field.student')}
              placeholder={t('celebrations.field.student.placeholder')}
              value={student}
              onChange={setStudent}
              known={celebration?.student}
              error={err('student')}
            />
          )}
          {err('meeting') && (
            <Text c="red" size="sm" role="alert">
              {err('meeting')}
            </Text>
          )}
          <DialogActions onCancel={onClose} label={t(celebration ? 'celebrations.save' : 'celebrations.add')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
