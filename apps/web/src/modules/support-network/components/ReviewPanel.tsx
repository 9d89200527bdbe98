/**
 * Reviewing a proposal (a school's leaders) or a submission (super admins): approve it, with an optional
 * word for its author, or return it with the comment that says why (required); each in a dialog that
 * confirms. "Edit first" opens the form and comes back here. Shown only when the abilities allow it.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPencil } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { SUPPORT_COMMENT_MAX, SUPPORT_MSG } from '@ss/domain/contracts/supports';
import { isApiError } from '../../../lib/api.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { useSupportStep } from '../hooks/useSupportMutations.ts';

interface Props {
  support: TSupport;
  editTo: string;
  /** Where to go once reviewed. */
  after: string;
}

function ReviewDialog({ support, kind, onClose, onDone }: { support: TSupport; kind: 'approve' | 'return'; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const [stale, setStale] = useState(false);
  const step = useSupportStep(support.id, (error) => (isApiError(error, 'conflict') ? (setStale(true), true) : false));
  const missing = kind === 'return' && !comment.trim();
  const error = checked && missing ? t(SUPPORT_MSG.comment) : serverFieldError(t, step.error, 'comment');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing) return;
    step.mutate({ step: kind, version: support.version, comment: comment.trim() || null }, { onSuccess: onDone });
  };
  return (
    <Modal opened onClose={onClose} title={t(`supports.review.${kind}.title`)} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {stale && (
            <Alert color="orange" role="alert">
              {t('supports.conflict.body')}
            </Alert>
          )}
          <Text size="sm">{t(`supports.review.${kind}.body`)}</Text>
          <Textarea
            label={t(kind === 'return' ? 'supports.review.returnComment' : 'supports.review.approveComment')}
            required={kind === 'return'}
            value={comment}
            maxLength={SUPPORT_COMMENT_MAX}
            autosize
            minRows={3}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <DialogActions onCancel={onClose} label={t(`supports.review.${kind}.action`)} color={kind === 'return' ? 'orange' : 'green'} loading={step.isPending} disabled={stale} />
        </Stack>
      </form>
    </Modal>
  );
}

export function ReviewPanel({ support, editTo, after }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'approve' | 'return' | null>(null);
  const a = support.abilities;
  if (!a.approve && !a.return)
    return (
      <Alert color="gray" variant="light">
        {t('supports.review.notWaiting')}
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="sm">
        <Text fw={600}>{t('supports.review.question')}</Text>
        <Group gap="sm">
          {a.approve && (
            <Button color="green" leftSection={<IconCheck size={16} aria-hidden />} onClick={() => setAsking('approve')}>
              {t('supports.review.approve.action')}
            </Button>
          )}
          {a.return && (
            <Button color="orange" variant="light" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={() => setAsking('return')}>
              {t('supports.review.return.action')}
            </Button>
          )}
          {a.update && (
            <Button component={Link} to={editTo} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
              {t('supports.review.editFirst')}
            </Button>
          )}
        </Group>
      </Stack>
      {asking && <ReviewDialog support={support} kind={asking} onClose={() => setAsking(null)} onDone={() => void navigate(after)} />}
    </Paper>
  );
}
