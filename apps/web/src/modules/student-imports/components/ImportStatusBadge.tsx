import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStudentImport } from '@ss/domain/contracts/student-imports';

const COLORS: Record<TStudentImport['status'], string> = { queued: 'gray', running: 'blue', failed: 'red', succeeded: 'green' };

export function ImportStatusBadge({ status }: { status: TStudentImport['status'] }) {
  const { t } = useTranslation();
  // Never shortened to an ellipsis in a narrow table column.
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast miw="fit-content">
      {t(`imports.status.${status}`)}
    </Badge>
  );
}
