/**
 * Guardians sign a final plan themselves (issue 24, section 1), in the plan's signatures section, for whoever
 * manages its signatures: "Send to a guardian for signature" (a guardian from the plan's team, their e-mail
 * address, the language of the e-mail and of the plan they read; then a confirmation), and the requests with their
 * status (pending, expired, withdrawn, signed, declined with the guardian's comment), each pending one withdrawable
 * (confirmed).
 */
import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, Radio, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZCreateGuardianRequest, type GuardianRequestStatus, type TGuardianRequest, type TGuardianRequestList, type TSupportPlan } from '@ss/domain';
import { formatDateTime } from '@ss/domain/language';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import { useGuardianRequests, useRevokeGuardianRequest, useSendGuardianRequest } from './hooks.ts';

const STATUS_COLOR: Record<GuardianRequestStatus, string> = { pending: 'blue', expired: 'gray', revoked: 'gray', signed: 'green', declined: 'red' };

export function GuardianRequests({ plan }: { plan: TSupportPlan }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useGuardianRequests(plan.id, true);
  const [sending, setSending] = useState(false);
  const [revoking, setRevoking] = useState<TGuardianRequest | null>(null);
  const data = list.data;
  return (
    <Stack gap="xs" mt="md" data-testid="guardian-requests">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('planPage.guardian.title')}
        </Title>
        {data?.abilities.send && (
          <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setSending(true)}>
            {t('planPage.guardian.send')}
          </Button>
        )}
      </Group>
      {list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !data ? (
        <LoadingState lines={1} />
      ) : data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('planPage.guardian.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Caption>{t('planPage.guardian.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('planPage.guardian.guardian')}</Table.Th>
                <Table.Th scope="col">{t('planPage.guardian.sentOn')}</Table.Th>
                <Table.Th scope="col">{t('planPage.guardian.status')}</Table.Th>
                <Table.Th scope="col">{t('planPage.signature.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="guardian-request">
                  <Table.Td>
                    <Text size="sm">{r.guardian_name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.email} · {t(`planPage.guardian.language.${r.language}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(r.created_at, lang)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('planPage.guardian.by', { name: r.sent_by?.name || t('planPage.signature.someone'), number: r.revision })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[r.status]}>
                      {t(`planPage.guardian.status.${r.status}`)}
                    </Badge>
                    {r.status === 'pending' && (
                      <Text size="xs" c="dimmed">
                        {t('planPage.guardian.until', { date: formatDateTime(r.expires_at, lang) })}
                      </Text>
                    )}
                    {r.status === 'declined' && r.decline_comment && (
                      <Text size="xs" data-testid="decline-comment">
                        {t('planPage.guardian.comment', { comment: r.decline_comment })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.abilities.revoke ? (
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRevoking(r)} aria-label={t('planPage.guardian.revokeOf', { name: r.guardian_name })}>
                        {t('planPage.guardian.revoke')}
                      </Button>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sending && data && <SendDialog plan={plan} data={data} onClose={() => setSending(false)} />}
      <RevokeDialog plan={plan} request={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

/** A guardian from the team, their address and the language; then what will be sent, to confirm. */
function SendDialog({ plan, data, onClose }: { plan: TSupportPlan; data: TGuardianRequestList; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const send = useSendGuardianRequest(plan.id);
  const [member, setMember] = useState<string | null>(data.guardians[0] ? String(data.guardians[0].member) : null);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'en' | 'fr'>(lang);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const parsed = ZCreateGuardianRequest.safeParse({ member: member === null ? undefined : Number(member), email, language });
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, []) : {};
  const err = (field: string) => errors[field] ?? serverFieldError(t, send.error, field);
  const guardian = data.guardians.find((g) => String(g.member) === member);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    if (!confirming) return setConfirming(true);
    send.mutate(parsed.data, { onSuccess: onClose, onError: () => setConfirming(false) });
  };
  return (
    <Modal opened onClose={onClose} title={t('planPage.guardian.sendTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {data.guardians.length === 0 ? (
            <Text size="sm">{t('planPage.guardian.noGuardian')}</Text>
          ) : confirming && guardian ? (
            <Text size="sm" data-testid="guardian-confirm">
              {t('planPage.guardian.confirm', {
                number: plan.last_revision?.number ?? 1,
                name: guardian.name,
                email: parsed.success ? parsed.data.email : email,
                language: t(`planPage.guardian.language.${language}`),
              })}
            </Text>
          ) : (
            <>
              <Text size="sm">{t('planPage.guardian.sendBody', { number: plan.last_revision?.number ?? 1 })}</Text>
              <Select
                label={t('planPage.guardian.guardian')}
                data={data.guardians.map((g) => ({ value: String(g.member), label: g.role ? `${g.name} (${g.role})` : g.name }))}
                value={member}
                onChange={setMember}
                allowDeselect={false}
                required
                error={err('member')}
              />
              <TextInput
                label={t('planPage.guardian.email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                required
                error={err('email')}
                data-autofocus
              />
              <Radio.Group label={t('planPage.guardian.languageLabel')} value={language} onChange={(v) => setLanguage(v === 'fr' ? 'fr' : 'en')}>
                <Group mt={6}>
                  <Radio value="en" label={t('planPage.guardian.language.en')} />
                  <Radio value="fr" label={t('planPage.guardian.language.fr')} />
                </Group>
              </Radio.Group>
            </>
          )}
          <DialogActions
            onCancel={confirming ? () => setConfirming(false) : onClose}
            label={confirming ? t('planPage.guardian.sendConfirm') : t('planPage.guardian.continue')}
            loading={send.isPending}
            disabled={data.guardians.length === 0}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function RevokeDialog({ plan, request, onClose }: { plan: TSupportPlan; request: TGuardianRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const revoke = useRevokeGuardianRequest(plan.id);
  return (
    <Modal opened={request !== null} onClose={onClose} title={t('planPage.guardian.revokeTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text size="sm">{t('planPage.guardian.revokeBody', { name: request?.guardian_name ?? '' })}</Text>
        <DialogActions
          onCancel={onClose}
          label={t('planPage.guardian.revokeConfirm')}
          color="red"
          loading={revoke.isPending}
          onConfirm={() => request && revoke.mutate(request.id, { onSuccess: onClose })}
        />
      </Stack>
    </Modal>
  );
}
