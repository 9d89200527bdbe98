import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxKeys, postTestEmail } from '../api.ts';

export function useSendTestEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => postTestEmail(to),
    onSuccess: () => client.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
