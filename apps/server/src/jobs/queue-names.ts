/**
 * The job queues, by name. The names are rows in pg-boss's tables: never rename one.
 *
 * This is the one list of queues that is not in the area manifests (src/areas/), and on purpose:
 * services enqueue by these names, and each manifest imports its services' job handlers, so a list
 * derived from the manifests would be a circular import (service → queue names → manifests → service).
 * The manifests are checked against it at start (src/areas/area.ts): every name here has exactly one
 * area that handles it, and a manifest cannot name a queue that is not here (a type error).
 */
export const QUEUES = {
  sendEmail: 'send-email',
  passwordReset: 'password-reset',
  studentImport: 'student-import',
  archiveSweep: 'archive-sweep',
  sisSync: 'sis-sync',
  // Support plans (issue 12, section 3)
  planReviewReminders: 'plan-review-reminders',
  // Support plans as PDF in one zip, and the removal of expired ones (issue 12, section 5).
  supportPlanExport: 'support-plan-export',
  supportPlanExportSweep: 'support-plan-export-sweep',
  // Early-warning flags (issue 22, section 2): recomputed for the students a change touched, and daily for the
  // rules time alone can trip (a week without data, an action's date passing).
  earlyWarnings: 'early-warnings',
  earlyWarningsDaily: 'early-warnings-daily',
  // Summaries by e-mail (issue 23, section 2): daily digests (weekly ones on Mondays).
  summaryDigests: 'summary-digests',
  // School subscriptions (issue 23, section 3): renewal reminders 30 and 7 days before the date.
  renewalReminders: 'subscription-renewal-reminders',
  // A district's own export (issue 24, section 6): the zip made, and the removal of expired ones.
  districtExport: 'district-export',
  districtExportSweep: 'district-export-sweep',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const QUEUE_NAMES: readonly QueueName[] = Object.values(QUEUES);
