import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { DISTRICT_LIFECYCLE_RULE } from '../../../modules/students/access.ts';
import { AddToSchoolButton, DeleteStudentButton } from '../../../modules/students/components/LifecycleActions.tsx';
import { RosterTable } from '../../../modules/students/components/RosterTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** Graduated or archived students of a school (school workspace) or of the district's schools in scope (district workspace). */
function LifecycleList({ status }: { status: 'graduated' | 'archived' }) {
  const { t } = useTranslation();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = params.schoolId ? Number(params.schoolId) : undefined;
  const title = t(status === 'graduated' ? 'page.graduatedStudents' : 'page.archivedStudents');
  const page = (
    <Stack gap={0}>
      <PageHeader title={title} description={t(status === 'graduated' ? 'students.graduatedDescription' : 'students.archivedDescription')} />
      <RosterTable
        districtId={districtId}
        schoolId={schoolId}
        district={schoolId === undefined ? districtId : undefined}
        status={status}
        caption={title}
        emptyTitle={t(status === 'graduated' ? 'students.noGraduated' : 'students.noArchived')}
        extraColumns={[
          status === 'graduated'
            ? { key: 'year', header: t('students.column.graduatedYear'), render: (s) => s.graduated_year ?? '' }
            : { key: 'date', header: t('students.column.archiveDate'), render: (s) => s.archive_date ?? '' },
        ]}
        bulkActions={(selected, clear) => <AddToSchoolButton selected={selected} clear={clear} districtId={schoolId === undefined ? districtId : undefined} />}
        rowActions={status === 'archived' ? (s) => (s.abilities.delete ? <DeleteStudentButton student={s} /> : null) : undefined}
      />
    </Stack>
  );
  return schoolId === undefined ? <Access>{page}</Access> : page;
}

const Access = ({ children }: { children: ReactNode }) => <PageAccess rule={DISTRICT_LIFECYCLE_RULE}>{children}</PageAccess>;

export const GraduatedStudentsPage = () => <LifecycleList status="graduated" />;
export const ArchivedStudentsPage = () => <LifecycleList status="archived" />;
