/** The advanced search's one write-shaped call: the CSV of the last search run (a download, nothing to refresh). */
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { downloadSearchCsv } from '../api.ts';

export function useExportSearch() {
  const { t } = useTranslation();
  return useDomainMutation({
    mutationFn: downloadSearchCsv,
    events: [],
    onError: (error) => {
      notify('error', t(isApiError(error) ? error.message : 'Unknown error occurred'));
      return true;
    },
  });
}
