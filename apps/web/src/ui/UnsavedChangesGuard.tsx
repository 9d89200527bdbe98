import { useEffect } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './DialogActions.tsx';

interface Props {
  /** True while there are values typed but not saved. */
  dirty: boolean;
  /** The number of unsaved values, said in the question. */
  count: number;
}

/**
 * Asks before leaving a page with unsaved values: a link or Back inside the app opens a dialog
 * (Cancel stays, "Leave without saving" goes); closing the tab or reloading gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ dirty, count }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return <UnsavedChangesDialog opened={blocker.state === 'blocked'} count={count} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

/** The question itself, also asked before a page replaces its own unsaved values (another measure, class or year). */
export function UnsavedChangesDialog({ opened, count, onStay, onLeave }: { opened: boolean; count: number; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} closeButtonProps={{ 'aria-label': t('common.close') }} title={t('unsaved.title')}>
      <Stack gap="md">
        <Text>{t('unsaved.message', { count })}</Text>
        <DialogActions onCancel={onStay} label={t('unsaved.leave')} color="red" onConfirm={onLeave} />
      </Stack>
    </Modal>
  );
}
