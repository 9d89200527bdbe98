import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../modules/admin/form.ts';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { fetchStudent, studentKeys, updateStudent, type StudentInput } from '../../../modules/students/api.ts';
import { StudentForm } from '../../../modules/students/components/StudentForm.tsx';
import { fullName } from '../../../modules/students/format.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

const FIELDS = ['first_name', 'last_name', 'grade', 'gender', 'student_number', 'sis_number', 'teacher_ids'];

function EditStudent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = useParams();
  const id = Number(params.id);
  const roster = `/school/${params.districtId}/${params.schoolId}/students`;
  const student = useQuery({ queryKey: studentKeys.detail(id), queryFn: ({ signal }) => fetchStudent(id, signal) });
  const mutation = useMutation({
    mutationFn: (values: StudentInput) => updateStudent(id, { ...values, version: student.data!.version }),
    onSuccess: async (saved) => {
      notify('success', t('Updated'));
      client.setQueryData(studentKeys.detail(id), saved);
      await client.invalidateQueries({ queryKey: ['students', 'list'] });
      await navigate(roster);
    },
    onError: (error) => notifyFailure(t, error, FIELDS),
  });
  if (student.isError) return <ErrorState message={student.error.message} onRetry={() => void student.refetch()} />;
  if (student.isPending) return <LoadingState lines={6} />;
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.editStudent')} description={fullName(student.data)} />
      <StudentForm
        key={student.data.version}
        schoolId={student.data.school_id}
        student={student.data}
        submitting={mutation.isPending}
        error={mutation.error}
        onSubmit={(v) => mutation.mutate(v)}
        onCancel={() => void navigate(roster)}
      />
    </Stack>
  );
}

export function EditStudentPage() {
  return (
    <PageAccess rule={ROSTER_EDIT_RULE}>
      <EditStudent />
    </PageAccess>
  );
}
