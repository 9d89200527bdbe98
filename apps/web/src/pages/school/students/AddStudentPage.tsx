import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { useCreateStudent } from '../../../modules/students/hooks/useStudentMutations.ts';
import { StudentForm } from '../../../modules/students/components/StudentForm.tsx';
import { profilePath } from '../../../modules/students/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

function AddStudent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const schoolId = Number(params.schoolId);
  const roster = `/school/${params.districtId}/${schoolId}/students`;
  const mutation = useCreateStudent();
  // Land on the new student's profile: back on the roster it was one row among many, often on another page.
  const created = (student: { id: number; school_id: number }) => void navigate(profilePath(Number(params.districtId), student.school_id, student.id));
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.addStudent')} description={t('students.addDescription')} />
      <StudentForm
        schoolId={schoolId}
        submitting={mutation.isPending}
        error={mutation.error}
        onSubmit={(v) => mutation.mutate({ ...v, school_id: schoolId }, { onSuccess: created })}
        onCancel={() => void navigate(roster)}
      />
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
