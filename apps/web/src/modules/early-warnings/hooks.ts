/** Early warnings' reads and writes; writes refresh the rules, the flags and the cards (lib/invalidations.ts). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { acknowledgeFlag, createRule, deleteRule, fetchFlags, fetchRules, updateRule, type RuleBody } from './api.ts';

export const useEarlyWarningRules = (districtId: number) => useQuery({ queryKey: qk.earlyWarnings.rules(districtId), queryFn: ({ signal }) => fetchRules(districtId, signal) });

export const useEarlyWarningFlags = (params: { school?: number; student?: number }, enabled = true) =>
  useQuery({ queryKey: qk.earlyWarnings.flags(params), queryFn: ({ signal }) => fetchFlags(params, signal), enabled });

const RULE_FIELDS = [
  'name_en',
  'name_fr',
  'kind',
  'parameters',
  'parameters.definition_id',
  'parameters.operator',
  'parameters.value',
  'parameters.weeks',
  'parameters.points',
  'parameters.count',
];

export const useCreateRule = () => useDomainMutation({ mutationFn: createRule, events: ['early_warning_rule.created'], success: 'earlyWarnings.rules.saved', fields: RULE_FIELDS });

type RuleChange = Partial<RuleBody> & { id: number; version: number };
const change = ({ id, ...body }: RuleChange) => updateRule(id, body);

export const useUpdateRule = () => useDomainMutation({ mutationFn: change, events: ['early_warning_rule.updated'], success: 'earlyWarnings.rules.saved', fields: RULE_FIELDS });
/** The on/off switch: the list shows it, nothing is said. */
export const useToggleRule = () => useDomainMutation({ mutationFn: change, events: ['early_warning_rule.updated'] });
export const useDeleteRule = () =>
  useDomainMutation({ mutationFn: (id: number) => deleteRule(id), events: ['early_warning_rule.deleted'], success: 'earlyWarnings.rules.deleted' });

export const useAcknowledgeFlag = () =>
  useDomainMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) => acknowledgeFlag(id, comment),
    events: ['early_warning.acknowledged'],
    success: 'earlyWarnings.acknowledged',
    fields: ['comment'],
  });
