import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../session.ts';

export function useSignOut() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut(client);
    } catch {
      // The local session is cleared even when the server could not be reached.
    } finally {
      setPending(false);
    }
  }, [client]);
  return { signOut: run, pending };
}
