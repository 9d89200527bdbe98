import { useEffect } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { useSignOut } from '../../auth/hooks/useSignOut.ts';
import { fetchSupportContact } from '../../auth/api.ts';
import { qk } from '../../../lib/query-keys.ts';

/**
 * "Account suspended" (spec section 8) for a user whose district is suspended. A
 * `suspended` answer from the API reloads the current user, which says whether the
 * district is (a suspended school alone keeps the route resolver's message).
 */
export function SuspensionDialog({ user }: { user: TCurrentUser }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { signOut, pending } = useSignOut();
  const suspended = !user.is_super && !!user.district?.suspended_at;
  const contact = useQuery({ queryKey: qk.supportContact.forUser(user.id), queryFn: ({ signal }) => fetchSupportContact(signal), enabled: suspended, staleTime: Infinity });

  useEffect(() => {
    if (user.is_super) return undefined;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isApiError(event.action.error, 'suspended') && event.query.queryKey[0] !== qk.currentUser.all[0]) {
        void client.invalidateQueries({ queryKey: qk.currentUser.all });
      }
    });
  }, [client, user.is_super]);

  if (!suspended) return null;
  const email = contact.data?.email;
  return (
    <Modal opened onClose={() => undefined} closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false} title={t('Account suspended')} centered size={500}>
      <Stack gap="md">
        {email ? (
          <Text>
            {t('Your account is suspended. Please contact {email} for support.', { email: '\u0000' })
              .split('\u0000')
              .flatMap((part, index) =>
                index === 0
                  ? [part]
                  : [
                      <Anchor key="email" href={`mailto:${email}`}>
                        {email}
                      </Anchor>,
                      part,
                    ],
              )}
          </Text>
        ) : (
          <Text c="dimmed">{t(contact.isError ? contact.error.message : 'common.loading')}</Text>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()} loading={pending}>
            {t('suspension.signOut')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
