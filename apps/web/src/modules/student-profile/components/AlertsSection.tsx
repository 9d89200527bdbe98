/** Open alerts of the student: add (note writers) and close with confirmation (abilities.close). */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZAlertBody, type TAlert, type TStudentProfile } from '@ss/domain/contracts/student-profile';
import { checkFields } from '../../../ui/schema-errors.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { formatDate } from '../api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { useAddAlert, useCloseAlert } from '../hooks.ts';

export function AlertsSection({ profile }: { profile: TStudentProfile }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = profile.student.id;
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [closing, setClosing] = useState<TAlert | null>(null);
  const add = useAddAlert(id);
  const close = useCloseAlert();
  const textError = checkFields(t, ZAlertBody, { text }).text;
  const localError = checked ? textError : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (textError) return;
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setChecked(false);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="alerts-title">
      <Title order={2} size="h4" id="alerts-title" mb="sm">
        {t('profile.alerts')}
      </Title>
      <Stack gap="xs">
        {profile.alerts.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('profile.noAlerts')}
          </Text>
        )}
        {profile.alerts.map((a) => (
          <Alert key={a.id} color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="student-alert">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {a.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('profile.alertBy', { name: a.created_by ? `${a.created_by.first_name} ${a.created_by.last_name}` : '—', date: formatDate(lang, a.created_at) })}
                </Text>
              </Stack>
              {a.abilities.close && (
                <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={() => setClosing(a)}>
                  {t('profile.closeAlert')}
                </Button>
              )}
            </Group>
          </Alert>
        ))}
        {profile.abilities.write_notes && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="xs">
              <Textarea
                label={t('profile.newAlert')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                error={localError ?? serverFieldError(t, add.error, 'text')}
                autosize
                minRows={1}
                maxRows={4}
                style={{ flex: 1 }}
              />
              <Button type="submit" mt={25} loading={add.isPending}>
                {t('profile.addAlert')}
              </Button>
            </Group>
          </form>
        )}
      </Stack>
      <Modal opened={closing !== null} onClose={() => setClosing(null)} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('profile.closeAlert')} centered>
        <Text mb="xs">{t('profile.closeAlertConfirm')}</Text>
        <Text size="sm" c="dimmed" mb="md">
          {closing?.text}
        </Text>
        <DialogActions
          onCancel={() => setClosing(null)}
          label={t('profile.closeAlert')}
          color="red"
          onConfirm={() => closing && close.mutate(closing.id, { onSuccess: () => setClosing(null) })}
          loading={close.isPending}
        />
      </Modal>
    </Paper>
  );
}
