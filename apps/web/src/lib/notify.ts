import { notifications } from '@mantine/notifications';
import type { SnackbarType } from '@ss/domain';
import { i18n } from './i18n.ts';

const COLORS: Record<SnackbarType, string> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  'error-with-close': 'red',
};

/**
 * The spec's four snackbar types. Messages are already translated. Every type
 * closes after the default 5000 ms except error-with-close, which stays until closed.
 */
export function notify(type: SnackbarType, message: string, title?: string): void {
  notifications.show({
    color: COLORS[type],
    title,
    message,
    withCloseButton: true,
    // Named, so screen readers (and axe) can tell what the × button does.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    autoClose: type === 'error-with-close' ? false : undefined,
  });
}
