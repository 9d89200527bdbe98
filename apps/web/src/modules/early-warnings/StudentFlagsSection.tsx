/**
 * The profile's early warnings (issue 22, section 2): the student's open flags with their reasons, and for those
 * who write the student's notes an Acknowledge button that asks for a comment. An acknowledged flag stays listed
 * (with who, when and why) until its cause is gone.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZAcknowledgeFlag, type TEarlyWarningFlag } from '@ss/domain/contracts/early-warnings';
import { serverFieldError } from '../../lib/form-errors.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { checkFields } from '../../ui/schema-errors.ts';
import { useAcknowledgeFlag, useEarlyWarningFlags } from './hooks.ts';
import { flagName, flagReason } from './reason.ts';

const day = (lang: 'en' | 'fr', iso: string) => new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }).format(new Date(iso));

function AcknowledgeDialog({ flag, onClose }: { flag: TEarlyWarningFlag | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const acknowledge = useAcknowledgeFlag();
  const error = checked ? checkFields(t, ZAcknowledgeFlag, { comment }).comment : null;
  const close = () => {
    setComment('');
    setChecked(false);
    acknowledge.reset();
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!flag || checkFields(t, ZAcknowledgeFlag, { comment }).comment) return;
    acknowledge.mutate({ id: flag.id, comment: comment.trim() }, { onSuccess: close });
  };
  return (
    <Modal
      opened={flag !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={flag ? t('earlyWarnings.acknowledgeTitle', { name: flagName(flag, lang) }) : ''}
      centered
    >
      {flag && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{flagReason(t, lang, flag)}</Text>
            <Textarea
              label={t('earlyWarnings.comment')}
              description={t('earlyWarnings.acknowledgeHint')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              error={error ?? serverFieldError(t, acknowledge.error, 'comment')}
              required
              autosize
              minRows={2}
              maxRows={6}
              data-autofocus
            />
            <DialogActions onCancel={close} label={t('earlyWarnings.acknowledge')} loading={acknowledge.isPending} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

export function StudentFlagsSection({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const flags = useEarlyWarningFlags({ student: studentId });
  const [acknowledging, setAcknowledging] = useState<TEarlyWarningFlag | null>(null);
  const list = flags.data?.results ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="early-warnings-title" data-testid="early-warnings-section">
      <Title order={2} size="h4" id="early-warnings-title" mb="sm">
        {t('earlyWarnings.profile.title')}
      </Title>
      <Stack gap="xs">
        {flags.isError && (
          <Text size="sm" c="red.8">
            {t('earlyWarnings.profile.loadError')}
          </Text>
        )}
        {flags.isSuccess && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('earlyWarnings.profile.empty')}
          </Text>
        )}
        {list.map((f) => (
          <Alert key={f.id} color="orange" variant="light" icon={<IconFlag aria-hidden />} data-testid="early-warning">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {flagName(f, lang)}
                </Text>
                <Text size="sm">{flagReason(t, lang, f)}</Text>
                <Text size="xs" c="dimmed">
                  {t('earlyWarnings.profile.since', { date: day(lang, f.opened_at) })}
                </Text>
                {f.acknowledged_at && (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {t('earlyWarnings.profile.acknowledgedBy', { name: f.acknowledged_by?.name ?? '—', date: day(lang, f.acknowledged_at), comment: f.comment ?? '' })}
                  </Text>
                )}
              </Stack>
              {f.abilities.acknowledge && (
                <Button size="compact-sm" variant="default" onClick={() => setAcknowledging(f)} aria-label={t('earlyWarnings.acknowledgeNamed', { name: flagName(f, lang) })}>
                  {t('earlyWarnings.acknowledge')}
                </Button>
              )}
            </Group>
          </Alert>
        ))}
      </Stack>
      <AcknowledgeDialog flag={acknowledging} onClose={() => setAcknowledging(null)} />
    </Paper>
  );
}
