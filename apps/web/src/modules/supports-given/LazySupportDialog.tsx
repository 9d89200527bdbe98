/** The give dialog, loaded when it opens: the board page and the meeting page do not carry the form (and its contract) until then. */
import { lazy, Suspense } from 'react';
import type { SupportDialogProps } from './SupportDialog.tsx';
import { retrying } from '../../lib/retry-import.ts';

const SupportDialog = lazy(retrying(async () => ({ default: (await import('./SupportDialog.tsx')).SupportDialog })));

export function LazySupportDialog(props: SupportDialogProps) {
  return (
    <Suspense fallback={null}>
      <SupportDialog {...props} />
    </Suspense>
  );
}
