/**
 * A restricted note as it shows outside its circle (issue 24, section 2): a lock and "Restricted note —
 * by {author}, on {date}", never the text (the server did not send it). Whoever may break the glass gets
 * "Read it anyway": a dialog asking for a reason and a confirmation, then the text, once, in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BREAK_GLASS_REASON_MAX, BREAK_GLASS_REASON_MIN, type TNoteRestriction } from '@ss/domain/contracts/restricted-notes';
import { formatDate } from '@ss/domain/language';
import { MSG } from '@ss/domain/validation-rules';
import { serverFieldError } from '../../lib/form-errors.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { breakGlass } from './api.ts';

/** "Restricted note — by …, on …" in the reader's language. */
export function usePlaceholderText(r: TNoteRestriction): string {
  const { t } = useTranslation();
  const lang = useLanguage();
  return t('restricted.placeholder', { author: r.author?.name || t('restricted.someone'), date: r.written_at ? formatDate(r.written_at, lang) : '' });
}

export function RestrictedPlaceholder({ restriction, label }: { restriction: TNoteRestriction; label?: string }) {
  const { t } = useTranslation();
  const text = usePlaceholderText(restriction);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-light)" data-testid="restricted-placeholder">
      <Stack gap={6}>
        {label && (
          <Text size="sm" fw={500}>
            {label}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap">
          <IconLock size={18} aria-hidden="true" />
          <Text size="sm">{text}</Text>
        </Group>
        {restriction.abilities.break_glass && (
          <Group>
            <Button size="compact-sm" variant="default" color="red" onClick={() => setOpen(true)}>
              {t('restricted.breakGlass')}
            </Button>
          </Group>
        )}
      </Stack>
      {open && <BreakGlassDialog restriction={restriction} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function BreakGlassDialog({ restriction, onClose }: { restriction: TNoteRestriction; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < BREAK_GLASS_REASON_MIN) {
      setError(t(trimmed ? MSG.minLength : MSG.required, { minlength: BREAK_GLASS_REASON_MIN }));
      return;
    }
    setBusy(true);
    try {
      const answer = await breakGlass(restriction.kind, restriction.ref, trimmed);
      setText(answer.text);
    } catch (err) {
      setError(serverFieldError(t, err, 'reason') ?? t('restricted.breakGlass.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('restricted.breakGlass.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {text === null ? (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden="true" />}>
              {t('restricted.breakGlass.intro')}
            </Alert>
            <Textarea
              label={t('restricted.breakGlass.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setError(null);
              }}
              required
              autosize
              minRows={2}
              maxLength={BREAK_GLASS_REASON_MAX}
              error={error}
              data-autofocus
            />
            <Checkbox label={t('restricted.breakGlass.confirm')} checked={confirmed} onChange={(e) => setConfirmed(e.currentTarget.checked)} />
            <DialogActions onCancel={onClose} label={t('restricted.breakGlass.submit')} loading={busy} disabled={!confirmed} color="red" />
          </Stack>
        </form>
      ) : (
        <Stack>
          <Text size="sm" fw={600}>
            {t('restricted.breakGlass.text')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="break-glass-text">
            {text}
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The placeholder as one line inside other text (a student panel's earlier notes). */
export function RestrictedLine({ restriction }: { restriction: TNoteRestriction }) {
  const text = usePlaceholderText(restriction);
  return (
    <Text span size="sm" c="dimmed" data-testid="restricted-placeholder">
      <IconLock size={14} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {text}
    </Text>
  );
}
