/**
 * The plan's signatures (spec screen "signatures", a section of the home page): those of the latest revision,
 * "2 of 4", each with name, role, date and how it was given (signed in by the signer, typed or drawn; or on paper,
 * with who recorded it). Two ways to add one, as the answer's abilities allow (issue 20): "Sign as myself" for a
 * member of the plan's team (their name and role come from the team, the date is today: nothing to type but the
 * choice of typed or drawn), and "Record a paper signature" for coordinators (name, a team role or a role in words,
 * the day it was signed). Remove (confirmed) for coordinators. Before the plan is final there is nothing to sign.
 */
import { useState, type FormEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Image, Modal, Paper, Radio, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileText, IconSignature, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PLAN_MSG, ZCreateSignature, type Language, type TPlanSignature, type TSupportPlan } from '@ss/domain';
import { formatDate, formatDateTime } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import { useAddSignature, useRemoveSignature, useSignatures } from './hooks.ts';
import { usePlanContext } from './PlanLayout.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { GuardianRequests } from './GuardianRequests.tsx';

const labelOf = (lang: Language, item: { label_en: string; label_fr: string }) => (lang === 'fr' ? item.label_fr || item.label_en : item.label_en);

/** How a signature was given, and by whom when not the signer signed in. */
function SignatureCell({ s }: { s: TPlanSignature }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const mark =
    s.method === 'guardian' ? (
      <Text size="sm" fs="italic">
        {t('planPage.signature.typedAs', { name: s.typed_name ?? '' })}
      </Text>
    ) : s.method === 'paper' ? (
      <Text size="sm">{t('planPage.signature.onPaper')}</Text>
    ) : s.method === 'drawn' && s.drawing ? (
      <Image src={s.drawing} alt={t('planPage.signature.drawnOf', { name: s.name })} h={36} w="auto" fit="contain" />
    ) : (
      <Text size="sm" fs="italic">
        {t('planPage.signature.typedAs', { name: s.typed_name ?? '' })}
      </Text>
    );
  return (
    <Stack gap={2}>
      {mark}
      <Text size="xs" c="dimmed">
        {s.method === 'guardian'
          ? t('planPage.signature.byGuardian', { name: s.recorded_by?.name || t('planPage.signature.someone'), time: formatDateTime(s.created_at, lang) })
          : s.signer
            ? t('planPage.signature.signedIn')
            : t('planPage.signature.recordedBy', { name: s.recorded_by?.name || t('planPage.signature.someone') })}
      </Text>
    </Stack>
  );
}

export function SignaturesSection({ plan }: { plan: TSupportPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const final = plan.status === 'final' && plan.last_revision !== null;
  const list = useSignatures(plan.id, final);
  const [adding, setAdding] = useState<'self' | 'paper' | null>(null);
  const [removing, setRemoving] = useState<TPlanSignature | null>(null);
  const data = list.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="plan-signatures-title" data-testid="plan-signatures">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4" id="plan-signatures-title">
            {t('planPage.signature.title')}
          </Title>
          {final && data && (
            <Badge variant="light" color={data.items.length >= data.expected ? 'green' : 'yellow'} data-testid="signature-count">
              {t('planPage.signature.count', { count: data.items.length, expected: data.expected })}
            </Badge>
          )}
        </Group>
        {final && data && (data.abilities.sign || data.abilities.record_paper) && (
          <Group gap="xs">
            {data.abilities.sign && (
              <Button variant="light" leftSection={<IconSignature size={16} aria-hidden />} onClick={() => setAdding('self')}>
                {t('planPage.signature.signSelf')}
              </Button>
            )}
            {data.abilities.record_paper && (
              <Button variant="light" leftSection={<IconFileText size={16} aria-hidden />} onClick={() => setAdding('paper')}>
                {t('planPage.signature.recordPaper')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {!final ? (
        <Text size="sm" c="dimmed">
          {t('planPage.signature.afterFinalising')}
        </Text>
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <LoadingState lines={2} />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('planPage.signature.ofRevision', { number: data.revision ?? plan.last_revision?.number ?? 1 })}
          </Text>
          {data.items.length === 0 ? (
            <Text size="sm">{t('planPage.signature.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={600}>
              <Table>
                <Table.Caption>{t('planPage.signature.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('planPage.signature.name')}</Table.Th>
                    <Table.Th scope="col">{t('planPage.signature.role')}</Table.Th>
                    <Table.Th scope="col">{t('planPage.signature.date')}</Table.Th>
                    <Table.Th scope="col">{t('planPage.signature.method')}</Table.Th>
                    {data.abilities.remove && <Table.Th scope="col">{t('planPage.signature.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>{s.role || '—'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(s.signed_on, lang)}</Table.Td>
                      <Table.Td>
                        <SignatureCell s={s} />
                      </Table.Td>
                      {data.abilities.remove && (
                        <Table.Td>
                          <ActionIcon variant="subtle" color="red" aria-label={t('planPage.signature.removeOf', { name: s.name })} onClick={() => setRemoving(s)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {/* Guardians sign through a link (issue 24): for whoever manages the signatures. */}
          {data.abilities.record_paper && <GuardianRequests plan={plan} />}
        </Stack>
      )}
      {adding === 'self' && <SignSelfDialog plan={plan} onClose={() => setAdding(null)} />}
      {adding === 'paper' && (
        <PaperSignatureDialog plan={plan} roles={plan.home.team_roles.map((r) => ({ value: String(r.key), label: labelOf(lang, r) }))} onClose={() => setAdding(null)} />
      )}
      <RemoveSignatureDialog plan={plan} signature={removing} onClose={() => setRemoving(null)} />
    </Paper>
  );
}

/** Signing as oneself: the name and role the plan's team gives the signed-in account, today; typed or drawn. */
function SignSelfDialog({ plan, onClose }: { plan: TSupportPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ctx = usePlanContext();
  const add = useAddSignature(plan.id);
  const member = plan.home.team.find((m) => m.inside && m.user_id === ctx.user.id);
  const role = plan.home.team_roles.find((r) => r.key === member?.role_key);
  const [method, setMethod] = useState<'typed' | 'drawn'>('typed');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const body = method === 'typed' ? { method } : { method, drawing };
  const parsed = ZCreateSignature.safeParse(body);
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, Object.values(PLAN_MSG)) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    add.mutate(parsed.data, { onSuccess: onClose });
  };
  const name = member?.name ?? '';
  return (
    <Modal opened onClose={onClose} title={t('planPage.signature.signSelfTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('planPage.signature.signSelfBody', { number: plan.last_revision?.number ?? 1 })}</Text>
          <Paper withBorder p="sm" radius="sm" data-testid="signer">
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <Text size="sm">{role ? labelOf(lang, role) : '—'}</Text>
            <Text size="sm" c="dimmed">
              {t('planPage.signature.signedToday', { date: formatDate(ctx.user.current_date.slice(0, 10), lang) })}
            </Text>
          </Paper>
          <Radio.Group label={t('planPage.signature.method')} value={method} onChange={(v) => setMethod(v === 'drawn' ? 'drawn' : 'typed')}>
            <Group mt={6}>
              <Radio value="typed" label={t('planPage.signature.typed')} />
              <Radio value="drawn" label={t('planPage.signature.drawn')} />
            </Group>
          </Radio.Group>
          {method === 'typed' ? (
            <Text size="sm" fs="italic" data-testid="typed-preview">
              {t('planPage.signature.typedAs', { name })}
            </Text>
          ) : (
            <SignaturePad label={t('planPage.signature.drawHere')} value={drawing} onChange={setDrawing} error={errors.drawing ?? serverFieldError(t, add.error, 'drawing')} />
          )}
          <DialogActions onCancel={onClose} label={t('planPage.signature.signConfirm')} loading={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

const OTHER = 'other';

/** A signature given on paper, recorded by a coordinator: who signed, in which role, on which day. */
function PaperSignatureDialog({ plan, roles, onClose }: { plan: TSupportPlan; roles: { value: string; label: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const ctx = usePlanContext();
  const today = ctx.user.current_date.slice(0, 10);
  const add = useAddSignature(plan.id);
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(roles[0]?.value ?? OTHER);
  const [roleText, setRoleText] = useState('');
  const [date, setDate] = useState(today);
  const [checked, setChecked] = useState(false);
  // A team member's name brings their role (still changeable).
  const changeName = (value: string) => {
    setName(value);
    const member = plan.home.team.find((m) => m.name.trim().toLowerCase() === value.trim().toLowerCase());
    if (member && roles.some((r) => r.value === String(member.role_key))) setRole(String(member.role_key));
  };
  const body = {
    method: 'paper' as const,
    name,
    role_key: role === OTHER ? null : Number(role),
    ...(role === OTHER ? { role: roleText } : {}),
    signed_on: date,
  };
  const parsed = ZCreateSignature.safeParse(body);
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, Object.values(PLAN_MSG)) : {};
  const future = checked && date > today ? t(PLAN_MSG.future) : null;
  const err = (field: string) => errors[field] ?? serverFieldError(t, add.error, field);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!parsed.success || date > today) return;
    add.mutate(parsed.data, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t('planPage.signature.paperTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('planPage.signature.paperBody', { number: plan.last_revision?.number ?? 1, name: ctx.user.full_name })}</Text>
          <TextInput label={t('planPage.signature.signerName')} value={name} onChange={(e) => changeName(e.currentTarget.value)} required error={err('name')} data-autofocus />
          <Select
            label={t('planPage.signature.role')}
            data={[...roles, { value: OTHER, label: t('planPage.signature.otherRole') }]}
            value={role}
            onChange={(v) => v && setRole(v)}
            allowDeselect={false}
            error={err('role_key')}
          />
          {role === OTHER && <TextInput label={t('planPage.signature.roleText')} value={roleText} onChange={(e) => setRoleText(e.currentTarget.value)} error={err('role')} />}
          <DateField label={t('planPage.signature.paperDate')} value={date} onChange={setDate} max={today} required error={future ?? err('signed_on')} />
          <DialogActions onCancel={onClose} label={t('planPage.signature.paperSave')} loading={add.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveSignatureDialog({ plan, signature, onClose }: { plan: TSupportPlan; signature: TPlanSignature | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveSignature(plan.id);
  return (
    <Modal opened={signature !== null} onClose={onClose} title={t('planPage.signature.removeTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconSignature size={20} aria-hidden />
          <Text size="sm">{t('planPage.signature.removeBody', { name: signature?.name ?? '' })}</Text>
        </Group>
        <DialogActions
          onCancel={onClose}
          label={t('planPage.signature.removeConfirm')}
          color="red"
          loading={remove.isPending}
          onConfirm={() => signature && remove.mutate(signature.id, { onSuccess: onClose })}
        />
      </Stack>
    </Modal>
  );
}
