import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Gender, type TStudent } from '@ss/domain';
import { ZStudentFields, type TStudentFields } from '@ss/domain/contracts/students';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import type { StudentInput } from '../api.ts';
import { GENDER_LABEL } from '../format.ts';
import { useSchoolGrades, useSchoolTeachers } from '../hooks/useRoster.ts';

interface StudentFormProps {
  schoolId: number;
  student?: TStudent;
  submitting: boolean;
  error: unknown;
  onSubmit: (values: StudentInput) => void;
  onCancel: () => void;
}

/** Add or edit one student. On a SIS-synced student the identity fields are shown but locked. */
export function StudentForm({ schoolId, student, submitting, error, onSubmit, onCancel }: StudentFormProps) {
  const { t } = useTranslation();
  const grades = useSchoolGrades(schoolId);
  const teachers = useSchoolTeachers(schoolId);
  const [first, setFirst] = useState(student?.first_name ?? '');
  const [last, setLast] = useState(student?.last_name ?? '');
  const [grade, setGrade] = useState<string | null>(student?.grade ?? null);
  const [gender, setGender] = useState<Gender | null>(student?.gender ?? null);
  const [number, setNumber] = useState(student?.student_number ?? '');
  const [sis, setSis] = useState(student?.sis_number ?? '');
  const [teacherIds, setTeacherIds] = useState<string[]>((student?.teachers ?? []).map((x) => String(x.id)));
  const [checked, setChecked] = useState(false);
  const locked = student?.information_entry_type === 'sis';

  // The server's own rules (the shared contract), checked before sending: same messages, same limits.
  const parsed = ZStudentFields.safeParse({
    first_name: first,
    last_name: last,
    grade: grade ?? '',
    gender: gender ?? undefined,
    student_number: number,
    sis_number: sis.trim() || null,
  });
  const errors: Partial<Record<string, string>> = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues) : {};
  const err = (name: keyof TStudentFields) => errors[name] ?? serverFieldError(t, error, name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    onSubmit({
      first_name: first.trim(),
      last_name: last.trim(),
      grade: grade!,
      gender: gender!,
      student_number: number.trim(),
      sis_number: sis.trim() || null,
      teacher_ids: teacherIds.map(Number),
    });
  };

  // A grade no longer in the list still shows on an existing student.
  const gradeOptions = student && !grades.options.some((o) => o.value === student.grade) ? [...grades.options, { value: student.grade, label: student.grade }] : grades.options;
  const teacherOptions = [
    ...teachers.options,
    ...(student?.teachers ?? [])
      .filter((x) => !teachers.options.some((o) => o.value === String(x.id)))
      .map((x) => ({ value: String(x.id), label: `${x.first_name} ${x.last_name}` })),
  ];

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate maw={760}>
      <Stack gap="md">
        {locked && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title={t('students.form.sisTitle')}>
            {t('students.form.sisHint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('students.form.firstName')} required disabled={locked} value={first} onChange={(e) => setFirst(e.currentTarget.value)} error={err('first_name')} />
          <TextInput label={t('students.form.lastName')} required disabled={locked} value={last} onChange={(e) => setLast(e.currentTarget.value)} error={err('last_name')} />
          <Select
            label={t('students.form.grade')}
            required
            disabled={locked}
            data={gradeOptions}
            value={grade}
            onChange={setGrade}
            placeholder={grades.isPending ? t('common.loading') : t('students.form.choose')}
            error={err('grade')}
          />
          <Select
            label={t('students.form.gender')}
            required
            disabled={locked}
            data={GENDERS.map((g) => ({ value: g, label: t(GENDER_LABEL[g]) }))}
            value={gender}
            onChange={(v) => setGender(v as Gender | null)}
            placeholder={t('students.form.choose')}
            error={err('gender')}
          />
          <TextInput
            label={t('students.form.studentNumber')}
            required
            disabled={locked}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={err('student_number')}
          />
          <TextInput label={t('students.form.sisNumber')} disabled={locked} value={sis} onChange={(e) => setSis(e.currentTarget.value)} error={err('sis_number')} />
        </SimpleGrid>
        <MultiSelect
          label={t('students.form.teachers')}
          description={t('students.form.teachersHint')}
          data={teacherOptions}
          value={teacherIds}
          onChange={setTeacherIds}
          searchable
          clearable
          nothingFoundMessage={t('common.noResults')}
          error={serverFieldError(t, error, 'teacher_ids')}
        />
        <Group>
          <Button type="submit" loading={submitting}>
            {t(student ? 'students.form.save' : 'students.form.add')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
