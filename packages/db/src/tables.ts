/** Every table, for the drivers and drizzle-kit: the schema is split by area to keep files small. */
export * from './schema.ts';
export * from './schema-config.ts';
export * from './schema-students.ts';
export * from './schema-boards.ts';
export * from './schema-actions.ts';
export * from './schema-meetings.ts';
export * from './schema-supports.ts';
export * from './schema-resources.ts';
export * from './schema-plans.ts';
export * from './schema-early-warnings.ts';
export * from './schema-home-page.ts';
export * from './schema-summaries.ts';
export * from './schema-subscriptions.ts';
export * from './schema-retention.ts';
export * from './schema-mfa.ts';
export * from './schema-district-exports.ts';
