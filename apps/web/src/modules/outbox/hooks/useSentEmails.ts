import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSentEmails, type SentEmailListParams } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

const POLL_MS = 3000;

/**
 * The outbox list. While `pollUntil` (a time) is ahead and a message is still
 * queued or not listed yet, it refreshes so a test e-mail shows up by itself.
 */
export function useSentEmails(params: SentEmailListParams, watch: { id: number | null; pollUntil: number }) {
  return useQuery({
    queryKey: qk.outbox.list(params),
    queryFn: ({ signal }) => fetchSentEmails(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      if (Date.now() > watch.pollUntil) return false;
      const results = query.state.data?.results ?? [];
      const waiting = watch.id !== null && !results.some((email) => email.id === watch.id && email.status !== 'queued');
      return waiting || results.some((email) => email.status === 'queued') ? POLL_MS : false;
    },
  });
}
