import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { CAST, passwordTokens, sentEmails, users, type Database } from '@ss/db';
import type { ServiceContext } from '../src/context.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { issuePasswordLink } from '../src/services/auth/issue-password-link.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: 'https://hub.example.test' });
});
afterAll(() => server?.close());

const serviceCtx = (db?: Database): ServiceContext => ({ ...server.runtime.ctx, ...(db ? { db } : {}), auth: null, ip: '127.0.0.1' });
const userId = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const lastEmailTo = async (to: string) =>
  (await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1))[0];
const tokenIn = (text: string) => /set-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const tokensOf = async (id: number) => server.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, id));

async function newUser(email: string, opts: { password?: boolean } = {}) {
  const [row] = await server.db
    .insert(users)
    .values({ email, first_name: 'Nora', last_name: 'Newcomb', password_hash: opts.password === false ? null : undefined })
    .returning();
  return row!;
}

describe('issuePasswordLink (service used by staff invitations)', () => {
  it('queues an invitation naming the inviter, with a 7-day single-use link whose token is stored only hashed', async () => {
    const user = await newUser('invited.one@demo.test', { password: false });
    await issuePasswordLink(serviceCtx(), { userId: user.id, purpose: 'invite', invitedBy: 'Dana Whitfield' });
    const email = await lastEmailTo('invited.one@demo.test');
    expect(email!.subject).toBe('You have been invited to Student Support Hub');
    expect(email!.text_body).toContain('Dana Whitfield has invited you to Student Support Hub');
    expect(email!.text_body).toContain('https://hub.example.test/auth/set-password?token=');
    const token = tokenIn(email!.text_body)!;
    const [row] = await tokensOf(user.id);
    expect(row).toMatchObject({ purpose: 'invite', token_hash: sha256(token), used_at: null });
    const days = (row!.expires_at.getTime() - row!.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(await server.db.select().from(passwordTokens).where(eq(passwordTokens.token_hash, token))).toHaveLength(0);
  });

  it('writes the e-mail in French for a francophone district and says "invited" without an inviter', async () => {
    await issuePasswordLink(serviceCtx(), { userId: await userId(CAST.frTeacher), purpose: 'invite' });
    const email = await lastEmailTo(CAST.frTeacher);
    expect(email!.subject).toBe('Invitation à vous joindre à Carrefour de soutien aux élèves');
    expect(email!.text_body).toMatch(/^Bonjour Mathieu,/);
    expect(email!.text_body).toContain('Vous avez reçu une invitation');
  });

  it('writes a one-hour reset e-mail in English for a super user, and a new link replaces the unused earlier one', async () => {
    const id = await userId(CAST.super);
    await issuePasswordLink(serviceCtx(), { userId: id, purpose: 'reset' });
    const first = tokenIn((await lastEmailTo(CAST.super))!.text_body)!;
    await issuePasswordLink(serviceCtx(), { userId: id, purpose: 'reset' });
    const email = await lastEmailTo(CAST.super);
    expect(email!.subject).toBe('Reset your Student Support Hub password');
    const second = tokenIn(email!.text_body)!;
    expect(second).not.toBe(first);
    const rows = await tokensOf(id);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(second)]);
    expect((rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 60_000).toBeCloseTo(60, 5);
  });

  it('joins the caller’s transaction: when it rolls back, neither the token nor the e-mail remains', async () => {
    const user = await newUser('invited.rollback@demo.test', { password: false });
    await expect(
      server.db.transaction(async (tx) => {
        await issuePasswordLink(serviceCtx(tx as unknown as Database), { userId: user.id, purpose: 'invite' });
        expect(await (tx as unknown as Database).select().from(passwordTokens).where(eq(passwordTokens.user_id, user.id))).toHaveLength(1);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await tokensOf(user.id)).toHaveLength(0);
    expect(await lastEmailTo('invited.rollback@demo.test')).toBeUndefined();
  });

  it('does nothing for a deactivated user', async () => {
    const user = await newUser('gone@demo.test');
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, user.id));
    await issuePasswordLink(serviceCtx(), { userId: user.id, purpose: 'reset' });
    expect(await tokensOf(user.id)).toHaveLength(0);
    expect(await lastEmailTo('gone@demo.test')).toBeUndefined();
    expect(await server.db.select().from(passwordTokens).where(and(eq(passwordTokens.user_id, user.id)))).toHaveLength(0);
  });
});
