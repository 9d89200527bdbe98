/**
 * Every action code the server writes to the audit log has a label in both catalogues (the
 * audit page names actions in words). `emit` only takes AUDIT_ACTIONS as event types (typecheck); this
 * also reads the server's source for the codes it spells out, so a code added as a plain
 * string (a ternary, a rule's audit) is caught too. Live events (LIVE_EVENTS) are emitted but never audited.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, auditActionKey, auditTargetKey, catalogues, LIVE_EVENTS, STUDENT_LIFECYCLE_ACTIONS } from '@ss/domain';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Codes spelled out where an event is emitted: `type: '…'` (`action: '…'` in the throttle's rules), and target types. */
function emittedCodes(): { actions: Set<string>; targets: Set<string> } {
  const actions = new Set<string>();
  const targets = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/target: \{ type: '([a-z_]+)'/g)) targets.add(m[1]!);
    if (!/emit\(|audit\(request/.test(text)) continue;
    for (const m of text.matchAll(/(?:type|action): ([^,\n}]+)/g)) for (const code of m[1]!.matchAll(/'([a-z_]+\.[a-z_.]+)'/g)) actions.add(code[1]!);
    // `student.${input.action}`: the lifecycle actions.
    if (text.includes('type: `student.${input.action}`')) for (const a of STUDENT_LIFECYCLE_ACTIONS) actions.add(`student.${a}`);
  }
  // The live events (a card moved, a lock taken or let go) pass through emit too but write no audit row.
  for (const live of LIVE_EVENTS) actions.delete(live);
  return { actions, targets };
}

describe('audit action labels', () => {
  const { actions, targets } = emittedCodes();

  it('finds the codes the server writes', () => {
    // A sanity floor: the scan itself works (sign-in, simulation, config reset are written).
    for (const code of ['auth.sign_in', 'simulation.started', 'config.reset', 'student.graduate']) expect(actions, code).toContain(code);
    expect(targets).toContain('student');
  });

  it('every code written is one of AUDIT_ACTIONS, every target type one of AUDIT_TARGET_TYPES', () => {
    expect([...actions].filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code))).toEqual([]);
    expect([...targets].filter((type) => !(AUDIT_TARGET_TYPES as readonly string[]).includes(type))).toEqual([]);
  });

  it('every action and target type has an English and a French label', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const code of [...AUDIT_ACTIONS, ...actions]) expect(catalogues[lang][auditActionKey(code)], `${lang}: ${code}`).toBeTruthy();
      for (const type of [...AUDIT_TARGET_TYPES, ...targets]) expect(catalogues[lang][auditTargetKey(type)], `${lang}: ${type}`).toBeTruthy();
    }
  });

  it('French labels are French, not the English ones copied', () => {
    const same = AUDIT_ACTIONS.filter((code) => catalogues.fr[auditActionKey(code)] === catalogues.en[auditActionKey(code)]);
    expect(same).toEqual([]);
  });
});
