/**
 * The plan's home part: with no active plan, an empty state (and, for those who make plans, "Create support
 * plan"); otherwise its information fields, support team and review dates (saved together with the home
 * version), the status (draft ↔ in review), deactivating and reactivating, and the student's older plans.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Modal, Paper, Stack, Table, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PLAN_MSG, PLAN_TEXT_MAX, type Language, type TSupportPlan } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DateField, isIsoDate } from '../../../ui/DateField.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { CreatePlanButton } from './CreatePlan.tsx';
import { removeAt, replaceAt, usePartEditor } from './editor.ts';
import { ListSection, PlanCheck, PlanDate, PlanSelect, PlanText, RemoveRow, useEditable } from './fields.tsx';
import { useDeactivate, useReactivate, useSaveHome, useSetStatus, useStudentPlans } from './hooks.ts';
import { qk } from '../../../lib/query-keys.ts';
import { PartForm } from './PartForm.tsx';
import { RevisionsSection } from './Revisions.tsx';
import { SignaturesSection } from './Signatures.tsx';
import { newMember, withRole } from './team.ts';
import { StatusBadge, usePlanContext } from './PlanLayout.tsx';

interface HomeValue {
  information: Record<string, string>;
  team: TSupportPlan['home']['team'];
  review_dates: TSupportPlan['home']['review_dates'];
}
interface HomeCurrent extends HomeValue {
  version: number;
  status: TSupportPlan['status'];
}

const labelOf = (lang: Language, item: { label_en: string; label_fr: string }) => (lang === 'fr' ? item.label_fr || item.label_en : item.label_en);

function describeHome(t: TFunction, lang: Language, plan: TSupportPlan, v: HomeValue): string {
  const none = t('common.none');
  const info = plan.home.information.map((f) => `${labelOf(lang, f)}:\n${v.information[String(f.key)]?.trim() || none}`);
  const role = (key: number) => {
    const r = plan.home.team_roles.find((x) => x.key === key);
    return r ? labelOf(lang, r) : '';
  };
  const team = v.team.map((m) => `• ${m.name} — ${role(m.role_key)} (${t(m.inside ? 'planPage.team.inside' : 'planPage.team.outside')})`);
  const dates = v.review_dates.map((d) => `• ${d.date}${d.done ? ` (${t('planPage.review.done')})` : ''}`);
  return [...info, '', `${t('planPage.team.title')}:`, ...(team.length ? team : [none]), '', `${t('planPage.review.title')}:`, ...(dates.length ? dates : [none])].join('\n');
}

export function HomePage() {
  const ctx = usePlanContext();
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {ctx.plan ? (
        <PlanHome plan={ctx.plan} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <EmptyMessage title={t('planPage.empty')} description={t(ctx.mayCreate ? 'planPage.emptyCreate' : 'planPage.emptyRead')} />
          {ctx.mayCreate && (
            <Group justify="center" pb="md">
              <CreatePlanButton student={ctx.student.id} school={ctx.student.school_id} schoolYear={ctx.schoolYear} />
            </Group>
          )}
        </Paper>
      )}
      <OlderPlans />
    </Stack>
  );
}

function PlanHome({ plan }: { plan: TSupportPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const mutation = useSaveHome(plan.id);
  const saved: HomeValue = {
    information: Object.fromEntries(plan.home.information.map((f) => [String(f.key), f.value])),
    team: plan.home.team,
    review_dates: plan.home.review_dates,
  };
  const editor = usePartEditor({
    saved,
    version: plan.home.version,
    mutation,
    body: (v: HomeValue, version) => ({ home_version: version, ...v }),
    fromCurrent: (c) => {
      const cur = c as HomeCurrent;
      return { value: { information: cur.information, team: cur.team, review_dates: cur.review_dates }, version: cur.version };
    },
    applyCurrent: (c) => {
      const cur = c as HomeCurrent;
      client.setQueryData<TSupportPlan>(qk.profile.plan(plan.id), (p) =>
        p
          ? {
              ...p,
              status: cur.status,
              home: {
                ...p.home,
                version: cur.version,
                information: p.home.information.map((f) => ({ ...f, value: cur.information[String(f.key)] ?? '' })),
                team: cur.team,
                review_dates: cur.review_dates,
              },
            }
          : p,
      );
    },
  });
  const v = editor.value;
  const set = (patch: Partial<HomeValue>) => editor.change((old) => ({ ...old, ...patch }));
  const roles = plan.home.team_roles.map((r) => ({ value: String(r.key), label: labelOf(lang, r) }));

  return (
    <>
      <PartForm title={t('planPage.part.home')} id="plan-home" editable={plan.abilities.update} editor={editor} describe={(x) => describeHome(t, lang, plan, x)}>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h4" mb="sm">
            {t('planPage.information')}
          </Title>
          <Stack gap="sm">
            {plan.home.information.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('planPage.noInformation')}
              </Text>
            )}
            {plan.home.information.map((f) => (
              <PlanText
                key={f.key}
                long
                label={labelOf(lang, f)}
                value={v.information[String(f.key)] ?? ''}
                onChange={(text) => set({ information: { ...v.information, [String(f.key)]: text } })}
                error={editor.fieldError(`information.${f.key}`)}
              />
            ))}
          </Stack>
        </Paper>
        <TeamEditor team={v.team} roles={roles} teamRoles={plan.home.team_roles} onChange={(team) => set({ team })} fieldError={editor.fieldError} />
        <ReviewDates dates={v.review_dates} onChange={(review_dates) => set({ review_dates })} fieldError={editor.fieldError} />
      </PartForm>
      <PlanActions plan={plan} dirty={editor.dirty} />
      <SignaturesSection plan={plan} />
      <RevisionsSection plan={plan} />
    </>
  );
}

function TeamEditor({
  team,
  roles,
  teamRoles,
  onChange,
  fieldError,
}: {
  team: HomeValue['team'];
  roles: { value: string; label: string }[];
  /** The plan's roles with both labels: a parent's or guardian's unticks "Staff of the school" (team.ts). */
  teamRoles: TSupportPlan['home']['team_roles'];
  onChange: (team: HomeValue['team']) => void;
  fieldError: (path: string) => string | null;
}) {
  const { t } = useTranslation();
  const editable = useEditable();
  return (
    <ListSection
      title={t('planPage.team.title')}
      empty={t('planPage.team.empty')}
      count={team.length}
      add={{
        label: t('planPage.team.add'),
        disabled: roles.length === 0,
        onClick: () => onChange([...team, newMember(teamRoles)]),
      }}
    >
      {team.map((m, i) => (
        <Group key={i} align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('planPage.team.member', { n: i + 1 })}>
          <div style={{ flex: '2 1 200px' }}>
            <PlanText label={t('planPage.team.name')} value={m.name} required onChange={(name) => onChange(replaceAt(team, i, { name }))} error={fieldError(`team.${i}.name`)} />
          </div>
          <div style={{ flex: '2 1 180px' }}>
            <PlanSelect
              label={t('planPage.team.role')}
              value={roles.some((r) => r.value === String(m.role_key)) ? String(m.role_key) : null}
              data={roles}
              onChange={(role) => role && onChange(replaceAt(team, i, withRole(m, Number(role), teamRoles)))}
              error={fieldError(`team.${i}.role_key`)}
            />
          </div>
          <div style={{ flex: '1 1 160px', paddingBottom: editable ? 8 : 0 }}>
            <PlanCheck label={t('planPage.team.insideLabel')} checked={m.inside} onChange={(inside) => onChange(replaceAt(team, i, { inside }))} />
          </div>
          <RemoveRow label={t('planPage.team.remove', { n: i + 1 })} onClick={() => onChange(removeAt(team, i))} />
        </Group>
      ))}
    </ListSection>
  );
}

function ReviewDates({
  dates,
  onChange,
  fieldError,
}: {
  dates: HomeValue['review_dates'];
  onChange: (d: HomeValue['review_dates']) => void;
  fieldError: (path: string) => string | null;
}) {
  const { t } = useTranslation();
  const editable = useEditable();
  return (
    <ListSection
      title={t('planPage.review.title')}
      empty={t('planPage.review.empty')}
      count={dates.length}
      add={{ label: t('planPage.review.add'), onClick: () => onChange([...dates, { date: '', done: false }]) }}
    >
      {dates.map((d, i) => (
        <Group key={i} align="flex-end" gap="sm" wrap="wrap" role="group" aria-label={t('planPage.review.item', { n: i + 1 })}>
          <div style={{ flex: '0 1 220px' }}>
            <PlanDate
              label={t('planPage.review.date')}
              value={d.date || null}
              required
              onChange={(date) => onChange(replaceAt(dates, i, { date: date ?? '' }))}
              error={fieldError(`review_dates.${i}.date`)}
            />
          </div>
          <div style={{ paddingBottom: editable ? 8 : 0 }}>
            <PlanCheck label={t('planPage.review.done')} checked={d.done} onChange={(done) => onChange(replaceAt(dates, i, { done }))} />
          </div>
          <RemoveRow label={t('planPage.review.remove', { n: i + 1 })} onClick={() => onChange(removeAt(dates, i))} />
        </Group>
      ))}
    </ListSection>
  );
}

/** Status (draft ↔ in review), deactivating and reactivating, each as the plan's abilities allow. */
function PlanActions({ plan, dirty }: { plan: TSupportPlan; dirty: boolean }) {
  const { t } = useTranslation();
  const ctx = usePlanContext();
  const navigate = useNavigate();
  const status = useSetStatus(plan.id);
  const reactivate = useReactivate(plan.id);
  const [deactivating, setDeactivating] = useState(false);
  const canStatus = plan.abilities.deactivate && !plan.deactivated_at && plan.status !== 'final';
  if (!canStatus && !plan.abilities.deactivate && !plan.abilities.reactivate) return null;
  const next = plan.status === 'draft' ? 'in_review' : 'draft';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="plan-actions-title">
      <Title order={2} size="h4" mb="sm" id="plan-actions-title">
        {t('planPage.actions')}
      </Title>
      <Stack gap="sm">
        {canStatus && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm">{t('planPage.statusLabel')}</Text>
            <StatusBadge status={plan.status} />
            <Button variant="outline" disabled={dirty} loading={status.isPending} onClick={() => status.mutate({ home_version: plan.home.version, status: next })}>
              {t(next === 'in_review' ? 'planPage.toReview' : 'planPage.toDraft')}
            </Button>
            {dirty && (
              <Text size="sm" c="dimmed">
                {t('planPage.saveFirst')}
              </Text>
            )}
          </Group>
        )}
        <Group gap="sm">
          {plan.abilities.deactivate && !plan.deactivated_at && (
            <Button variant="outline" color="red" onClick={() => setDeactivating(true)}>
              {t('planPage.deactivate')}
            </Button>
          )}
          {plan.abilities.reactivate && plan.deactivated_at && (
            <Button variant="outline" loading={reactivate.isPending} onClick={() => reactivate.mutate(undefined, { onSuccess: () => void navigate(`${ctx.base}home`) })}>
              {t('planPage.reactivate')}
            </Button>
          )}
        </Group>
      </Stack>
      <DeactivateDialog
        plan={plan}
        opened={deactivating}
        onClose={() => setDeactivating(false)}
        onDone={() => {
          setDeactivating(false);
          void navigate(`${ctx.base}home?plan=${plan.id}`);
        }}
      />
    </Paper>
  );
}

function DeactivateDialog({ plan, opened, onClose, onDone }: { plan: TSupportPlan; opened: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const ctx = usePlanContext();
  const today = ctx.user.current_date.slice(0, 10);
  const [date, setDate] = useState(today);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const deactivate = useDeactivate(plan.id);
  const invalid = !isIsoDate(date);
  const noReason = checked && !reason.trim() ? t(PLAN_MSG.deactivationReason) : null;
  return (
    <Modal opened={opened} onClose={onClose} title={t('planPage.deactivateTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setChecked(true);
          if (!invalid && reason.trim()) deactivate.mutate({ date, reason: reason.trim() }, { onSuccess: onDone });
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">{t('planPage.deactivateBody', { name: ctx.student.name })}</Text>
          <DateField
            label={t('planPage.deactivateDate')}
            value={date}
            onChange={setDate}
            max={today}
            required
            error={serverFieldError(t, deactivate.error, 'date')}
            data-autofocus
          />
          <Textarea
            label={t('planPage.deactivateReason')}
            description={t('planPage.deactivateReasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
            autosize
            minRows={2}
            maxLength={PLAN_TEXT_MAX}
            error={noReason ?? serverFieldError(t, deactivate.error, 'reason')}
          />
          <DialogActions onCancel={onClose} label={t('planPage.deactivateConfirm')} color="red" loading={deactivate.isPending} disabled={invalid} />
        </Stack>
      </form>
    </Modal>
  );
}

function OlderPlans() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ctx = usePlanContext();
  const older = useStudentPlans(ctx.schoolId, ctx.student.id, 'deactivated');
  if (older.isError) return <ErrorState message={older.error.message} onRetry={() => void older.refetch()} retrying={older.isFetching} />;
  const rows = older.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="older-plans-title">
      <Title order={2} size="h4" mb="sm" id="older-plans-title">
        {t('planPage.older')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('planPage.schoolYear')}</Table.Th>
              <Table.Th scope="col">{t('planPage.template')}</Table.Th>
              <Table.Th scope="col">{t('planPage.statusLabel')}</Table.Th>
              <Table.Th scope="col">{t('planPage.deactivatedOn')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('planPage.open')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.school_year}</Table.Td>
                <Table.Td>{p.template.name}</Table.Td>
                <Table.Td>
                  <StatusBadge status={p.status} />
                </Table.Td>
                <Table.Td>{p.deactivated_at ? formatDate(p.deactivated_at, lang) : ''}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`${ctx.base}home?plan=${p.id}`} size="sm" aria-current={ctx.plan?.id === p.id ? 'page' : undefined}>
                    {t('planPage.openPlan', { year: p.school_year })}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
