/**
 * District reports (issue 22, section 1; spec district `reports`): what a district learns from the
 * work its schools record. Every report takes the same filters (district, and optionally school,
 * grade and school year by its start year, the August rule) and answers one JSON shape; each has a
 * CSV export of its table(s) and the whole report a PDF (`/api/v1/reports/export/?format=pdf`).
 *
 * Months are `YYYY-MM` (UTC calendar months of the school year, August first, up to the current
 * month); dates `YYYY-MM-DD`. Tiers travel as keys: the lineage root of an item of the district's
 * `student-support-tiers` list (as supports do), with `rank` its 0-based place in that list (rank 0
 * is tier 1, so "tier 2 or higher" is rank ≥ 1).
 */
import { z } from 'zod';
import { MSG, zId } from '../validation.ts';
import { SUPPORT_TYPES } from '../enums.ts';

export const REPORT_NAMES = ['tiers', 'tier_flow', 'unsupported', 'supports', 'actions', 'meetings', 'plans', 'student_data'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const zYear = z.coerce.number({ error: MSG.invalidValue }).int(MSG.invalidValue).min(2000, MSG.invalidValue).max(2100, MSG.invalidValue);
const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalidValue);

/** The filters every report takes. `school_year` is the start year (2026 for 2026–2027); default: the current one. */
export const reportFilters = {
  district: zId(),
  school: zId().optional(),
  grade: z.string().trim().min(1, MSG.invalidValue).max(20, MSG.invalidValue).optional(),
  school_year: zYear.optional(),
};
export const ZReportQuery = z.object(reportFilters).strict();
export type TReportQuery = z.infer<typeof ZReportQuery>;

/** The tier flow compares two dates (default: the school year's first day and today, or its last day when it is over). */
export const ZTierFlowQuery = z.object({ ...reportFilters, from: zDay.optional(), to: zDay.optional() }).strict();
export type TTierFlowQuery = z.infer<typeof ZTierFlowQuery>;

/** `…/reports/<name>/export/?format=csv` (one report's tables) and `/reports/export/?format=pdf` (the whole report). */
export const ZReportExportQuery = z
  .object({
    ...reportFilters,
    from: zDay.optional(),
    to: zDay.optional(),
    format: z.enum(['csv', 'pdf'], { error: MSG.invalidValue }).default('csv'),
    lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional(),
  })
  .strict();
export type TReportExportQuery = z.infer<typeof ZReportExportQuery>;

const count = z.number().int();
const ZSchoolRef = z.object({ id: z.number().int(), name: z.string() });

/** A tier of the district's list, in its order. */
export const ZReportTier = z.object({ key: z.number().int(), rank: z.number().int(), label_en: z.string(), label_fr: z.string(), color: z.string() });
export type TReportTier = z.infer<typeof ZReportTier>;

/** Students in each tier (tier_key null: on no board category that stands for a tier). */
const ZTierCounts = z.array(z.object({ tier_key: z.number().int().nullable(), students: count }));

/** The filters as the server applied them (the school year resolved, its label and first and last days). */
export const ZReportApplied = z.object({
  district: ZSchoolRef,
  school: ZSchoolRef.nullable(),
  grade: z.string().nullable(),
  school_year: z.number().int(),
  school_year_label: z.string(),
  start: z.string(),
  end: z.string(),
});
export type TReportApplied = z.infer<typeof ZReportApplied>;

/**
 * Students by tier at each month's end (the current month: today), for the filters, and per school at
 * the last of those dates. A student's tier at a date is the highest-ranked tier among the board
 * categories holding them then (from the placement history); active students of the filters only.
 */
export const ZTiersReport = z.object({
  applied: ZReportApplied,
  tiers: z.array(ZReportTier),
  months: z.array(z.object({ month: z.string(), counts: ZTierCounts })),
  schools: z.array(z.object({ school: ZSchoolRef, counts: ZTierCounts })),
});
export type TTiersReport = z.infer<typeof ZTiersReport>;

/** How students moved between tiers from one date to another: up, down, same, and the from × to matrix. */
export const ZTierFlowReport = z.object({
  applied: ZReportApplied.extend({ from: z.string(), to: z.string() }),
  tiers: z.array(ZReportTier),
  up: count,
  down: count,
  same: count,
  /** Placed at `to` without a tier at `from`, and the reverse. */
  entered: count,
  left: count,
  matrix: z.array(z.object({ from_tier_key: z.number().int().nullable(), to_tier_key: z.number().int().nullable(), students: count })),
});
export type TTierFlowReport = z.infer<typeof ZTierFlowReport>;

/**
 * Students in tier 2 or higher (rank ≥ 1) today with no active support given (started, not ended),
 * per school; `students` lists them only for a caller who may see those students' records
 * (`names_hidden` true otherwise, and the list is empty), at most 500, highest tier first.
 */
export const ZUnsupportedReport = z.object({
  applied: ZReportApplied,
  tiers: z.array(ZReportTier),
  total_tiered: count,
  total_unsupported: count,
  schools: z.array(z.object({ school: ZSchoolRef, tiered: count, unsupported: count })),
  names_hidden: z.boolean(),
  students: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), grade: z.string(), school_id: z.number().int(), tier_key: z.number().int() })),
});
export type TUnsupportedReport = z.infer<typeof ZUnsupportedReport>;

/** An outcome of progress monitoring, as of today (see supports report). */
export const SUPPORT_PROGRESS_OUTCOMES = ['goal_reached', 'on_track', 'not_on_track', 'no_recent_data', 'not_monitored'] as const;
export type SupportProgressOutcome = (typeof SUPPORT_PROGRESS_OUTCOMES)[number];

const ZOutcomeCounts = z.object({ goal_reached: count, on_track: count, not_on_track: count, no_recent_data: count, not_monitored: count });

/**
 * Supports given during the school year (started in it, or active in it), by type and focus area, and
 * their outcomes per support of the network (one-offs grouped by name): goal_reached (the latest point
 * reached the goal, in the goal's direction from the baseline), on_track (the latest point on or past the
 * aim line from baseline at the start to goal at the goal date), not_on_track, no_recent_data (monitored
 * but no point in the last 4 weeks, or none at all), not_monitored (no goal set).
 */
export const ZSupportsReport = z.object({
  applied: ZReportApplied,
  total: count,
  by_type: z.array(z.object({ type: z.enum(SUPPORT_TYPES), given: count, active: count })),
  by_focus_area: z.array(z.object({ key: z.number().int(), label_en: z.string(), label_fr: z.string(), given: count })),
  outcomes: z.array(
    z.object({ support_id: z.number().int().nullable(), name_en: z.string(), name_fr: z.string(), type: z.enum(SUPPORT_TYPES), given: count }).extend(ZOutcomeCounts.shape),
  ),
});
export type TSupportsReport = z.infer<typeof ZSupportsReport>;

/** Actions per school and month of the school year (created in the month; completed, abandoned in it; overdue at its end), and the median days from creation to completion. */
export const ZActionsReport = z.object({
  applied: ZReportApplied,
  median_days_to_complete: z.number().nullable(),
  months: z.array(z.object({ month: z.string(), created: count, completed: count, abandoned: count, overdue: count })),
  schools: z.array(z.object({ school: ZSchoolRef, created: count, completed: count, abandoned: count, overdue: count, median_days_to_complete: z.number().nullable() })),
});
export type TActionsReport = z.infer<typeof ZActionsReport>;

/**
 * Team meetings held (finished) per team board and month, against the district's cadence (a meeting every
 * `cadence_days`, 42 by default: every 4–6 weeks): `on_cadence` when no gap between the year's first day
 * (or the board's creation), its meetings and today is longer than the cadence.
 */
export const ZMeetingsReport = z.object({
  applied: ZReportApplied,
  cadence_days: count,
  months: z.array(z.object({ month: z.string(), held: count })),
  teams: z.array(
    z.object({
      board: z.object({ id: z.number().int(), title: z.string() }),
      school: ZSchoolRef.nullable(),
      held: count,
      last_held: z.string().nullable(),
      longest_gap_days: count,
      on_cadence: z.boolean(),
      by_month: z.array(z.object({ month: z.string(), held: count })),
    }),
  ),
});
export type TMeetingsReport = z.infer<typeof ZMeetingsReport>;

/** Support plans of the school year: active (draft or in review), final, review overdue (review date passed, not final or final and due), signatures missing (final, a required signer not signed). */
const ZPlanCounts = z.object({ active: count, final: count, review_overdue: count, signatures_missing: count });
export const ZPlansReport = z.object({
  applied: ZReportApplied,
  totals: ZPlanCounts,
  schools: z.array(z.object({ school: ZSchoolRef }).extend(ZPlanCounts.shape)),
});
export type TPlansReport = z.infer<typeof ZPlansReport>;

/**
 * Student data results of the school year by measure and administration (a month, or a data label),
 * in the measure's order: how many results, their distribution (numbers: min, quartiles, max, mean;
 * choices: a count per option with its colour), and the change of the mean (numbers) from the previous
 * administration for the students who have both.
 */
export const ZStudentDataReport = z.object({
  applied: ZReportApplied,
  measures: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      result_type: z.enum(['manual', 'dropdown']),
      administrations: z.array(
        z.object({
          /** `YYYY-MM` for a measure by month, else the data label. */
          administration: z.string(),
          results: count,
          numbers: z.object({ min: z.number(), q1: z.number(), median: z.number(), q3: z.number(), max: z.number(), mean: z.number() }).nullable(),
          options: z.array(z.object({ label: z.string(), color: z.string(), results: count })),
          /** Mean change from the previous administration over the students with both (numbers); null for the first or for choices. */
          change: z.number().nullable(),
        }),
      ),
    }),
  ),
});
export type TStudentDataReport = z.infer<typeof ZStudentDataReport>;
