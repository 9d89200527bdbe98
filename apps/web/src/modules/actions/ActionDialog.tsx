/**
 * Adding or editing an action: checked with the server's own contract before sending (same messages,
 * same limits), the server's field errors shown on their fields. The school is fixed in a school's
 * workspace and on an existing action; a district picks it first. Completing and abandoning are the
 * table's buttons (with a confirmation), so the status here is only incomplete or in progress.
 */
import { useState, type FormEvent } from 'react';
import { Modal, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTION_COMMENT_MAX, ACTION_MSG, ZCreateAction } from '@ss/domain/contracts/actions';
import type { TAction } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { DateField } from '../../ui/DateField.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { serverFieldError } from '../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../ui/schema-errors.ts';
import { fetchAllSchools } from '../schools/api.ts';
import { useActionPeople, useCreateAction, useUpdateAction } from './hooks.ts';
import { StudentSearchSelect } from './StudentSearchSelect.tsx';

interface Props {
  districtId: number;
  /** The workspace's school; null in a district's workspace. */
  schoolId: number | null;
  /** The action being edited; none when adding. */
  action?: TAction;
  /** A new action about this student (the profile's section). */
  student?: { id: number; name: string };
  /** A new action agreed in this meeting, and written on this note of it. */
  meeting?: number;
  meetingNote?: number;
  onClose: () => void;
  /** After a successful save, before closing. */
  onSaved?: (action: TAction) => void;
}

const KNOWN = Object.values(ACTION_MSG);

export function ActionDialog({ districtId, schoolId, action, student: forStudent, meeting, meetingNote, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [school, setSchool] = useState<string | null>(action ? String(action.school) : schoolId !== null ? String(schoolId) : null);
  const [name, setName] = useState(action?.name ?? '');
  const [responsible, setResponsible] = useState<string | null>(action ? String(action.responsible) : null);
  const [date, setDate] = useState(action?.completion_date ?? '');
  const [student, setStudent] = useState<string | null>(action?.student ? String(action.student) : forStudent ? String(forStudent.id) : null);
  const [comment, setComment] = useState(action?.comment ?? '');
  const [status, setStatus] = useState<'incomplete' | 'in_progress'>(action?.status === 'in_progress' ? 'in_progress' : 'incomplete');
  const [checked, setChecked] = useState(false);
  const create = useCreateAction();
  const update = useUpdateAction(action?.id ?? 0);
  const mutation = action ? update : create;

  const schoolNumber = school === null ? null : Number(school);
  const pickSchool = !action && schoolId === null;
  const schools = useQuery({ queryKey: qk.schools.everything(districtId), queryFn: ({ signal }) => fetchAllSchools(districtId, signal), enabled: pickSchool });
  const people = useActionPeople(schoolNumber);

  const parsed = ZCreateAction.safeParse({
    name,
    responsible: responsible === null ? undefined : Number(responsible),
    completion_date: date,
    student: student === null ? null : Number(student),
    school: schoolNumber ?? undefined,
    comment: comment || null,
  });
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, KNOWN) : {};
  const err = (field: string) => errors[field] ?? serverFieldError(t, mutation.error, field);

  // Someone no longer listed (an existing action's responsible person, its student) still shows.
  const peopleOptions = (people.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  if (action && !peopleOptions.some((o) => o.value === String(action.responsible))) peopleOptions.push({ value: String(action.responsible), label: action.responsible_name });
  const knownStudent = action?.student ? { id: action.student, name: action.student_name ?? '' } : forStudent;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    const body = {
      name: parsed.data.name,
      responsible: parsed.data.responsible,
      completion_date: parsed.data.completion_date,
      student: parsed.data.student ?? null,
      comment: parsed.data.comment ?? null,
    };
    const done = (saved: TAction) => {
      onSaved?.(saved);
      onClose();
    };
    if (action) update.mutate({ ...body, version: action.version, ...(status !== action.status ? { status } : {}) }, { onSuccess: done });
    else create.mutate({ ...body, school: parsed.data.school, ...(meeting ? { meeting } : {}), ...(meetingNote ? { meeting_note: meetingNote } : {}) }, { onSuccess: done });
  };

  return (
    <Modal opened onClose={onClose} title={t(action ? 'actions.editTitle' : 'actions.add')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {pickSchool && (
            <Select
              label={t('actions.column.school')}
              required
              data={(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={school}
              onChange={(v) => {
                setSchool(v);
                setResponsible(null);
                setStudent(null);
              }}
              searchable
              error={err('school')}
            />
          )}
          <Textarea
            label={t('actions.column.name')}
            required
            autosize
            minRows={2}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={err('name')}
            data-autofocus
          />
          <Select
            label={t('actions.column.responsible')}
            required
            data={peopleOptions}
            value={responsible}
            onChange={setResponsible}
            searchable
            disabled={schoolNumber === null}
            nothingFoundMessage={t('common.noResults')}
            error={err('responsible')}
          />
          <DateField label={t('actions.column.completion_date')} required value={date} onChange={setDate} error={err('completion_date')} />
          <StudentSearchSelect
            where={schoolNumber === null ? { district: districtId } : { school: schoolNumber }}
            label={t('actions.column.student')}
            placeholder={t('actions.studentSearch')}
            value={student}
            onChange={setStudent}
            known={knownStudent}
            disabled={schoolNumber === null}
            error={err('student')}
          />
          {action && (
            <Select
              label={t('actions.column.status')}
              data={(['incomplete', 'in_progress'] as const).map((s) => ({ value: s, label: t(`actions.status.${s}`) }))}
              value={status}
              onChange={(v) => v && setStatus(v as 'incomplete' | 'in_progress')}
              allowDeselect={false}
            />
          )}
          <Textarea
            label={t('actions.column.comment')}
            autosize
            minRows={2}
            maxLength={ACTION_COMMENT_MAX + 100}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={err('comment')}
          />
          <DialogActions onCancel={onClose} label={t(action ? 'actions.save' : 'actions.add')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
