/**
 * The configuration's writes: a list saved or reset, a data definition saved or removed, a school's card
 * options and logo. A list, the options and the logo answer with what they now are, written into the cache
 * (nothing else is read again); a data definition's change refreshes what its events name (lib/invalidations.ts).
 */
import type { ConfigListKind } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { useTranslation } from 'react-i18next';
import {
  createDefinition,
  deleteDefinition,
  deleteLogo,
  resetConfigList,
  saveConfigList,
  updateDefinition,
  updateSchoolOptions,
  uploadLogo,
  type ConfigLevel,
  type DefinitionInput,
} from '../api.ts';
import type { TConfigItemInput, TUpdateSchoolOptions } from '@ss/domain';

/** A list saved with the version it was read at: a stale save is no snackbar (the editor says so). */
export const useSaveConfigList = (kind: ConfigListKind, level: ConfigLevel) =>
  useDomainMutation({
    mutationFn: ({ version, items }: { version: number; items: TConfigItemInput[] }) => saveConfigList(kind, level, version, items),
    events: [],
    update: (client, data) => client.setQueryData(qk.config.list(kind, level), data),
    success: 'Updated',
    onError: (error) => isApiError(error, 'conflict'),
  });

export const useResetConfigList = (kind: ConfigListKind, level: ConfigLevel) =>
  useDomainMutation({
    mutationFn: () => resetConfigList(kind, level),
    events: [],
    update: (client, data) => client.setQueryData(qk.config.list(kind, level), data),
    success: 'config.resetDone',
  });

/** The fields the definition dialog shows its own errors on. */
const DEFINITION_FIELDS = ['name', 'options', 'min_value', 'max_value', 'months', 'labels'];

/** A new definition (no `id`) or a change to one (its `id` and `version`); a stale change is a snackbar that stays. */
export function useSaveDefinition(level: ConfigLevel) {
  const { t } = useTranslation();
  return useDomainMutation({
    mutationFn: ({ id, version, body }: { id?: number; version?: number; body: DefinitionInput }) =>
      id === undefined ? createDefinition(level, body) : updateDefinition(id, version!, body),
    events: (_d, { id }) => [id === undefined ? 'student_data_definition.created' : 'student_data_definition.updated'],
    success: (tr, _d, { id }) => tr(id === undefined ? 'config.data.created' : 'Updated'),
    fields: DEFINITION_FIELDS,
    onError: (error) => {
      if (!isApiError(error, 'conflict')) return false;
      notify('error-with-close', t('config.error.conflict'));
      return true;
    },
  });
}

/** A definition in use is deactivated instead of deleted: the answer says which. */
export const useDeleteDefinition = () =>
  useDomainMutation({
    mutationFn: (id: number) => deleteDefinition(id),
    events: (r) => [r.deactivated ? 'student_data_definition.deactivated' : 'student_data_definition.deleted'],
    success: (t, r) => t(r.deactivated ? 'config.data.deactivated' : 'config.data.deleted'),
  });

export const useSaveSchoolOptions = (schoolId: number) =>
  useDomainMutation({
    mutationFn: (body: Required<TUpdateSchoolOptions>) => updateSchoolOptions(schoolId, body),
    events: [],
    update: (client, data) => client.setQueryData(qk.config.options(schoolId), data),
    success: 'Updated',
  });

export const useUploadLogo = (schoolId: number) =>
  useDomainMutation({
    mutationFn: (file: File) => uploadLogo(schoolId, file),
    events: [],
    update: (client, data) => client.setQueryData(qk.config.options(schoolId), data),
    success: 'config.logo.uploaded',
  });

export const useRemoveLogo = (schoolId: number) =>
  useDomainMutation({
    mutationFn: () => deleteLogo(schoolId),
    events: [],
    update: (client, data) => client.setQueryData(qk.config.options(schoolId), data),
    success: 'config.logo.removed',
  });
