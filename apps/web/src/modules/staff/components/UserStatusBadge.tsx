import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STYLE = { minWidth: 'max-content' } as const;

/**
 * A user's account status in the staff and system-user tables: deactivated, invited (not signed in
 * yet) or active. `deactivated` names the first (a super admin's account reads "disabled").
 */
export function UserStatusBadge({
  user,
  deactivated = 'staff.status.deactivated',
}: {
  user: { deactivated_at: string | null; invitation_pending: boolean };
  deactivated?: string;
}) {
  const { t } = useTranslation();
  const [color, label] = user.deactivated_at ? ['gray', deactivated] : user.invitation_pending ? ['yellow', 'staff.status.invited'] : ['green', 'staff.status.active'];
  return (
    <Badge color={color} variant="light" style={STYLE}>
      {t(label)}
    </Badge>
  );
}
