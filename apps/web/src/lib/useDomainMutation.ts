/**
 * The shape of every write: the request, the success snackbar, the refresh of what the write's domain
 * events changed (lib/invalidations.ts), and the failure (field errors are the form's, the rest a snackbar).
 * A module's mutation hooks are built on it, so pages and components only say what happens next
 * (close a dialog, navigate) through `mutate(vars, { onSuccess })`.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AuditAction } from '@ss/domain/audit';
import { notifyFailure } from './form-errors.ts';
import { notify } from './notify.ts';
import { refresh } from './invalidations.ts';

export interface DomainMutation<TData, TVars> {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** The audit actions this write causes: what each refreshes is written once, in lib/invalidations.ts. */
  events: AuditAction[] | ((data: TData, vars: TVars) => AuditAction[]);
  /** The success snackbar: a catalogue key, or a message built from the answer; none when omitted. */
  success?: string | ((t: TFunction, data: TData, vars: TVars) => string);
  /** Fields the form shows by itself: an error on one of them makes no snackbar. */
  fields?: string[];
  /** Handles a failure itself (returns true) before the default snackbar. */
  onError?: (error: unknown) => boolean;
  /** Writes the answer into the cache before the refresh (the saved record, say). */
  update?: (client: QueryClient, data: TData, vars: TVars) => void;
}

export function useDomainMutation<TData, TVars = void>(options: DomainMutation<TData, TVars>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: options.mutationFn,
    onSuccess: (data, vars) => {
      options.update?.(client, data, vars);
      const { success } = options;
      if (success) notify('success', typeof success === 'string' ? t(success) : success(t, data, vars));
      // Not awaited: a dialog closes at once, and the reads on screen fetch again behind it.
      void refresh(client, ...(typeof options.events === 'function' ? options.events(data, vars) : options.events));
    },
    onError: (error) => {
      if (options.onError?.(error)) return;
      notifyFailure(t, error, options.fields);
    },
  });
}
