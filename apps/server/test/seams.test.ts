/**
 * The server's seams, read from the source (issue 21). Static scans only: no server, no database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

const read = (path: string) => readFileSync(path, 'utf8');

describe('policies seam', () => {
  /**
   * Presenters that still import a policy to compute `abilities` themselves; each should receive its abilities
   * from its service (lib/authorize.ts `abilitiesOf`) and leave this list. The list only shrinks: a presenter
   * not on it that imports a policy fails, and one on it that no longer does fails too (remove it here).
   */
  const NOT_YET: string[] = [
    'actions.presenter.ts',
    'celebrations.presenter.ts',
    'meetings.presenter.ts',
    'norms.presenter.ts',
    'resources.presenter.ts',
    'sis.presenter.ts',
    'student-profile.presenter.ts',
    'student-supports.presenter.ts',
    'student.presenter.ts',
    'support-plans.presenter.ts',
    'supports.presenter.ts',
    'tenancy.presenter.ts',
    'user.presenter.ts',
  ];

  it('presenters import no policies (they serialise; services hand them the abilities)', () => {
    const dir = join(SRC, 'presenters');
    const importing = readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .filter((f) => /from '\.\.\/policies\//.test(read(join(dir, f))))
      .sort();
    expect(importing).toEqual([...NOT_YET].sort());
  });

  it('every authorize( call is handed a policy verb (`somePolicy.verb`), never a condition built outside a policy', () => {
    const offenders: string[] = [];
    let calls = 0;
    for (const file of sourceFiles(SRC)) {
      const rel = relative(SRC, file);
      if (rel === join('lib', 'authorize.ts')) continue;
      const text = read(file);
      // `authorize(` as a call of the imported function: not a method (`.authorize(`) nor a declaration (`async authorize(`).
      for (const m of text.matchAll(/(?<![\w.])authorize\(([^,)]*)/g)) {
        const before = text.slice(text.lastIndexOf('\n', m.index) + 1, m.index);
        // A method named authorize (a channel's `authorize(ctx, auth, id)`, the hub's), declared rather than called.
        if (/^\s*(private )?(async )?$/.test(before) && /^\s*(ctx|auth)\b/.test(m[1]!)) continue;
        calls++;
        if (!/^\s*\w+Policy\.\w+\s*$/.test(m[1]!)) offenders.push(`${rel}: authorize(${m[1]}`);
      }
    }
    expect(calls).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
