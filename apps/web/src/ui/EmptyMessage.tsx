import type { ReactNode } from 'react';
import { EmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

interface EmptyMessageProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

export function EmptyMessage({ title, description, icon }: EmptyMessageProps) {
  return <EmptyState py="xl" title={title} description={description} icon={icon ?? <IconInbox size={32} aria-hidden />} withIndicatorBackground />;
}
