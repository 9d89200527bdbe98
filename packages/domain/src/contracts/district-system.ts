/**
 * The district's system page (issue 23, section 4): the district's own settings in one place for its admins —
 * support contact, language, time zone, automatic deletion of archived students, the school-year start month and
 * the meeting cadence the reports compare against — with what it only shows (connected districts, the SIS sync).
 * One record with a version: a save sends only the fields it changes, and a stale version is 409.
 */
import { z } from 'zod';
import { SIS_SYNC_STATUSES } from './sis.ts';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from '../student-imports-shared.ts';
import { MSG } from '../validation-rules.ts';
import { zEmail, zTimeZone } from '../validation.ts';

/** Days between a team's meetings a district may expect at most: a week to half a year (42 by default). */
export const MEETING_CADENCE_MIN_DAYS = 7;
export const MEETING_CADENCE_MAX_DAYS = 180;
export const DEFAULT_MEETING_CADENCE_DAYS = 42;
/** Years a district may keep graduated and archived students' records (issue 24): 1 to 50. */
export const RETENTION_MIN_YEARS = 1;
export const RETENTION_MAX_YEARS = 50;

export const ZDistrictSystem = z.object({
  district_id: z.number().int(),
  name: z.string(),
  support_email: z.string().nullable(),
  francophone: z.boolean(),
  time_zone: z.string(),
  /** null: archived students are kept (automatic deletion switched off). */
  archive_auto_delete_days: z.number().int().nullable(),
  /** Years the records of graduated and archived students are kept (issue 24); null: kept (nothing removed). */
  retention_years: z.number().int().nullable(),
  /** 1–12: the month the school year starts on its 1st (8, August, by default). */
  school_year_start_month: z.number().int(),
  meeting_cadence_days: z.number().int(),
  /** Districts whose students' support networks this one shares (set by super admins; shown only). */
  connected_districts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The SIS (OneRoster) sync, for the card that links to the sync page: whether any sync ran, and the latest one. */
  sis: z.object({
    configured: z.boolean(),
    last_sync_at: z.string().nullable(),
    status: z.enum(SIS_SYNC_STATUSES).nullable(),
    /** Whether the latest sync was a dry run (a plan not applied yet). */
    dry_run: z.boolean().nullable(),
  }),
  /** The district's last change (milliseconds since 1970): sent back with a change, 409 when another came first. */
  version: z.number().int(),
  /** update: may change the settings (district admins, super admins); the district's leaders read them. */
  abilities: z.object({ update: z.boolean(), sync: z.boolean() }),
});
export type TDistrictSystem = z.infer<typeof ZDistrictSystem>;

export const ZUpdateDistrictSystem = z
  .object({
    version: z.number({ error: MSG.required }).int(MSG.invalidValue).nonnegative(MSG.invalidValue),
    support_email: zEmail().nullable().optional(),
    francophone: z.boolean({ error: MSG.invalidValue }).optional(),
    time_zone: zTimeZone().optional(),
    archive_auto_delete_days: z.number({ error: MSG.onlyNumbers }).int(MSG.onlyNumbers).min(RETENTION_MIN_DAYS, MSG.min).max(RETENTION_MAX_DAYS, MSG.max).nullable().optional(),
    retention_years: z.number({ error: MSG.onlyNumbers }).int(MSG.onlyNumbers).min(RETENTION_MIN_YEARS, MSG.min).max(RETENTION_MAX_YEARS, MSG.max).nullable().optional(),
    school_year_start_month: z.number({ error: MSG.onlyNumbers }).int(MSG.onlyNumbers).min(1, MSG.min).max(12, MSG.max).optional(),
    meeting_cadence_days: z.number({ error: MSG.onlyNumbers }).int(MSG.onlyNumbers).min(MEETING_CADENCE_MIN_DAYS, MSG.min).max(MEETING_CADENCE_MAX_DAYS, MSG.max).optional(),
  })
  .strict();
export type TUpdateDistrictSystem = z.infer<typeof ZUpdateDistrictSystem>;
