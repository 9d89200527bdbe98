import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import type { TSentEmail } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';

interface SentEmailDetailProps {
  email: TSentEmail | null;
  onClose: () => void;
}

/** One message as it was sent: envelope and plain text. */
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
