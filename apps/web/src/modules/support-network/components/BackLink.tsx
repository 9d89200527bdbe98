import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The header's way back (to the network, the support, the review, the import). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {label}
    </Anchor>
  );
}
