import { api } from '../../lib/api.ts';

export function fetchSupportContact(signal?: AbortSignal): Promise<{ email: string }> {
  return api.get<{ email: string }>('support_contact/', undefined, signal);
}
