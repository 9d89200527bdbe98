import { useQuery } from '@tanstack/react-query';
import { IconBan, IconLock, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../ui/MessagePage.tsx';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { fetchSupportContact } from '../api.ts';
import { StatusActions } from './StatusActions.tsx';
import { qk } from '../../../lib/query-keys.ts';

export type StatusKind = 'not-found' | 'forbidden' | 'suspended' | 'invalid';

const ICONS = {
  'not-found': <IconMapOff size={32} />,
  forbidden: <IconLock size={32} />,
  suspended: <IconBan size={32} />,
  invalid: <IconMapOff size={32} />,
};

interface StatusPageProps {
  kind: StatusKind;
  /** A catalogue key: the spec's route resolver and permission messages. */
  message: string;
}

/** Route resolver outcomes and denied pages, with a way back. */
export function StatusPage({ kind, message }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(message), t('app.name'));
  // A suspended school says whom to ask, as the spec's suspension dialog does (the district's contact, or the product's).
  const contact = useQuery({ queryKey: qk.supportContact.all, queryFn: ({ signal }) => fetchSupportContact(signal), enabled: kind === 'suspended', staleTime: Infinity });
  const help = kind === 'suspended' && contact.data ? t('suspension.contact', { email: contact.data.email }) : undefined;
  return <MessagePage icon={ICONS[kind]} title={t(message)} message={help} actions={<StatusActions />} />;
}
