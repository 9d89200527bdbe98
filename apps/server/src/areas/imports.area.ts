import { QUEUES } from '../jobs/queue-names.ts';
import { studentImportRoutes } from '../routes/student-imports/student-imports.routes.ts';
import { runRecordRetention } from '../services/student-imports/record-retention.ts';
import { sweepArchivedStudents } from '../services/student-imports/retention.ts';
import { runStudentImportJob } from '../services/student-imports/run-import-job.ts';
import { defineArea } from './area.ts';

/** CSV imports and export of the roster, and the retention of archived students. */
export const importsArea = defineArea({
  name: 'imports',
  routes: [studentImportRoutes],
  jobs: {
    [QUEUES.studentImport]: (ctx, data, meta) => runStudentImportJob(ctx, data, meta),
    [QUEUES.archiveSweep]: async (ctx) => {
      await sweepArchivedStudents(ctx);
      // Then the retention of graduated and archived students' records (issue 24): removal, or the first run's list.
      await runRecordRetention(ctx);
    },
  },
  // Auto-delete of archived students and the records' retention run, daily at 03:17 UTC (off-peak for Canadian districts).
  schedules: [{ queue: QUEUES.archiveSweep, cron: '17 3 * * *' }],
});
