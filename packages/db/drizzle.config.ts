import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema.ts',
    './src/schema-config.ts',
    './src/schema-students.ts',
    './src/schema-boards.ts',
    './src/schema-actions.ts',
    './src/schema-meetings.ts',
    './src/schema-supports.ts',
    './src/schema-resources.ts',
    './src/schema-plans.ts',
    './src/schema-early-warnings.ts',
    './src/schema-home-page.ts',
    './src/schema-summaries.ts',
    './src/schema-subscriptions.ts',
    './src/schema-retention.ts',
    './src/schema-mfa.ts',
    './src/schema-district-exports.ts',
  ],
  out: './migrations',
});
