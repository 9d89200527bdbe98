import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStudentProfile } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { StudentActionsSection } from '../../modules/actions/StudentActionsSection.tsx';
import { StudentCelebrationsSection } from '../../modules/celebrations/StudentCelebrationsSection.tsx';
import { StudentBoardsSection } from '../../modules/boards/StudentBoardsSection.tsx';
import { StudentMeetingsSection } from '../../modules/meetings/schedule/StudentMeetingsSection.tsx';
import { StudentSupportsSection } from '../../modules/supports-given/StudentSupportsSection.tsx';
import { SupportHistorySection } from '../../modules/supports-given/SupportHistorySection.tsx';
import { SupportPlanLink } from '../../modules/support-plans/plan/SupportPlanLink.tsx';
import { useLanguage } from '../../lib/useLanguage.ts';
import { fetchProfile } from '../../modules/student-profile/api.ts';
import { AlertsSection } from '../../modules/student-profile/components/AlertsSection.tsx';
import { StudentFlagsSection } from '../../modules/early-warnings/StudentFlagsSection.tsx';
import { CardIconsEditor } from '../../modules/student-profile/components/CardIconsEditor.tsx';
import { MeasureBlock } from '../../modules/student-profile/components/MeasureBlock.tsx';
import { NotesSection } from '../../modules/student-profile/components/NotesSection.tsx';
import { PictureControl } from '../../modules/student-profile/components/PictureControl.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

function Header({ profile }: { profile: TStudentProfile }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const s = profile.student;
  const teachers = s.teachers.map((u) => `${u.first_name} ${u.last_name}`).join(', ');
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <PictureControl profile={profile} />
        <Stack gap="sm" style={{ flex: 1, minWidth: 260 }}>
          <DetailList
            items={[
              { label: t('profile.grade'), value: lang === 'fr' ? s.grade_label_fr : s.grade_label_en },
              { label: t('profile.school'), value: s.school_name },
              { label: t('profile.teachers'), value: teachers || t('profile.noTeachers') },
              { label: t('profile.studentNumber'), value: s.student_number },
              { label: t('profile.gender'), value: t(`profile.gender.${s.gender}`) },
            ]}
          />
          <CardIconsEditor profile={profile} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** Everything kept about one student: identity, icons, alerts, boards, profile notes and student data. */
export function StudentProfilePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useParams();
  const id = Number(params.studentId);
  const query = useQuery({ queryKey: qk.profile.one(id), queryFn: ({ signal }) => fetchProfile(id, signal), retry: (n, e) => !isApiError(e, 'not_found') && n < 2 });

  if (query.isPending) return <LoadingState lines={8} height={40} />;
  if (query.isError)
    return (
      <Stack>
        <PageHeader title={t('page.studentProfile')} />
        <ErrorState message={isApiError(query.error, 'not_found') ? 'profile.notFound' : query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Stack>
    );
  const p = query.data;
  const s = p.student;
  return (
    <Stack gap="md">
      <PageHeader
        title={`${s.first_name} ${s.last_name}`}
        description={`${lang === 'fr' ? s.grade_label_fr : s.grade_label_en} · ${s.school_name}`}
        actions={
          <Group gap="sm">
            {s.status !== 'active' && <Badge color="gray">{t(`profile.status.${s.status}`)}</Badge>}
            <SupportPlanLink districtId={Number(params.districtId)} schoolId={s.school_id} student={s} />
            {p.abilities.read_access_log && (
              <Button
                component={Link}
                to={`/school/${params.districtId}/${params.schoolId}/students/profile/${s.id}/access-log`}
                variant="light"
                leftSection={<IconHistory size={18} aria-hidden />}
              >
                {t('accessLog.link')}
              </Button>
            )}
          </Group>
        }
      />
      <Header profile={p} />
      <AlertsSection profile={p} />
      <StudentFlagsSection studentId={s.id} />
      <StudentSupportsSection student={{ id: s.id, name: `${s.first_name} ${s.last_name}`, school: s.school_id }} />
      <StudentBoardsSection studentId={s.id} workspace={{ district: Number(params.districtId), school: Number(params.schoolId) }} />
      <StudentMeetingsSection district={Number(params.districtId)} school={s.school_id} student={{ id: s.id, name: `${s.first_name} ${s.last_name}` }} />
      <StudentActionsSection district={Number(params.districtId)} school={s.school_id} student={{ id: s.id, name: `${s.first_name} ${s.last_name}` }} />
      <StudentCelebrationsSection school={s.school_id} student={{ id: s.id, name: `${s.first_name} ${s.last_name}` }} />
      <SupportHistorySection studentId={s.id} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <NotesSection profile={p} items={p.textboxes} title={t('profile.textboxes')} id="textboxes" />
        <NotesSection profile={p} items={p.programming_notes} title={t('profile.programmingNotes')} id="programming-notes" />
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="student-data-title">
        <Title order={2} size="h4" id="student-data-title">
          {t('profile.studentData')}
        </Title>
        {p.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('profile.noMeasures')}
          </Text>
        ) : (
          p.data.map((d) => (
            <MeasureBlock
              key={d.definition.id}
              studentId={s.id}
              definition={d.definition}
              results={d.results}
              currentYear={p.current_school_year}
              editable={p.abilities.write_notes}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
