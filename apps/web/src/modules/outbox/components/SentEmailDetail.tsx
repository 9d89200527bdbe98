import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@ss/domain/language';
import type { TSentEmail } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';

interface SentEmailDetailProps {
  email: TSentEmail | null;
  onClose: () => void;
}

type Attachment = TSentEmail['attachments'][number];

/** Saves an attachment as the file it was sent as (its text is in the answer: calendar files are small). */
function download(a: Attachment) {
  const url = URL.createObjectURL(new Blob([a.content], { type: a.content_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = a.filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** One message as it was sent: envelope, attachments (name, type, size; each downloadable) and plain text. */
export function SentEmailDetail({ email, onClose }: SentEmailDetailProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Modal opened={email !== null} onClose={onClose} title={email?.subject} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {email && (
        <Stack gap="md">
          <DetailList
            items={[
              { label: t('outbox.column.to'), value: email.to },
              { label: t('outbox.column.status'), value: <EmailStatusBadge status={email.status} /> },
              { label: t('outbox.column.created'), value: formatDateTime(email.created_at, lang) },
              { label: t('outbox.column.sent'), value: email.sent_at ? formatDateTime(email.sent_at, lang) : t('common.none') },
              {
                label: t('outbox.attachments'),
                value:
                  email.attachments.length === 0 ? (
                    t('outbox.noAttachments')
                  ) : (
                    <Stack gap={4} align="flex-start">
                      {email.attachments.map((a, i) => (
                        <Button key={i} size="compact-sm" variant="subtle" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => download(a)}>
                          {t('outbox.downloadAttachment', {
                            name: a.filename,
                            type: a.content_type.split(';')[0],
                            size: t('outbox.bytes', { size: formatNumber(a.size, lang) }),
                          })}
                        </Button>
                      ))}
                    </Stack>
                  ),
              },
            ]}
          />
          <Text component="pre" size="sm" p="md" bg="gray.0" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', borderRadius: 'var(--mantine-radius-md)' }}>
            {email.text}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
