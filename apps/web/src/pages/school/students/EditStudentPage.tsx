import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { fetchStudent } from '../../../modules/students/api.ts';
import { useUpdateStudent } from '../../../modules/students/hooks/useStudentMutations.ts';
import { StudentForm } from '../../../modules/students/components/StudentForm.tsx';
import { fullName } from '../../../modules/students/format.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { qk } from '../../../lib/query-keys.ts';

function EditStudent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const roster = `/school/${params.districtId}/${params.schoolId}/students`;
  const student = useQuery({ queryKey: qk.students.one(id), queryFn: ({ signal }) => fetchStudent(id, signal) });
  const mutation = useUpdateStudent(id);
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
        onSubmit={(v) => mutation.mutate({ ...v, version: student.data.version }, { onSuccess: () => void navigate(roster) })}
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
