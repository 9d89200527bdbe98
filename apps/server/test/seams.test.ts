/**
 * One event seam (issue 21, section 2), read from the server's source: `emit` is the only writer of
 * notifications (no NOTIFY, no realtime publish anywhere else), and a service names no channel of
 * another area: the area that serves a channel says which events refresh it, in its manifest's
 * listeners. (src/services/seams.test.ts holds the older seams: emit, recordAudit, authorize.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/areas/index.ts';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments are prose: a sentence may name a channel or a function without using it. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: code(readFileSync(path, 'utf8')) }));
const where = (test: (text: string) => boolean, among = files) =>
  among
    .filter((f) => test(f.text))
    .map((f) => f.path)
    .sort();

/** Where each channel's area keeps its services (the manifests name the channels; this names their folders). */
const CHANNEL_OWNER: Record<string, string> = { board: 'services/boards/', meeting: 'services/meetings/' };

describe('one event seam', () => {
  it('reads the server source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(where((t) => /\bemit\(/.test(t)).length).toBeGreaterThan(30);
  });

  it('nothing but emit notifies: no notifyRealtime, and NOTIFY only in the repositories emit alone calls (and the hub’s presence between copies)', () => {
    expect(where((t) => /\bnotifyRealtime\b/.test(t))).toEqual([]);
    expect(where((t) => /pg_notify/i.test(t))).toEqual(['realtime/presence.ts', 'repositories/audit.repository.ts', 'repositories/events.repository.ts']);
    expect(where((t) => /import \{[^}]*\b(recordAudit|announce)\b[^}]*\} from '[./]*repositories\/(audit|events)\.repository\.ts'/.test(t))).toEqual(['services/emit.ts']);
    expect(where((t) => /\bREALTIME_CHANNEL\b/.test(t))).toEqual(['realtime/hub.ts', 'repositories/events.repository.ts']);
    // The hub sends to sockets itself; nothing outside realtime/ reaches into it to publish.
    expect(where((t) => /\b(hub|realtime)\.(send|forward|publish)\(/.test(t)).filter((p) => !p.startsWith('realtime/'))).toEqual([]);
  });

  it('a service names only its own area’s channels', () => {
    const served = AREAS.flatMap((a) => Object.keys(('channels' in a && a.channels) || {})).sort();
    expect(Object.keys(CHANNEL_OWNER).sort()).toEqual(served);
    const services = files.filter((f) => f.path.startsWith('services/'));
    const offenders = Object.entries(CHANNEL_OWNER).flatMap(([prefix, owner]) => {
      const names = new RegExp(`\\b${prefix}Channel\\b|['"\`]${prefix}:`);
      return where((t) => names.test(t), services)
        .filter((p) => !p.startsWith(owner))
        .map((p) => `${p} names ${prefix}:`);
    });
    expect(offenders).toEqual([]);
  });

  it('the channels’ listeners live with the area that serves them', () => {
    for (const area of AREAS) {
      if (!('listeners' in area) || !area.listeners) continue;
      expect(Object.keys(('channels' in area && area.channels) || {}).length, area.name).toBeGreaterThan(0);
    }
    expect(where((t) => /: Listeners = \{/.test(t))).toEqual(['services/boards/board-channel.ts', 'services/meetings/meeting-channel.ts']);
  });
});
