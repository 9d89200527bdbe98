import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const h of handles) await h.close();
});

const settle = () => new Promise((r) => setTimeout(r, 50));

// PostgreSQL too when the suite runs against it (CI's second pass sets DATABASE_URL).
const drivers = [{ name: 'pglite', url: undefined as string | undefined }, ...(process.env.DATABASE_URL ? [{ name: 'postgres', url: process.env.DATABASE_URL }] : [])];

describe.each(drivers)('listen on $name', ({ url }) => {
  it('delivers a notification after its transaction commits, and never one rolled back', { timeout: 30_000 }, async () => {
    const h = await openDatabase({ url, dataDir: ':memory:' });
    handles.push(h);
    const got: string[] = [];
    const stop = await h.listen('ss_listen_test', (p) => got.push(p));
    await h.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('ss_listen_test', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('ss_listen_test', 'committed')`);
      await settle();
      expect(got).toEqual([]);
    });
    for (let i = 0; i < 40 && !got.length; i++) await settle();
    expect(got).toEqual(['committed']);
    await stop();
    await h.db.execute(sql`select pg_notify('ss_listen_test', 'after stop')`);
    await settle();
    expect(got).toEqual(['committed']);
  });
});
