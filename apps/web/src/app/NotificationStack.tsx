import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, a chunk of its own (App.tsx loads it with the first notification). */
export function NotificationStack() {
  return <Notifications position="top-right" autoClose={5000} />;
}
