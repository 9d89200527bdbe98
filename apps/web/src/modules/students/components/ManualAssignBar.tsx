import { useState } from 'react';
import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStudent } from '@ss/domain';
import { notify } from '../../../lib/notify.ts';
import { useAssignTeacher } from '../hooks/useStudentMutations.ts';
import { useSchoolTeachers } from '../hooks/useRoster.ts';

/** Manual assignment: the selected students get the chosen teacher, added or replacing their teachers. */
export function ManualAssignBar({ schoolId, selected, clear }: { schoolId: number; selected: TStudent[]; clear: () => void }) {
  const { t } = useTranslation();
  const teachers = useSchoolTeachers(schoolId);
  const [teacher, setTeacher] = useState<string | null>(null);
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [missing, setMissing] = useState(false);
  const mutation = useAssignTeacher();
  const submit = () => {
    if (!selected.length) return notify('error', t('Please select at least one student'));
    if (!teacher) return setMissing(true);
    mutation.mutate({ ids: selected.map((s) => s.id), teacher_id: Number(teacher), mode }, { onSuccess: clear });
  };
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('students.rules.teacher')}
        data={teachers.options}
        value={teacher}
        onChange={(v) => {
          setTeacher(v);
          setMissing(false);
        }}
        searchable
        error={missing ? t('Required') : null}
        w={260}
      />
      <SegmentedControl
        aria-label={t('students.assign.mode')}
        value={mode}
        onChange={(v) => setMode(v as 'add' | 'replace')}
        data={[
          { value: 'add', label: t('students.assign.add') },
          { value: 'replace', label: t('students.assign.replace') },
        ]}
      />
      <Button onClick={submit} loading={mutation.isPending}>
        {t('students.assign.action')}
      </Button>
    </Group>
  );
}
