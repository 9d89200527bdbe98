import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { notify } from '../../../lib/notify.ts';
import { ConfirmDialog } from '../../config/components/ConfirmDialog.tsx';
import { fetchRules, type AssignmentRules } from '../api.ts';
import { useApplyAssignmentRules, usePreviewAssignmentRules, useSaveAssignmentRules } from '../hooks/useStudentMutations.ts';
import { useSchoolGrades, useSchoolTeachers } from '../hooks/useRoster.ts';
import { qk } from '../../../lib/query-keys.ts';

interface Rule {
  key: number;
  grade: string | null;
  teacher: string | null;
}
let nextKey = 1;

/** Automatic assignment: rules grade → teacher, saved together; Apply gives every active student of a grade its teacher. */
export function AssignmentRulesEditor({ schoolId }: { schoolId: number }) {
  const rules = useQuery({ queryKey: qk.students.rules(schoolId), queryFn: ({ signal }) => fetchRules(schoolId, signal) });
  if (rules.isError) return <ErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />;
  if (rules.isPending) return <LoadingState lines={4} />;
  return <RulesForm key={rules.dataUpdatedAt} schoolId={schoolId} saved={rules.data} />;
}

function RulesForm({ schoolId, saved }: { schoolId: number; saved: AssignmentRules }) {
  const { t } = useTranslation();
  const grades = useSchoolGrades(schoolId);
  const teachers = useSchoolTeachers(schoolId);
  const [rows, setRows] = useState<Rule[]>(() => saved.rules.map((r) => ({ key: nextKey++, grade: r.grade, teacher: String(r.teacher.id) })));
  const [checked, setChecked] = useState(false);

  const save = useSaveAssignmentRules(schoolId);
  // Apply asks first, saying how many students it would give a teacher (the server counts without writing).
  const [pending, setPending] = useState<number | null>(null);
  const preview = usePreviewAssignmentRules(schoolId);
  const apply = useApplyAssignmentRules(schoolId);

  const canEdit = saved.abilities.update;
  const serverError = (i: number, f: string) => {
    const fe = isApiError(save.error) ? save.error.fields?.[`rules.${i}.${f}`] : undefined;
    return fe ? t(fe.message, fe.params ?? {}) : null;
  };
  const submit = () => {
    setChecked(true);
    if (rows.some((r) => !r.grade || !r.teacher)) return;
    save.mutate(rows.map((r) => ({ grade: r.grade!, teacher_id: Number(r.teacher) })));
  };
  const teacherData = [
    ...teachers.options,
    ...saved.rules
      .map((r) => ({ value: String(r.teacher.id), label: `${r.teacher.first_name} ${r.teacher.last_name}` }))
      .filter((o) => !teachers.options.some((x) => x.value === o.value)),
  ];
  const unique = teacherData.filter((o, i) => teacherData.findIndex((x) => x.value === o.value) === i);

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('students.rules.hint')}
        </Text>
        {rows.length === 0 && <Text size="sm">{t('students.rules.none')}</Text>}
        {rows.map((r, i) => (
          <Group key={r.key} align="flex-start" gap="sm" wrap="nowrap">
            <Select
              label={t('students.form.grade')}
              data={grades.options}
              value={r.grade}
              onChange={(v) => setRows((prev) => prev.map((x) => (x.key === r.key ? { ...x, grade: v } : x)))}
              error={(checked && !r.grade ? t('Required') : null) ?? serverError(i, 'grade')}
              disabled={!canEdit}
              w={200}
            />
            <Select
              label={t('students.rules.teacher')}
              data={unique}
              value={r.teacher}
              searchable
              onChange={(v) => setRows((prev) => prev.map((x) => (x.key === r.key ? { ...x, teacher: v } : x)))}
              error={(checked && !r.teacher ? t('Required') : null) ?? serverError(i, 'teacher_id')}
              disabled={!canEdit}
              w={280}
            />
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('students.rules.remove', { n: i + 1 })}
                onClick={() => setRows((prev) => prev.filter((x) => x.key !== r.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        {canEdit && (
          <Group>
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRows((prev) => [...prev, { key: nextKey++, grade: null, teacher: null }])}>
              {t('students.rules.add')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('students.rules.save')}
            </Button>
            <Button
              variant="light"
              onClick={() =>
                preview.mutate(undefined, { onSuccess: (res) => (res.changed === 0 ? notify('warning', t('students.rules.nothingToApply')) : setPending(res.changed)) })
              }
              loading={preview.isPending}
              disabled={saved.rules.length === 0}
            >
              {t('students.rules.apply')}
            </Button>
            {pending !== null && (
              <ConfirmDialog
                title={t('students.rules.applyTitle')}
                message={t('students.rules.applyConfirm', { count: pending })}
                confirm={t('students.rules.apply')}
                loading={apply.isPending}
                onConfirm={() => apply.mutate(undefined, { onSuccess: () => setPending(null) })}
                onClose={() => setPending(null)}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
