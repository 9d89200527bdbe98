/**
 * A guardian's signature page (issue 24, section 1), opened from an e-mail with no account: that plan revision
 * only, as accessible HTML (headings, lists, tables) and as a PDF, in English or French (the language the school
 * chose, switchable); a sign form (the full name typed and an explicit consent box) and a decline form (a comment,
 * confirmed). Used, expired and withdrawn links say so plainly. Nothing here leads into the product: no
 * navigation, no other student. Its strings are in the base catalogue (ui-guardian-sign).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Divider, Group, List, Paper, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_MSG, ZGuardianSignBody, type TGuardianPlanView } from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { useChangeLanguage } from '../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { guardianPdfUrl } from './api.ts';
import { useGuardianDecline, useGuardianPlan, useGuardianSign } from './hooks.ts';

/** Which plain state a refusal means. */
function refusalKey(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 429) return 'guardianSign.throttled';
  if (error.message === GUARDIAN_MSG.linkUsed) return 'guardianSign.used';
  if (error.message === GUARDIAN_MSG.linkRevoked) return 'guardianSign.revoked';
  if (error.status === 410 || error.status === 404 || error.status === 400) return 'guardianSign.expired';
  return null;
}

export function GuardianSignPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const plan = useGuardianPlan(token, language, changeLanguage);
  const [answer, setAnswer] = useState<'signed' | 'declined' | null>(null);

  if (!token)
    return (
      <Alert color="red" role="alert">
        {t('guardianSign.noToken')}
      </Alert>
    );
  if (answer)
    return (
      <Alert color={answer === 'signed' ? 'green' : 'blue'} role="status" data-testid="guardian-answer">
        {t(answer === 'signed' ? 'guardianSign.signed' : 'guardianSign.declined')}
      </Alert>
    );
  const refusal = refusalKey(plan.error);
  if (refusal)
    return (
      <Alert color="yellow" role="alert" data-testid="guardian-refusal">
        {t(refusal)}
      </Alert>
    );
  if (plan.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{t('guardianSign.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void plan.refetch()} w="fit-content">
            {t('guardianSign.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const data = plan.data;
  if (!data)
    return (
      <Text aria-live="polite" role="status">
        {t('guardianSign.loading')}
      </Text>
    );
  return (
    <Stack gap="lg">
      <PlanView plan={data} token={token} />
      <Divider />
      <SignForm token={token} onDone={() => setAnswer('signed')} />
      <DeclineForm token={token} onDone={() => setAnswer('declined')} />
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
        {value.trim() || t('guardianSign.notWritten')}
      </Text>
    </div>
  );
}

/** The revision as the PDF shows it, as HTML: headings in order, lists and a table. */
function PlanView({ plan, token }: { plan: TGuardianPlanView; token: string }) {
  const { t } = useTranslation();
  const lang = plan.language;
  const day = (d: string | null) => (d ? formatDate(d, lang) : '—');
  const student = `${plan.student.first_name} ${plan.student.last_name}`.trim();
  const introArgs = { name: plan.guardian_name, sender: plan.sent_by ?? '', student, school: plan.school_name, year: plan.school_year };
  return (
    <Stack gap="md" component="article" aria-labelledby="guardian-plan-title" lang={lang}>
      <Text>{t(plan.sent_by ? 'guardianSign.intro' : 'guardianSign.introNoSender', introArgs)}</Text>
      <Text size="sm" c="dimmed">
        {t('guardianSign.until', { date: formatDate(plan.expires_at, lang) })}
      </Text>
      <Anchor href={guardianPdfUrl(token, lang)} target="_blank" rel="noreferrer noopener" data-testid="guardian-pdf">
        <Group gap={6} component="span">
          <IconDownload size={16} aria-hidden />
          <span>{t('guardianSign.pdf')}</span>
          <Text component="span" size="xs" c="dimmed">
            ({t('guardianSign.pdfHint')})
          </Text>
        </Group>
      </Anchor>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <div>
            <Title order={2} id="guardian-plan-title">
              {plan.template.name}
            </Title>
            <Text size="sm" c="dimmed">
              {plan.district_name} · {plan.school_name} · {plan.school_year}
            </Text>
            <Text size="sm" c="dimmed">
              {t('guardianSign.revision', { number: plan.revision.number, date: formatDate(plan.revision.finalised_at, lang) })}
            </Text>
          </div>
          {plan.template.wording.trim() && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {plan.template.wording}
            </Text>
          )}
          <section aria-labelledby="gs-student">
            <Title order={3} size="h4" id="gs-student">
              {t('guardianSign.student')}
            </Title>
            <Text data-testid="guardian-student">
              {student}
              {plan.student.grade ? ` · ${t('guardianSign.grade', { grade: plan.student.grade })}` : ''}
            </Text>
          </section>
          {plan.information.length > 0 && (
            <section aria-labelledby="gs-information">
              <Title order={3} size="h4" id="gs-information">
                {t('guardianSign.information')}
              </Title>
              <Stack gap="xs" component="dl" m={0}>
                {plan.information.map((f, i) => (
                  <Field key={i} label={f.label} value={f.value} />
                ))}
              </Stack>
            </section>
          )}
          <section aria-labelledby="gs-team">
            <Title order={3} size="h4" id="gs-team">
              {t('guardianSign.team')}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('guardianSign.teamName')}</Table.Th>
                  <Table.Th scope="col">{t('guardianSign.teamRole')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.team.map((m, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.role}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
          {plan.review_dates.length > 0 && (
            <section aria-labelledby="gs-reviews">
              <Title order={3} size="h4" id="gs-reviews">
                {t('guardianSign.reviews')}
              </Title>
              <List size="sm">
                {plan.review_dates.map((r, i) => (
                  <List.Item key={i}>{r.done ? t('guardianSign.reviewDone', { date: day(r.date) }) : day(r.date)}</List.Item>
                ))}
              </List>
            </section>
          )}
          {plan.assessments && plan.assessments.length > 0 && (
            <section aria-labelledby="gs-assessments">
              <Title order={3} size="h4" id="gs-assessments">
                {t('guardianSign.assessments')}
              </Title>
              <Stack gap="sm">
                {plan.assessments.map((a, i) => (
                  <div key={i}>
                    <Title order={4} size="h5">
                      {a.name} {a.date ? `(${day(a.date)})` : ''}
                    </Title>
                    {a.assessor && <Text size="sm">{t('guardianSign.assessor', { name: a.assessor_role ? `${a.assessor}, ${a.assessor_role}` : a.assessor })}</Text>}
                    <Stack gap="xs" component="dl" m={0}>
                      <Field label={t('guardianSign.summary')} value={a.summary} />
                      <Field label={t('guardianSign.recommendations')} value={a.recommendations} />
                    </Stack>
                  </div>
                ))}
              </Stack>
            </section>
          )}
          {plan.goals && plan.goals.length > 0 && (
            <section aria-labelledby="gs-goals">
              <Title order={3} size="h4" id="gs-goals">
                {t('guardianSign.goals')}
              </Title>
              <Stack gap="sm">
                {plan.goals.map((g, i) => (
                  <div key={i}>
                    <Title order={4} size="h5">
                      {t('guardianSign.goal', { number: i + 1 })}
                      {g.focus_area ? ` · ${g.focus_area}` : ''}
                    </Title>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {g.goal}
                    </Text>
                    <Stack gap="xs" component="dl" m={0}>
                      <Field label={t('guardianSign.criteria')} value={g.criteria} />
                      <Field label={t('guardianSign.responsible')} value={g.responsible} />
                      <Field label={t('guardianSign.targetDate')} value={g.target_date ? day(g.target_date) : ''} />
                      {g.supports.length > 0 && <Field label={t('guardianSign.supports')} value={g.supports.join(', ')} />}
                    </Stack>
                    {g.sub_goals.length > 0 && (
                      <>
                        <Text size="sm" fw={600}>
                          {t('guardianSign.subGoals')}
                        </Text>
                        <List size="sm">
                          {g.sub_goals.map((s, j) => (
                            <List.Item key={j}>
                              {s.text}
                              {s.target_date ? ` (${day(s.target_date)})` : ''}
                            </List.Item>
                          ))}
                        </List>
                      </>
                    )}
                    {g.reviews.length > 0 && (
                      <>
                        <Text size="sm" fw={600}>
                          {t('guardianSign.goalReviews')}
                        </Text>
                        <List size="sm">
                          {g.reviews.map((r, j) => (
                            <List.Item key={j}>
                              {day(r.date)} · {t(`guardianSign.rating.${r.rating}`)}
                              {r.comment ? ` · ${r.comment}` : ''}
                            </List.Item>
                          ))}
                        </List>
                      </>
                    )}
                  </div>
                ))}
              </Stack>
            </section>
          )}
          {plan.transitions && plan.transitions.length > 0 && (
            <section aria-labelledby="gs-transitions">
              <Title order={3} size="h4" id="gs-transitions">
                {t('guardianSign.transitions')}
              </Title>
              <Stack gap="sm">
                {plan.transitions.map((tr, i) => (
                  <div key={i}>
                    <Title order={4} size="h5">
                      {t(`guardianSign.transition.${tr.kind}`)}
                    </Title>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {tr.description}
                    </Text>
                    {tr.steps.length > 0 && (
                      <List size="sm">
                        {tr.steps.map((s, j) => (
                          <List.Item key={j}>
                            {s.text}
                            {s.who ? ` · ${s.who}` : ''}
                            {s.date ? ` · ${day(s.date)}` : ''}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </div>
                ))}
              </Stack>
            </section>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function SignForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [checked, setChecked] = useState(false);
  const sign = useGuardianSign(token);
  const parsed = ZGuardianSignBody.safeParse({ token, full_name: fullName, consent });
  const fieldError = (name: string) => {
    if (!checked || parsed.success) return null;
    const issue = parsed.error.issues.find((i) => i.path[0] === name);
    return issue ? t(issue.message) : null;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!parsed.success) return;
    sign.mutate(parsed.data.full_name, { onSuccess: onDone });
  };
  const refusal = refusalKey(sign.error);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="gs-sign">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="gs-sign">
            {t('guardianSign.signTitle')}
          </Title>
          <TextInput
            label={t('guardianSign.fullName')}
            description={t('guardianSign.fullNameHint')}
            value={fullName}
            onChange={(e) => setFullName(e.currentTarget.value)}
            required
            autoComplete="name"
            error={fieldError('full_name')}
          />
          <Checkbox label={t('guardianSign.consent')} checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} error={fieldError('consent')} required />
          {sign.isError && (
            <Alert color="red" role="alert">
              {t(refusal ?? 'guardianSign.failed')}
            </Alert>
          )}
          <Button type="submit" loading={sign.isPending} w="fit-content">
            {t('guardianSign.signButton')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function DeclineForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [confirming, setConfirming] = useState(false);
  const decline = useGuardianDecline(token);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!confirming) return setConfirming(true);
    decline.mutate(comment, { onSuccess: onDone });
  };
  const refusal = refusalKey(decline.error);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="gs-decline">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="gs-decline">
            {t('guardianSign.declineTitle')}
          </Title>
          <Text size="sm">{t('guardianSign.declineIntro')}</Text>
          <Textarea label={t('guardianSign.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={3} maxLength={2000} />
          {decline.isError && (
            <Alert color="red" role="alert">
              {t(refusal ?? 'guardianSign.failed')}
            </Alert>
          )}
          {confirming ? (
            <Stack gap="xs" role="group" aria-label={t('guardianSign.declineTitle')}>
              <Text size="sm" fw={600}>
                {t('guardianSign.declineConfirm')}
              </Text>
              <Group>
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('guardianSign.cancel')}
                </Button>
                <Button type="submit" color="red" loading={decline.isPending} ref={confirmRef}>
                  {t('guardianSign.declineYes')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button type="submit" variant="outline" color="red" w="fit-content">
              {t('guardianSign.declineButton')}
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
