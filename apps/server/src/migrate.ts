/**
 * Applies the database migrations and stops (issue 25, section 2): the compose stack's `migrate` step runs it once
 * before the app copies start, so no two copies race to migrate. Each copy also migrates at start (a no-op then),
 * which keeps `npm start` a single command. Compiled to apps/server/dist/migrate.js by `npm run build`.
 */
import { ensureAgreement, ensureSystemDefaults, openDatabase } from '@ss/db';
import { loadConfig } from './config.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const pending = await database.pendingMigrations();
await database.migrate();
await ensureAgreement(database.db);
await ensureSystemDefaults(database.db);
await database.close();
console.log(pending ? `Applied ${pending} migration${pending === 1 ? '' : 's'}.` : 'The database is current: no migration to apply.');
