import { Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../modules/admin/form.ts';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { createStudent } from '../../../modules/students/api.ts';
import { StudentForm } from '../../../modules/students/components/StudentForm.tsx';
import { profilePath } from '../../../modules/students/format.ts';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

const FIELDS = ['first_name', 'last_name', 'grade', 'gender', 'student_number', 'sis_number', 'teacher_ids'];

function AddStudent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = useParams();
  const schoolId = Number(params.schoolId);
  const roster = `/school/${params.districtId}/${schoolId}/students`;
  const mutation = useMutation({
    mutationFn: createStudent,
    // Land on the new student's profile: back on the roster it was one row among many, often on another page.
    onSuccess: async (student) => {
      notify('success', t('Created'));
      await client.invalidateQueries({ queryKey: ['students'] });
      await navigate(profilePath(Number(params.districtId), student.school_id, student.id));
    },
    onError: (error) => notifyFailure(t, error, FIELDS),
  });
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.addStudent')} description={t('students.addDescription')} />
      <StudentForm schoolId={schoolId} submitting={mutation.isPending} error={mutation.error} onSubmit={(v) => mutation.mutate({ ...v, school_id: schoolId })} onCancel={() => void navigate(roster)} />
    </Stack>
  );
}

export function AddStudentPage() {
  return (
    <PageAccess rule={ROSTER_EDIT_RULE}>
      <AddStudent />
    </PageAccess>
  );
}
