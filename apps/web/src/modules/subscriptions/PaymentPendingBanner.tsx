import { useState } from 'react';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleInSchool } from '@ss/domain/permissions';
import type { TCurrentUser, TSchool } from '@ss/domain';

/** Schools whose banner was hidden in this visit: it comes back on the next visit (a reload, a new sign-in). */
const hidden = new Set<number>();

/**
 * On every page of a school whose payment is pending, for its admins: what it means (nothing is limited) and a link
 * to the subscription page. Hidden for the rest of the visit when closed.
 */
export function PaymentPendingBanner({ user, school }: { user: TCurrentUser; school?: TSchool }) {
  const { t } = useTranslation();
  const [, rerender] = useState(0);
  if (!school || school.status !== 'payment_pending' || hidden.has(school.id)) return null;
  if (user.is_super || roleInSchool(user, school.id) !== 'school_admin') return null;
  return (
    <Alert
      color="yellow"
      title={t('subscriptions.banner.title')}
      withCloseButton
      closeButtonLabel={t('subscriptions.banner.dismiss')}
      onClose={() => {
        hidden.add(school.id);
        rerender((n) => n + 1);
      }}
      mb="md"
      role="status"
    >
      <Text size="sm">
        {t('subscriptions.banner.body', { school: school.name })}{' '}
        <Anchor component={Link} to={`/school/${school.district_id}/${school.id}/students/manage-subscription`} size="sm">
          {t('subscriptions.banner.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
