/**
 * What a support's page lets the caller do, read from the support's abilities (never from roles):
 * review it, edit it (or edit and propose again), submit it to the shared network, archive or restore
 * it, delete it. Archive and delete ask first; a submission takes an optional word for the reviewers.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArchive, IconArrowBackUp, IconChecks, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupport } from '@ss/domain';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { useDeleteSupport, useSubmitSupport, useSupportStep } from '../hooks/useSupportMutations.ts';

interface Props {
  support: TSupport;
  editTo: string;
  /** The review page, for those who approve it. */
  reviewTo?: string;
  /** Where to go once it is deleted. */
  afterDelete: string;
}

const COMMENT_MAX = 2000;

function SubmitDialog({ support, onClose }: { support: TSupport; onClose: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const submit = useSubmitSupport(support.id);
  return (
    <Modal opened onClose={onClose} title={t('supports.submit.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit.mutate(comment.trim() || null, { onSuccess: onClose });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('supports.submit.body')}</Text>
          <Textarea
            label={t('supports.submit.comment')}
            value={comment}
            maxLength={COMMENT_MAX}
            autosize
            minRows={3}
            onChange={(e) => setComment(e.currentTarget.value)}
            error={serverFieldError(t, submit.error, 'comment')}
            data-autofocus
          />
          <DialogActions onCancel={onClose} label={t('supports.submit.action')} loading={submit.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

export function SupportActions({ support: s, editTo, reviewTo, afterDelete }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const step = useSupportStep(s.id);
  const remove = useDeleteSupport();
  const a = s.abilities;

  const confirm = (kind: 'archive' | 'delete') =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t(`supports.${kind}.title`),
      children: <Text size="sm">{t(`supports.${kind}.confirm`)}</Text>,
      labels: { confirm: t(`supports.${kind}.action`), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => (kind === 'delete' ? remove.mutate(s.id, { onSuccess: () => void navigate(afterDelete) }) : step.mutate({ step: 'archive', version: s.version })),
    });

  const any = a.approve || a.update || a.propose || a.submit || a.archive || a.restore || a.delete;
  if (!any) return null;
  return (
    <Group gap="sm">
      {a.approve && reviewTo && (
        <Button component={Link} to={reviewTo} leftSection={<IconChecks size={16} aria-hidden />}>
          {t('supports.review.open')}
        </Button>
      )}
      {a.update && (
        <Button component={Link} to={editTo} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          {t(s.status === 'returned' && a.propose ? 'supports.editAndPropose' : 'supports.edit')}
        </Button>
      )}
      {a.submit && (
        <Button variant="light" leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSubmitting(true)}>
          {t('supports.submit.open')}
        </Button>
      )}
      {a.restore && (
        <Button
          variant="light"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          loading={step.isPending}
          onClick={() => step.mutate({ step: 'restore', version: s.version })}
        >
          {t('supports.restore')}
        </Button>
      )}
      {a.archive && (
        <Button variant="light" color="orange" leftSection={<IconArchive size={16} aria-hidden />} loading={step.isPending} onClick={() => confirm('archive')}>
          {t('supports.archive.action')}
        </Button>
      )}
      {a.delete && (
        <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => confirm('delete')}>
          {t('supports.delete.action')}
        </Button>
      )}
      {submitting && <SubmitDialog support={s} onClose={() => setSubmitting(false)} />}
    </Group>
  );
}
