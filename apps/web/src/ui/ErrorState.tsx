import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** A catalogue key, usually ApiError.message. */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ message = 'Could not get data.', onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('common.errorTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(message)}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
