/**
 * The early-warning job (issue 22, section 2): recomputes the flags of the students a change touched (or of a
 * whole district when its rules changed), rule by rule, one set-based statement each, then opens, refreshes and
 * closes their flags in one statement (repositories/early-warnings.repository.ts). Idempotent: running it twice
 * leaves the same flags. Started by the events of services/early-warnings/reactions.ts through `emit`; daily for
 * the rules that time alone can trip (no data for N weeks, actions passing their date).
 */
import { behindAimLine } from '@ss/domain/aim-line';
import { EARLY_WARNING_KINDS, RULE_PARAMETERS, schoolYearOf, TIME_DRIVEN_KINDS, type EarlyWarningKind, type TRuleParameters } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AppContext } from '../../context.ts';
import {
  activeRulesOf,
  districtIdsWithRules,
  measureThresholdHits,
  monitoredSupports,
  noProgressDataHits,
  overdueActionHits,
  studentsByDistrict,
  tierUpHits,
  writeFlags,
  type Hit,
  type RuleRow,
} from '../../repositories/early-warnings.repository.ts';
import { districtCalendar } from '../../repositories/district-system.repository.ts';

/** What the job is asked: the students whose data changed, or a district whose rules did. */
export interface EarlyWarningJob {
  students?: number[];
  district?: number;
}

async function hitsOf(db: Database, districtId: number, ids: readonly number[] | null, rule: RuleRow, today: Date): Promise<Hit[]> {
  const kind = rule.kind as EarlyWarningKind;
  const parsed = RULE_PARAMETERS[kind].safeParse(rule.parameters);
  if (!parsed.success) return [];
  switch (kind) {
    case 'measure_threshold':
      return measureThresholdHits(db, districtId, ids, rule, parsed.data as TRuleParameters<'measure_threshold'>);
    case 'no_progress_data':
      return noProgressDataHits(db, districtId, ids, rule, parsed.data as TRuleParameters<'no_progress_data'>);
    case 'below_aim_line': {
      const { points } = parsed.data as TRuleParameters<'below_aim_line'>;
      const supports = await monitoredSupports(db, districtId, ids, points);
      const hits = new Map<number, Hit>();
      for (const g of supports) {
        if (hits.has(g.student_id)) continue;
        const behind = behindAimLine(g.monitored, g.points, points);
        if (behind)
          hits.set(g.student_id, { student_id: g.student_id, school_id: g.school_id, rule_id: rule.id, reason: { support: g.name, points, value: behind.value, aim: behind.aim } });
      }
      return [...hits.values()];
    }
    case 'tier_up_twice': {
      // "This school year": the district's, starting in the month its system page chose (issue 23, section 4).
      const year = schoolYearOf(today, (await districtCalendar(db, districtId)).school_year_start_month);
      return tierUpHits(db, districtId, ids, rule, year.start.toISOString().slice(0, 10), year.label);
    }
    case 'overdue_actions':
      return overdueActionHits(db, districtId, ids, rule, parsed.data as TRuleParameters<'overdue_actions'>);
  }
}

/**
 * Recomputes one district's flags for these students (all its students when `ids` is null), for the rules of
 * these kinds (every kind by default). Returns how many flags opened and closed.
 */
export async function recomputeFlags(
  db: Database,
  districtId: number,
  ids: readonly number[] | null,
  kinds: readonly EarlyWarningKind[] = EARLY_WARNING_KINDS,
  today = new Date(),
): Promise<{ opened: number; closed: number }> {
  const rules = await activeRulesOf(db, districtId);
  const evaluated = rules.filter((r) => kinds.includes(r.kind as EarlyWarningKind));
  const hits: Hit[] = [];
  for (const rule of evaluated) hits.push(...(await hitsOf(db, districtId, ids, rule, today)));
  return writeFlags(
    db,
    districtId,
    ids,
    evaluated.map((r) => r.id),
    rules.map((r) => r.id),
    hits,
  );
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : []);

export async function runEarlyWarningJob(ctx: AppContext, data: Record<string, unknown>): Promise<void> {
  const job: EarlyWarningJob = { students: ids(data.students), district: typeof data.district === 'number' ? data.district : undefined };
  if (job.district !== undefined) await recomputeFlags(ctx.db, job.district, null);
  if (job.students?.length) {
    for (const [districtId, students] of await studentsByDistrict(ctx.db, job.students)) await recomputeFlags(ctx.db, districtId, students);
  }
}

/** Daily: the rules time alone can trip (a week without data, an action passing its date), in every district that has one. */
export async function runDailyEarlyWarnings(ctx: AppContext): Promise<void> {
  for (const districtId of await districtIdsWithRules(ctx.db, TIME_DRIVEN_KINDS)) await recomputeFlags(ctx.db, districtId, null, TIME_DRIVEN_KINDS);
}

/** Every district's flags from scratch: once after the demo is seeded (runtime.ts), so the demo opens with its flags. */
export async function recomputeEveryDistrict(db: Database): Promise<void> {
  for (const districtId of await districtIdsWithRules(db, EARLY_WARNING_KINDS)) await recomputeFlags(db, districtId, null);
}
