/** The imports area's writes: a CSV uploaded (queued as a job) and the district's retention of archived students. */
import { useTranslation } from 'react-i18next';
import { IMPORT_IN_PROGRESS } from '@ss/domain/student-imports-shared';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { updateRetention, uploadImport } from '../api.ts';

/** A refusal of `field` is the form's (shown at the field); any other is the server's reason in a snackbar. */
function useRefusal(field: string) {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!(isApiError(error) && error.fields?.[field])) notify('error', t(isApiError(error) ? error.message : 'Unknown error occurred'));
    return true;
  };
}

export const useUploadImport = (schoolId: number) =>
  useDomainMutation({
    mutationFn: (file: File) => uploadImport(schoolId, file),
    events: ['students.import_queued'],
    success: IMPORT_IN_PROGRESS,
    onError: useRefusal('file'),
  });

/** Days before archived students are deleted, or null (never): the answer is the saved retention. */
export const useUpdateRetention = (districtId: number) =>
  useDomainMutation({
    mutationFn: (days: number | null) => updateRetention(districtId, days),
    events: [],
    update: (client, data) => client.setQueryData(qk.retention.forDistrict(districtId), data),
    success: 'imports.retention.saved',
    onError: useRefusal('archive_auto_delete_days'),
  });
