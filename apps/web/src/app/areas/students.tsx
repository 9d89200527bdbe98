/** Roster pages (issue 4, section 2): the school roster, add-edit tools, graduated and archived lists. */
import type { TFunction } from 'i18next';
import { Navigate, type RouteObject } from 'react-router';
import { IconArchive, IconCertificate, IconUserEdit, IconUsersGroup } from '@tabler/icons-react';
import type { TCurrentUser } from '@ss/domain';
import { canAccessPage } from '@ss/domain/permissions';
import { DISTRICT_LIFECYCLE_RULE, ROSTER_EDIT_RULE } from '../../modules/students/access.ts';
import type { Area } from './area.ts';

const icon = (Component: typeof IconArchive) => <Component size={18} stroke={1.6} aria-hidden />;
const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const schoolPages = () => import('../../pages/school/students/StudentsPage.tsx');
const add = () => import('../../pages/school/students/AddStudentPage.tsx');
const edit = () => import('../../pages/school/students/EditStudentPage.tsx');
const bulk = () => import('../../pages/school/students/BulkEditPages.tsx');
const assign = () => import('../../pages/school/students/AssignmentPages.tsx');
const lifecycle = () => import('../../pages/school/students/LifecyclePages.tsx');
const addEdit = () => import('../../modules/students/components/AddEditLayout.tsx');

const school: RouteObject[] = [
  { path: 'students', ...page(schoolPages, 'StudentsPage') },
  { path: 'students/edit/:id', ...page(edit, 'EditStudentPage') },
  // The spec lists the assignment pages under students/ too.
  { path: 'students/automatic-assignment', ...page(assign, 'AutomaticAssignmentPage') },
  { path: 'students/manual-assignment', ...page(assign, 'ManualAssignmentPage') },
  {
    path: 'add-edit',
    ...page(addEdit, 'AddEditLayout'),
    children: [
      { index: true, element: <Navigate to="add-student" replace /> },
      { path: 'add-student', ...page(add, 'AddStudentPage') },
      { path: 'edit-current-students', ...page(bulk, 'EditCurrentStudentsPage') },
      { path: 'edit-grade-teacher', ...page(bulk, 'EditGradeTeacherPage') },
      { path: 'automatic-assignment', ...page(assign, 'AutomaticAssignmentPage') },
      { path: 'manual-assignment', ...page(assign, 'ManualAssignmentPage') },
    ],
  },
  { path: 'graduated-students', ...page(lifecycle, 'GraduatedStudentsPage') },
  { path: 'archived-students', ...page(lifecycle, 'ArchivedStudentsPage') },
];

const district: RouteObject[] = [
  { path: 'graduated-students', ...page(lifecycle, 'GraduatedStudentsPage') },
  { path: 'archived-students', ...page(lifecycle, 'ArchivedStudentsPage') },
];

export const studentsArea: Area = {
  school,
  district,
  nav: {
    school: (t: TFunction, user: TCurrentUser, districtId: number, schoolId: number) => {
      const base = `/school/${districtId}/${schoolId}`;
      const editor = canAccessPage(user, ROSTER_EDIT_RULE, { pathname: `${base}/add-edit` });
      return [
        { to: `${base}/students`, label: t('page.students'), icon: icon(IconUsersGroup) },
        ...(editor ? [{ to: `${base}/add-edit`, label: t('nav.addEdit'), icon: icon(IconUserEdit) }] : []),
        { to: `${base}/graduated-students`, label: t('page.graduatedStudents'), icon: icon(IconCertificate) },
        { to: `${base}/archived-students`, label: t('page.archivedStudents'), icon: icon(IconArchive) },
      ];
    },
    district: (t: TFunction, user: TCurrentUser, districtId: number) =>
      canAccessPage(user, DISTRICT_LIFECYCLE_RULE, { pathname: `/district/${districtId}/graduated-students` })
        ? [
            { to: `/district/${districtId}/graduated-students`, label: t('page.graduatedStudents'), icon: icon(IconCertificate) },
            { to: `/district/${districtId}/archived-students`, label: t('page.archivedStudents'), icon: icon(IconArchive) },
          ]
        : [],
  },
};
