/** Early-warning rules and flags as the API shows them (issue 22, section 2). */
import type { EarlyWarningKind, TEarlyWarningFlag, TEarlyWarningRule } from '@ss/domain';
import type { FlagRow, RuleWithCount } from '../repositories/early-warnings.repository.ts';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function presentRule(r: RuleWithCount, abilities: TEarlyWarningRule['abilities']): TEarlyWarningRule {
  return {
    id: r.id,
    district: r.district_id,
    kind: r.kind as EarlyWarningKind,
    name_en: r.name_en,
    name_fr: r.name_fr,
    active: r.active,
    parameters: r.parameters,
    version: r.version,
    open_flags: r.open_flags,
    abilities,
  };
}

export function presentFlag(f: FlagRow, abilities: TEarlyWarningFlag['abilities']): TEarlyWarningFlag {
  return {
    id: f.id,
    kind: f.kind,
    name_en: f.name_en,
    name_fr: f.name_fr,
    reason: f.reason,
    acknowledged: f.acknowledged_at !== null,
    rule: f.rule_id,
    student: { id: f.student_id, first_name: f.first_name, last_name: f.last_name, grade: f.grade },
    school: f.school_id,
    opened_at: iso(f.opened_at),
    acknowledged_at: f.acknowledged_at === null ? null : iso(f.acknowledged_at),
    acknowledged_by: f.acknowledged_by === null ? null : { id: f.acknowledged_by, name: f.acknowledged_by_name ?? '' },
    comment: f.comment,
    abilities,
  };
}
