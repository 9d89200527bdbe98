import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { BulkGrid, type GridField } from '../../../modules/students/components/BulkGrid.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

function BulkPage({ title, description, fields }: { title: string; description: string; fields: GridField[] }) {
  const { t } = useTranslation();
  const schoolId = Number(useParams().schoolId);
  return (
    <PageAccess rule={ROSTER_EDIT_RULE}>
      <Stack gap={0}>
        <PageHeader title={t(title)} description={t(description)} />
        <BulkGrid schoolId={schoolId} fields={fields} caption={t(title)} />
      </Stack>
    </PageAccess>
  );
}

/** add-edit/edit-current-students: names, grade, gender and number of the whole roster at once. */
export function EditCurrentStudentsPage() {
  return <BulkPage title="page.editCurrentStudents" description="students.bulk.currentDescription" fields={['first_name', 'last_name', 'grade', 'gender', 'student_number']} />;
}

/** add-edit/edit-grade-teacher: grade and teachers of many students at once. */
export function EditGradeTeacherPage() {
  return <BulkPage title="page.editGradeTeacher" description="students.bulk.gradeTeacherDescription" fields={['grade', 'teacher_ids']} />;
}
