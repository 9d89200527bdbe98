import { CAST, DEMO_PASSWORD } from '@ss/db';
import { loadConfig } from './config.ts';
import { startRuntime } from './runtime.ts';

const config = loadConfig();
const runtime = await startRuntime(config);
const address = runtime.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicUrl.replace(/:\d+$/, `:${port}`);

console.log(`\nStudent Support Hub is running at ${url}`);
console.log(`  database: ${config.databaseUrl ? 'PostgreSQL' : `embedded (PGlite) in ${config.dataDir}`}`);
console.log(`  API docs: ${url}/api/docs/`);
if (runtime.seeded) {
  console.log(`\nDemo data seeded. Sign in at ${url}/auth (super admins: ${url}/auth/admins)`);
  console.log(`with any of these accounts, password "${DEMO_PASSWORD}":`);
  for (const email of Object.values(CAST)) console.log(`  ${email}`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    runtime.app.log.info({ signal }, 'shutting down');
    runtime.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
