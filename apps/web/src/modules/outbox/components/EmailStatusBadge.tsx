import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSentEmail } from '@ss/domain';

const COLORS: Record<TSentEmail['status'], string> = { queued: 'gray', sent: 'green', stored: 'blue', failed: 'red' };

export function EmailStatusBadge({ status }: { status: TSentEmail['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`outbox.status.${status}`)}
    </Badge>
  );
}
