import { Anchor, Group } from '@mantine/core';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccessPage } from '@ss/domain/permissions';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { ROSTER_EDIT_RULE } from '../access.ts';

const TOOLS = [
  ['add-student', 'page.addStudent'],
  ['edit-current-students', 'page.editCurrentStudents'],
  ['edit-grade-teacher', 'page.editGradeTeacher'],
  ['automatic-assignment', 'page.automaticAssignment'],
  ['manual-assignment', 'page.manualAssignment'],
  ['import-students', 'students.tools.import'],
  ['export-students', 'students.tools.export'],
] as const;

/** The add-edit tools, one link each above the page (the current one marked). */
export function AddEditLayout() {
  const { t } = useTranslation();
  const { districtId, schoolId } = useParams();
  const { pathname } = useLocation();
  const base = `/school/${districtId}/${schoolId}/add-edit`;
  // Someone refused these pages (a teacher, staff) gets the refusal alone, not links to more refusals.
  const allowed = canAccessPage(useSignedInUser(), ROSTER_EDIT_RULE, { pathname });
  return (
    <>
      {allowed && (
        <Group component="nav" aria-label={t('nav.addEdit')} gap="md" mb="md" wrap="wrap">
          {TOOLS.map(([path, label]) => (
            <Anchor
              key={path}
              component={Link}
              to={`${base}/${path}`}
              size="sm"
              fw={pathname === `${base}/${path}` ? 700 : 400}
              underline={pathname === `${base}/${path}` ? 'always' : 'hover'}
              aria-current={pathname === `${base}/${path}` ? 'page' : undefined}
            >
              {t(label)}
            </Anchor>
          ))}
        </Group>
      )}
      <Outlet />
    </>
  );
}
