import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { AUDIT_ACTIONS } from '@ss/domain/audit';
import { EVENT_REFRESHES, invalidationsFor, refresh } from './invalidations.ts';
import { QUERY_FAMILIES, qk, type QueryFamily } from './query-keys.ts';

/** Families the session refreshes itself (sign-in, sign-out, a password link, the sign-in page's settings): no event does. */
const SESSION_ONLY: QueryFamily[] = ['currentUser', 'authConfig', 'supportContact', 'passwordLink'];
/** Actions that change nothing a page shows but the audit log: reads, exports and sessions. */
const READS_ONLY = [
  'auth.sign_in',
  'auth.sign_out',
  'student.read',
  'student.access_log_read',
  'student.access_log_exported',
  'students.export',
  'actions.export',
  'student_supports.export',
  'report.read',
  'report.export',
  'support_plan.read',
  'support_plans.list',
  'support_plan.pdf',
  'support_plans.bulk_export_downloaded',
  'support_plan.attachment_downloaded',
  'support_plan.guardian_link_refused',
  // Restricted notes (issue 24, section 2): opening one and the break-glass read change nothing a page shows.
  'restricted_note.opened',
  'restricted_note.break_glass',
  // A district's export (issue 24, section 6): made by the job (the card polls while one runs), and downloaded.
  'district.export_made',
  'district.export_downloaded',
];

const builders = (family: QueryFamily) =>
  Object.entries(qk[family]).map(([name, make]) => [name, typeof make === 'function' ? (make as (...args: unknown[]) => readonly unknown[])(7, 7) : make] as const);

describe('query-key registry', () => {
  it.each(QUERY_FAMILIES)('every %s key starts with its family prefix, so invalidating the family reaches it', (family) => {
    const prefix = qk[family].all;
    for (const [name, key] of builders(family)) expect(key.slice(0, prefix.length), `${family}.${name}`).toEqual([...prefix]);
  });

  it('no family prefix is shared by two families, so an invalidation never reaches another family', () => {
    const heads = QUERY_FAMILIES.map((family) => qk[family].all[0]);
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('every family is refreshed by some domain event, or is one of the few the session refreshes', () => {
    const refreshed = new Set<QueryFamily>([...Object.values(EVENT_REFRESHES).flat(), 'audit']);
    for (const family of QUERY_FAMILIES) expect(refreshed.has(family) !== SESSION_ONLY.includes(family), family).toBe(true);
  });
});

describe('invalidationsFor', () => {
  it.each(AUDIT_ACTIONS.filter((a) => !READS_ONLY.includes(a)))('%s refreshes at least one family besides the audit log', (action) => {
    expect(EVENT_REFRESHES[action].length).toBeGreaterThan(0);
    expect(invalidationsFor(action)).toContainEqual(qk.audit.all);
  });

  it('the read-only actions refresh only the audit log, which lists them', () => {
    for (const action of READS_ONLY) expect(invalidationsFor(action as (typeof AUDIT_ACTIONS)[number])).toEqual([qk.audit.all]);
  });

  it('a student change refreshes the roster, the profile and the cards by their family prefixes', () => {
    expect(invalidationsFor('student.updated')).toEqual(expect.arrayContaining([qk.students.all, qk.profile.all, qk.cards.all]));
    expect(invalidationsFor('student.updated')).not.toContainEqual(qk.config.all);
  });
});

describe('refresh', () => {
  it('a first load that left before the change is not taken for the answer: it is fetched again', async () => {
    const client = new QueryClient();
    let version = 0;
    let release!: () => void;
    const key = qk.students.list({ search: 'Fairweather' });
    // The first load leaves before the write and answers what it read then, after the write.
    const queryFn = () => {
      const seen = version;
      return seen === 0 ? new Promise<number>((resolve) => (release = () => resolve(seen))) : Promise.resolve(seen);
    };
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    version = 1;
    const refreshed = refresh(client, 'student.add_to_school');
    release();
    await refreshed;
    await vi.waitFor(() => expect(client.getQueryData(key)).toBe(1));
    unsubscribe();
    client.clear();
  });
});
