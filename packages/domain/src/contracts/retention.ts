/**
 * Retention of graduated and archived students' records (issue 24, section 6): a district keeps them a number of
 * years (its system page's `retention_years`); a daily run removes what expired and leaves a report of counts per
 * kind, never names. The first run of a district only lists what it would remove and waits for a district admin's
 * confirmation (`pending`); its list of students is shown to the district's admins in the app only.
 */
import { z } from 'zod';
import { MSG } from '../validation-rules.ts';

export const RETENTION_KINDS = ['students', 'data', 'supports', 'meetings', 'notes', 'actions', 'plans', 'files'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const ZRetentionCounts = z.object(Object.fromEntries(RETENTION_KINDS.map((k) => [k, z.number().int()])) as Record<RetentionKind, z.ZodNumber>);

export const ZRetentionRun = z.object({
  id: z.number().int(),
  /** pending: the first run, waiting for confirmation; done: removed (or confirmed and removed); superseded: a pending run replaced by the next day's. */
  status: z.enum(['pending', 'done', 'superseded']),
  years: z.number().int(),
  /** Records graduated or archived before this date had expired. */
  cutoff: z.string(),
  counts: ZRetentionCounts,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TRetentionRun = z.infer<typeof ZRetentionRun>;

export const ZRetentionListedStudent = z.object({
  id: z.number().int(),
  full_name: z.string(),
  school_name: z.string(),
  status: z.string(),
  graduated_year: z.number().int().nullable(),
  archived_at: z.string().nullable(),
});

export const ZRetentionRuns = z.object({
  district_id: z.number().int(),
  retention_years: z.number().int().nullable(),
  /** false: the automatic deletion of archived students is off, so nothing is removed. */
  auto_delete_on: z.boolean(),
  /** The first run's list, waiting for a district admin's confirmation (null when none waits). */
  pending: ZRetentionRun.extend({
    /** Only for those who may confirm (the district's admins, super admins); null for the district's leaders. */
    students: z.array(ZRetentionListedStudent).nullable(),
  }).nullable(),
  /** Past runs' reports, newest first. */
  runs: z.array(ZRetentionRun),
  abilities: z.object({ confirm: z.boolean() }),
});
export type TRetentionRuns = z.infer<typeof ZRetentionRuns>;

export const ZConfirmRetention = z.object({ run_id: z.number({ error: MSG.required }).int(MSG.invalidValue).positive(MSG.invalidValue) }).strict();
export type TConfirmRetention = z.infer<typeof ZConfirmRetention>;
