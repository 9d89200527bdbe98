import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canAccessPage } from '@ss/domain/permissions';
import { useSignedInUser } from '../../../modules/auth/hooks/useCurrentUser.ts';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { DeleteStudentButton, StatusChangeButton } from '../../../modules/students/components/LifecycleActions.tsx';
import { RosterTable } from '../../../modules/students/components/RosterTable.tsx';
import { fullName } from '../../../modules/students/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** The school's active roster. */
export function StudentsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  const base = `/school/${districtId}/${schoolId}`;
  const canEdit = canAccessPage(user, ROSTER_EDIT_RULE, { pathname });
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('page.students')}
        description={t('students.rosterDescription')}
        actions={
          canEdit ? (
            <Button component={Link} to={`${base}/add-edit/add-student`} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('page.addStudent')}
            </Button>
          ) : undefined
        }
      />
      <RosterTable
        districtId={districtId}
        schoolId={schoolId}
        status="active"
        caption={t('page.students')}
        emptyTitle={t('students.empty')}
        bulkActions={(selected, clear) => (
          <>
            <StatusChangeButton action="graduate" selected={selected} clear={clear} />
            <StatusChangeButton action="archive" selected={selected} clear={clear} />
          </>
        )}
        rowActions={(s) =>
          !s.abilities.update && !s.abilities.delete ? null : (
            <Group gap="xs" wrap="nowrap">
              {s.abilities.update && (
                <Button component={Link} to={`${base}/students/edit/${s.id}`} size="xs" variant="subtle" aria-label={t('students.editNamed', { name: fullName(s) })}>
                  {t('students.edit')}
                </Button>
              )}
              {s.abilities.delete && <DeleteStudentButton student={s} />}
            </Group>
          )
        }
      />
    </Stack>
  );
}
