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
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const QUEUE_NAMES: readonly QueueName[] = Object.values(QUEUES);
