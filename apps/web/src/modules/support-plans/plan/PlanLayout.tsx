/**
 * The student's support plan pages (`students/profile/{id}/support-plan/*`): the student's active plan (the
 * current school year's when there are several), a header shared by the four pages (student, template, school
 * year, status, deactivation) and the navigation between the parts the plan's template has. A school whose
 * module is switched off answers 403: the app's denied page.
 */
import { useState } from 'react';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useOutletContext, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SupportPlanStatus, TCurrentUser, TSupportPlan } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { schoolYearOf } from '@ss/domain/school-year';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import { fetchProfile } from '../../student-profile/api.ts';
import { mayCreatePlans } from './access.ts';
import { LifecycleActions } from './Lifecycle.tsx';
import { usePlan, useStudentPlans } from './hooks.ts';

export const PART_PATHS = { home: 'home', specialized_assessment: 'specialized-assessment', goal_planning: 'goal-planning', transition_planning: 'transition-planning' } as const;
export type PlanPage = keyof typeof PART_PATHS;

export interface PlanContext {
  user: TCurrentUser;
  districtId: number;
  schoolId: number;
  student: { id: number; name: string; school_id: number };
  /** The current school year's label (2026–2027). */
  schoolYear: string;
  /** The active plan, or null when the student has none. */
  plan: TSupportPlan | null;
  mayCreate: boolean;
  /** `…/support-plan/` of this student. */
  base: string;
  /** A part's form tells the layout it has unsaved changes (Finalise waits for them). */
  reportDirty: (dirty: boolean) => void;
}

export const usePlanContext = () => useOutletContext<PlanContext>();

const STATUS_COLOR: Record<SupportPlanStatus, string> = { draft: 'gray', in_review: 'blue', final: 'green' };

/** The status; a final plan's with its revision ("Final · revision 2"). */
export function StatusBadge({ status, revision }: { status: SupportPlanStatus; revision?: number | null }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="plan-status" miw="max-content">
      {status === 'final' && revision ? t('planPage.statusRevision', { status: t('planPage.status.final'), number: revision }) : t(`planPage.status.${status}`)}
    </Badge>
  );
}

function PlanNav({ base, plan }: { base: string; plan: TSupportPlan | null }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const query = search.get('plan') ? `?plan=${search.get('plan')}` : '';
  const pages = (Object.keys(PART_PATHS) as PlanPage[]).filter((p) => p === 'home' || (plan?.parts[p] ?? false));
  if (pages.length < 2) return null;
  return (
    <nav aria-label={t('planPage.partsNav')}>
      <Group gap={4} wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        {pages.map((p) => (
          <NavLink key={p} to={`${base}${PART_PATHS[p]}${query}`} end className="support-plan-tab" style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Text
                component="span"
                size="sm"
                fw={isActive ? 700 : 500}
                c={isActive ? 'var(--mantine-primary-color-filled)' : undefined}
                px="sm"
                py={8}
                style={{ display: 'inline-block', borderBottom: `2px solid ${isActive ? 'var(--mantine-primary-color-filled)' : 'transparent'}`, marginBottom: -1 }}
              >
                {t(`planPage.part.${p}`)}
              </Text>
            )}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}

function PlanFacts({ plan, dirty }: { plan: TSupportPlan; dirty: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="xl" wrap="wrap">
          <Fact label={t('planPage.template')} value={plan.template.name} />
          <Fact label={t('planPage.schoolYear')} value={plan.school_year} />
          <Fact label={t('planPage.school')} value={plan.school.name} />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('planPage.statusLabel')}
            </Text>
            <div>
              <StatusBadge status={plan.status} revision={plan.last_revision?.number} />
            </div>
          </Stack>
          {/* A deactivated plan has no review to come. */}
          {plan.next_review_date && !plan.deactivated_at && <Fact label={t('planPage.nextReview')} value={formatDate(plan.next_review_date, lang)} />}
        </Group>
        <LifecycleActions plan={plan} dirty={dirty} />
        {plan.deactivated_at && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="deactivated-notice">
            {t('planPage.deactivatedNotice', { date: formatDate(plan.deactivated_at, lang) })}
            {plan.deactivation_reason && (
              <Text size="sm" mt={4} data-testid="deactivation-reason">
                {t('planPage.deactivationReason', { reason: plan.deactivation_reason })}
              </Text>
            )}
          </Alert>
        )}
        {!plan.deactivated_at && !plan.abilities.update && (
          <Text size="sm" c="dimmed">
            {t(plan.status === 'final' ? 'planPage.readOnlyFinal' : 'planPage.readOnly')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

const denied = (e: unknown) => isApiError(e) && e.status === 403 && e.code !== 'suspended';

export function PlanLayout() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  const studentId = Number(params.studentId);
  const base = `/school/${districtId}/${schoolId}/students/profile/${studentId}/support-plan/`;
  const profile = useQuery({
    queryKey: qk.profile.one(studentId),
    queryFn: ({ signal }) => fetchProfile(studentId, signal),
    retry: (n, e) => !isApiError(e, 'not_found') && n < 2,
  });
  const plans = useStudentPlans(schoolId, studentId, 'active');
  const schoolYear = schoolYearOf(new Date(user.current_date)).label;
  // `?plan=` opens another of the student's plans (a deactivated one, from the older plans' list).
  const [search] = useSearchParams();
  const asked = Number(search.get('plan'));
  const chosen =
    Number.isInteger(asked) && asked > 0 ? { id: asked } : plans.data ? (plans.data.results.find((p) => p.school_year === schoolYear) ?? plans.data.results[0] ?? null) : null;
  const plan = usePlan(chosen?.id ?? null);
  const [dirty, setDirty] = useState(false);

  const failed = [profile, plans, plan].find((q) => q.isError);
  if (failed?.error && denied(failed.error)) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  const back = (
    <Anchor component={Link} to={`/school/${districtId}/${schoolId}/students/profile/${studentId}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t('planPage.backToProfile')}
      </Group>
    </Anchor>
  );
  if (failed?.error)
    return (
      <Stack>
        <PageHeader title={t('planPage.title')} />
        <ErrorState
          message={isApiError(failed.error, 'not_found') ? 'Not Found' : failed.error.message}
          onRetry={() => void Promise.all([profile.refetch(), plans.refetch(), plan.refetch()])}
          retrying={profile.isFetching || plans.isFetching}
        />
      </Stack>
    );
  if (!profile.data || plans.isPending || (chosen !== null && plan.isPending)) return <LoadingState lines={8} height={40} />;
  const s = profile.data.student;
  const name = `${s.first_name} ${s.last_name}`;
  const context: PlanContext = {
    user,
    districtId,
    schoolId,
    student: { id: s.id, name, school_id: s.school_id },
    schoolYear,
    plan: plan.data && plan.data.student.id === studentId ? plan.data : null,
    mayCreate: mayCreatePlans(user, districtId, s.school_id),
    base,
    reportDirty: setDirty,
  };
  return (
    <Stack gap="md">
      {back}
      <PageHeader title={t('planPage.titleOf', { name })} description={`${s.school_name}`} />
      {context.plan && <PlanFacts plan={context.plan} dirty={dirty} />}
      <PlanNav base={base} plan={context.plan} />
      <Outlet context={context} />
    </Stack>
  );
}
