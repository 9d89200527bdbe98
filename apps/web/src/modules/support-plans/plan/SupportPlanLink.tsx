/** The profile's way to the student's support plan, for those who read the school's plans (its module on). */
import { Button } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useSchool } from '../../schools/hooks/useSchool.ts';
import { mayReadPlans } from './access.ts';

export function SupportPlanLink({ districtId, schoolId, student }: { districtId: number; schoolId: number; student: { id: number; teachers: { id: number }[] } }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const school = useSchool(schoolId).data;
  if (
    !school ||
    !mayReadPlans(
      user,
      school,
      student.teachers.some((u) => u.id === user.id),
    )
  )
    return null;
  return (
    <Button
      component={Link}
      to={`/school/${districtId}/${schoolId}/students/profile/${student.id}/support-plan/home`}
      variant="light"
      leftSection={<IconClipboardText size={18} aria-hidden />}
    >
      {t('planPage.title')}
    </Button>
  );
}
