import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadingStateProps {
  lines?: number;
  height?: number;
}

/** Placeholder rows while data loads; screen readers hear "Loading…". */
export function LoadingState({ lines = 4, height = 28 }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" role="status">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={height} radius="sm" />
      ))}
    </Stack>
  );
}
