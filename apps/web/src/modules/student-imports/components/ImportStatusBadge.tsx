import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TStudentImport } from '@ss/domain/contracts/student-imports';

const COLORS: Record<TStudentImport['status'], string> = { queued: 'gray', running: 'blue', failed: 'red', succeeded: 'green' };

export function ImportStatusBadge({ status }: { status: TStudentImport['status'] }) {
  const { t } = useTranslation();
  // Darker variant so the label keeps a 4.5:1 contrast on its background.
  return (
    <Badge color={COLORS[status]} variant="light" autoContrast>
      {t(`imports.status.${status}`)}
    </Badge>
  );
}
