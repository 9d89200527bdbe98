import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MeetingsScreen } from '../../modules/meetings/schedule/MeetingsScreen.tsx';

/** A school's meetings (`meetings`): upcoming, past and the school year's calendar. */
export function MeetingsPage() {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <MeetingsScreen
      where={{ district: Number(params.districtId), school: Number(params.schoolId) }}
      header={(button) => <PageHeader title={t('page.meetings')} description={t('meetings.description')} actions={button} />}
    />
  );
}
