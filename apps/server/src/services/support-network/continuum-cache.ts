/**
 * A network's continuum as last read, kept per server copy: reading it is most of the page's cost (the
 * two lists that give its axes, then hundreds of supports to write out as JSON), and every reader of a
 * network reads the same grid: only `abilities` are the caller's, and they are added on every request.
 *
 * An entry is good while its district's generation is what it was when the entry was read. The
 * generation (migration 0009, `card_generations`) counts every write to the configuration lists and
 * their items, the axes; migration 0014 adds every write to `supports`. Both count per district, the
 * shared network and the system lists under district 0, which every district's sum includes. It is read
 * before the grid, so an entry can be newer than its key, never older; a write through another copy, a
 * job or plain SQL is seen at the next read. Who may read the network is decided on every request
 * (support-places.ts), never cached. Entries belong to the database handle they were read through.
 */
import type { Database } from '@ss/db';

interface Entry {
  generation: number;
  json: string;
}

const MAX_ENTRIES = 64;
const cachesOf = new WeakMap<Database, Map<string, Entry>>();

/** The grid's JSON when it was read at this generation, else `read()`'s, kept for the next reader. */
export async function cachedContinuum(db: Database, key: string, generation: number, read: () => Promise<string>): Promise<string> {
  let entries = cachesOf.get(db);
  if (!entries) cachesOf.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.generation === generation) {
    // Most recently used last: the first entry is the one to let go.
    entries.delete(key);
    entries.set(key, hit);
    return hit.json;
  }
  const json = await read();
  entries.delete(key);
  entries.set(key, { generation, json });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return json;
}
