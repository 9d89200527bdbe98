import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageAccess } from '../../../modules/staff/components/PageAccess.tsx';
import { ROSTER_EDIT_RULE } from '../../../modules/students/access.ts';
import { AssignmentRulesEditor } from '../../../modules/students/components/AssignmentRulesEditor.tsx';
import { ManualAssignBar } from '../../../modules/students/components/ManualAssignBar.tsx';
import { RosterTable } from '../../../modules/students/components/RosterTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** add-edit/automatic-assignment: rules grade → teacher, and Apply. */
export function AutomaticAssignmentPage() {
  const { t } = useTranslation();
  const schoolId = Number(useParams().schoolId);
  return (
    <PageAccess rule={ROSTER_EDIT_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.automaticAssignment')} description={t('students.rules.description')} />
        <AssignmentRulesEditor schoolId={schoolId} />
      </Stack>
    </PageAccess>
  );
}

/** add-edit/manual-assignment: select students, choose a teacher. */
export function ManualAssignmentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const schoolId = Number(params.schoolId);
  return (
    <PageAccess rule={ROSTER_EDIT_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.manualAssignment')} description={t('students.assign.description')} />
        <RosterTable
          districtId={Number(params.districtId)}
          schoolId={schoolId}
          status="active"
          caption={t('page.manualAssignment')}
          emptyTitle={t('students.empty')}
          bulkActions={(selected, clear) => <ManualAssignBar schoolId={schoolId} selected={selected} clear={clear} />}
        />
      </Stack>
    </PageAccess>
  );
}
