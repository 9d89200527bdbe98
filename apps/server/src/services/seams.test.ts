/**
 * The server's seams hold (issue 13): services emit and nothing else does, `recordAudit` is
 * written only by `emit`, a policy refusal goes through `authorize`, and neither the auth of a
 * service context nor a transaction is forced by a cast. Read from the source, so a new file
 * that slips past is caught here rather than in review.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const where = (test: (text: string) => boolean) =>
  files
    .filter((f) => test(f.text))
    .map((f) => f.path)
    .sort();

describe('seams', () => {
  it('reads the server source', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(where((t) => /\bemit\(/.test(t)).length).toBeGreaterThan(30);
  });

  it('only emit writes audit rows', () => {
    expect(where((t) => /import \{[^}]*\brecordAudit\b/.test(t))).toEqual(['services/emit.ts']);
  });

  it('only services emit', () => {
    expect(where((t) => /from '[./]*(services\/)?emit\.ts'/.test(t)).filter((p) => !p.startsWith('services/'))).toEqual([]);
  });

  it('refusals go through authorize', () => {
    // The socket's same-site check is the transport's, like CSRF: it asks nothing of the actor, so no policy decides it.
    expect(where((t) => /throw forbidden\(\)/.test(t))).toEqual(['lib/authorize.ts', 'realtime/ws.routes.ts']);
  });

  it('no auth and no transaction is forced by a cast', () => {
    expect(where((t) => /\bauth!/.test(t))).toEqual([]);
    expect(where((t) => /as unknown as (Database|typeof ctx\.db|ServiceContext)/.test(t))).toEqual([]);
  });
});
