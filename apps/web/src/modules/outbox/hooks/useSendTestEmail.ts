import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postTestEmail } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useSendTestEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => postTestEmail(to),
    onSuccess: () => client.invalidateQueries({ queryKey: qk.outbox.all }),
  });
}
