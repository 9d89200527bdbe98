/** The profile's writes (alerts, notes, card icons, data results, picture): what each refreshes is its event's (lib/invalidations.ts). */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGridBody } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { refresh } from '../../lib/invalidations.ts';
import { notify } from '../../lib/notify.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { addAlert, closeAlert, removePicture, saveCardIcons, saveGrid, saveProfileValues, saveResults, uploadPicture, type ResultInput } from './api.ts';

/** The profile saves up to 100 values at once: each one's field error shows under its box. */
const VALUE_FIELDS = Array.from({ length: 100 }, (_, i) => `values.${i}.value`);

export const useAddAlert = (studentId: number) =>
  useDomainMutation({ mutationFn: (text: string) => addAlert(studentId, text), events: ['student.alert_added'], success: 'profile.saved', fields: ['text'] });

export const useCloseAlert = () => useDomainMutation({ mutationFn: (alertId: number) => closeAlert(alertId), events: ['student.alert_closed'] });

export const useSaveCardIcons = (studentId: number) =>
  useDomainMutation({ mutationFn: (ids: number[]) => saveCardIcons(studentId, ids), events: ['student.card_icons_updated'], success: 'profile.saved' });

export const useSaveProfileValues = (studentId: number) =>
  useDomainMutation({
    mutationFn: (values: { item_id: number; value: string }[]) => saveProfileValues(studentId, values),
    events: ['student.profile_values_updated'],
    success: 'profile.saved',
    fields: VALUE_FIELDS,
  });

export const useSaveResult = (studentId: number) =>
  useDomainMutation({
    mutationFn: (result: ResultInput) => saveResults(studentId, [result]),
    events: ['student.data_updated'],
    success: 'profile.saved',
    fields: ['results.0.value', 'results.0.month', 'results.0.label'],
  });

export const useUploadPicture = (studentId: number) =>
  useDomainMutation({ mutationFn: (file: File) => uploadPicture(studentId, file), events: ['student.picture_updated'], success: 'profile.saved' });

export const useRemovePicture = (studentId: number) => useDomainMutation({ mutationFn: () => removePicture(studentId), events: ['student.picture_removed'] });

/**
 * The data grid's cells, saved together (all or nothing). The grid and the profiles are read again before the
 * save ends, so the grid drops its edits over the saved values, not the old ones. Refused cells are the grid's to
 * show (the caller maps `cells.N.…` back to its cells): a snackbar only says there are some.
 */
export function useSaveGrid() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useDomainMutation({
    mutationFn: async (body: TGridBody) => {
      await saveGrid(body);
      await refresh(client, 'student.data_updated');
    },
    events: [],
    success: 'grid.saved',
    onError: (error) => {
      if (!(isApiError(error) && error.fields)) return false;
      notify('error', t('grid.hasErrors'));
      return true;
    },
  });
}
