import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUS_LABEL } from '@ss/domain/enums';
import type { SchoolStatus } from '@ss/domain';

const COLORS: Record<SchoolStatus, string> = { good: 'green', payment_pending: 'yellow', account_suspended: 'red' };

export function SchoolStatusBadge({ status }: { status: SchoolStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(SCHOOL_STATUS_LABEL[status])}
    </Badge>
  );
}
