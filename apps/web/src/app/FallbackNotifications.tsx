import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { i18n } from '../lib/i18n.ts';

const AUTO_CLOSE_MS = 5000;

function Shown({ data }: { data: NotificationData & { id: string } }) {
  const { id, autoClose } = data;
  useEffect(() => {
    if (autoClose === false) return;
    const timer = window.setTimeout(() => notifications.hide(id), typeof autoClose === 'number' ? autoClose : AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [id, autoClose]);
  return (
    <Notification
      color={data.color}
      title={data.title}
      withCloseButton
      closeButtonProps={{ 'aria-label': i18n.t('common.close') }}
      onClose={() => notifications.hide(id)}
      role="alert"
      withBorder
    >
      {data.message}
    </Notification>
  );
}

/**
 * The notifications, drawn plainly, when Mantine's stack (a chunk of its own, NotificationStack.tsx) has not arrived
 * yet or cannot arrive (the server away): shipped with the entry, so an error is always reported, in the same
 * place. No transitions, a timer per message.
 */
export function FallbackNotifications() {
  const shown = useNotifications();
  if (!shown.notifications.length) return null;
  return (
    <div style={{ position: 'fixed', top: 16, right: 16, zIndex: 1000, width: 'min(440px, calc(100vw - 32px))', display: 'flex', flexDirection: 'column', gap: 8 }}>
      {shown.notifications.map((n) => (
        <Shown key={n.id} data={n as NotificationData & { id: string }} />
      ))}
    </div>
  );
}
