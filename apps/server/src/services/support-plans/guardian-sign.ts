/**
 * Guardians sign a final plan themselves (issue 24, section 1).
 *
 * A coordinator (whoever records paper signatures: policies/guardian-sign.policy.ts) sends the latest revision of
 * a final, active plan to a guardian: an entry of the plan's team from outside the school, at an e-mail address,
 * in English or French. The link carries a token of 256 random bits kept only as its SHA-256 (found by the hash's
 * unique index, then compared in constant time); it works until `expires_at` (7 days), once, unless withdrawn.
 *
 * The guardian needs no account: the token opens that revision only (the plan as the PDF shows it, in the
 * language asked, and its PDF), and signs it (typed full name, explicit consent) or declines it (a comment).
 * A link that is unknown, expired, or whose plan moved on (a new draft, deactivated, the school closed) answers
 * one same 410; a withdrawn link 410 with its own words; a used one 409. The signature is recorded on that
 * revision as `guardian` (the typed name; `recorded_by`: the sender), so the table, the PDF and the audit say
 * "signed by the guardian through a link sent by …". A new revision starts with no signatures (lifecycle.ts), so
 * it never carries the guardian's. Reads and answers are audited without the plan's text; the public routes are
 * throttled per IP (plugins/throttle.ts) and CSRF-exempt (plugins/csrf.ts TOKEN_ROUTES).
 */
import {
  GUARDIAN_LINK_DAYS,
  GUARDIAN_MSG,
  PLAN_MSG,
  translate,
  type GuardianRequestStatus,
  type Language,
  type TCreateGuardianRequest,
  type TGuardianAnswer,
  type TGuardianDeclineBody,
  type TGuardianPlanView,
  type TGuardianRequest,
  type TGuardianRequestList,
  type TGuardianSignBody,
} from '@ss/domain';
import { formatDate } from '@ss/domain/language';
import type { AuthedContext, ServiceContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { newToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { guardianSignPolicy } from '../../policies/guardian-sign.policy.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import {
  findGuardianRequest,
  findGuardianRequestByHash,
  insertGuardianRequest,
  listGuardianRequests,
  revokeGuardianRequest,
  setRequestSignature,
  useGuardianRequest,
  type GuardianRequestListRow,
} from '../../repositories/guardian-requests.repository.ts';
import { findRevisions, insertSignature, lockPlan, userNames } from '../../repositories/support-plan-revisions.repository.ts';
import { findPlan, type PlanRow } from '../../repositories/support-plans.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit } from '../emit.ts';
import { loadPlan, notPossible, planEvent } from './access.ts';
import { buildPlanDocument, planFileName } from './pdf/build-document.ts';
import { renderPlanPdf } from './pdf/draw-plan.ts';
import { roleLabel } from './signatures.ts';

const DAY_MS = 86_400_000;

/** 409 when the plan's latest revision cannot be sent now (deactivated, not final). */
function assertSendable(plan: Pick<PlanRow, 'status' | 'revision' | 'deactivated_at'>) {
  const refusal = supportPlansPolicy.signatureRefusal(plan);
  if (refusal === 'deactivated') throw notPossible(PLAN_MSG.deactivated);
  if (refusal === 'notFinal') throw notPossible(PLAN_MSG.signNotFinal);
}

export function requestStatus(r: { used_at: Date | null; outcome: string | null; revoked_at: Date | null; expires_at: Date }, now = new Date()): GuardianRequestStatus {
  if (r.used_at) return r.outcome === 'declined' ? 'declined' : 'signed';
  if (r.revoked_at) return 'revoked';
  return r.expires_at <= now ? 'expired' : 'pending';
}

function present(row: GuardianRequestListRow, canRevoke: boolean): TGuardianRequest {
  const r = row.request;
  const status = requestStatus(r);
  return {
    id: r.id,
    revision: row.number,
    guardian_name: r.guardian_name,
    email: r.email,
    language: r.language,
    status,
    sent_by: r.sent_by === null ? null : { id: r.sent_by, name: row.sender_name ?? '' },
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    revoked_at: r.revoked_at?.toISOString() ?? null,
    used_at: r.used_at?.toISOString() ?? null,
    decline_comment: r.decline_comment,
    abilities: { revoke: canRevoke && status === 'pending' },
  };
}

/** The team's members a request may go to: those from outside the school, by their place in the list. */
async function guardiansOf(ctx: AuthedContext, plan: PlanRow) {
  const out: TGuardianRequestList['guardians'] = [];
  for (const [i, m] of plan.team.entries()) if (!m.inside) out.push({ member: i, name: m.name, role: await roleLabel(ctx.db, plan, m.role_key) });
  return out;
}

export async function listRequests(ctx: AuthedContext, id: number): Promise<TGuardianRequestList> {
  const { plan } = await loadPlan(ctx, id);
  authorize(guardianSignPolicy.list, ctx.actor, plan);
  const rows = await listGuardianRequests(ctx.db, plan.id);
  const canRevoke = guardianSignPolicy.revoke(ctx.actor, plan);
  return {
    items: rows.map((r) => present(r, canRevoke)),
    abilities: { send: guardianSignPolicy.sendNow(ctx.actor, plan) },
    guardians: await guardiansOf(ctx, plan),
  };
}

export async function sendRequest(ctx: AuthedContext, id: number, input: TCreateGuardianRequest): Promise<TGuardianRequest> {
  const { db, actor } = ctx;
  const { plan, row } = await loadPlan(ctx, id);
  // Who may (403), then the plan's state (409), then the input (400).
  authorize(guardianSignPolicy.send, actor, plan);
  assertSendable(plan);
  const member = plan.team[input.member];
  if (!member || member.inside) throw fieldError('member', GUARDIAN_MSG.member);
  const token = newToken();
  const now = new Date();
  const expires = new Date(now.getTime() + GUARDIAN_LINK_DAYS * DAY_MS);
  const sender = (await userNames(db, [actor.id])).get(actor.id) ?? '';
  const created = await db.transaction(async (tx) => {
    const locked = await lockPlan(tx, id);
    if (!locked) throw notFound();
    assertSendable(locked);
    const [rev] = await findRevisions(tx, id, [locked.revision]);
    const same = locked.team[input.member];
    if (!same || same.inside || same.name !== member.name) throw fieldError('member', GUARDIAN_MSG.member);
    const request = await insertGuardianRequest(tx, {
      plan_id: id,
      revision_id: rev!.id,
      guardian_name: same.name,
      role_key: same.role_key,
      email: input.email,
      language: input.language,
      token_hash: sha256(token),
      expires_at: expires,
      sent_by: actor.id,
    });
    const lang: Language = input.language;
    const student = `${row.first_name} ${row.last_name}`.trim();
    await queueEmail(tx, ctx.jobs, {
      to: input.email,
      subject: translate(lang, 'email.plan.guardian.subject', { student }),
      text: translate(lang, 'email.plan.guardian.body', {
        name: same.name,
        sender,
        school: row.school_name,
        student,
        year: locked.school_year,
        expires: formatDate(expires, lang),
        link: `${ctx.config.publicUrl}/guardian-sign?token=${token}`,
      }),
    });
    // Ids and codes only: no name, no address, no text of the plan.
    await emit(tx, ctx, {
      type: 'support_plan.guardian_request_sent',
      ...planEvent(locked),
      details: { revision: locked.revision, request: request.id, member: input.member, language: lang },
    });
    return request;
  });
  return present({ request: created, number: plan.revision, sender_name: sender }, true);
}

export async function revokeRequest(ctx: AuthedContext, id: number, requestId: number): Promise<TGuardianRequest> {
  const { plan } = await loadPlan(ctx, id);
  authorize(guardianSignPolicy.revoke, ctx.actor, plan);
  const found = await findGuardianRequest(ctx.db, plan.id, requestId);
  if (!found) throw notFound();
  await ctx.db.transaction(async (tx) => {
    if (!(await revokeGuardianRequest(tx, found.id, ctx.actor.id, new Date()))) throw notPossible(GUARDIAN_MSG.linkUsed);
    await emit(tx, ctx, { type: 'support_plan.guardian_request_revoked', ...planEvent(plan), details: { request: found.id } });
  });
  const row = (await listGuardianRequests(ctx.db, plan.id)).find((r) => r.request.id === found.id)!;
  return present(row, true);
}

// The guardian's side: the token is the credential.

const expired = () => new HttpError(410, 'gone', GUARDIAN_MSG.linkExpired);
const revoked = () => new HttpError(410, 'gone', GUARDIAN_MSG.linkRevoked);
const used = () => new HttpError(409, 'conflict', GUARDIAN_MSG.linkUsed);

type Link = NonNullable<Awaited<ReturnType<typeof findGuardianRequestByHash>>>;

/**
 * The open request of a token and its plan, or the refusal. Unknown and expired answer alike (one lookup each,
 * the same 410): the answer tells nothing about whether a token exists.
 */
async function openLink(ctx: Pick<ServiceContext, 'db'>, token: string): Promise<{ link: Link; plan: PlanRow }> {
  const hash = sha256(token);
  const link = await findGuardianRequestByHash(ctx.db, hash);
  if (!link || !safeEqual(link.request.token_hash, hash)) throw expired();
  const r = link.request;
  if (r.used_at) throw used();
  if (r.revoked_at) throw revoked();
  if (r.expires_at <= new Date()) throw expired();
  const found = await findPlan(ctx.db, r.plan_id);
  // The plan moved on (a new draft, deactivated) or its school is closed to it: the link no longer opens.
  if (!found || found.school_suspended_at !== null || !found.school_plans_enabled) throw expired();
  if (supportPlansPolicy.signatureRefusal(found.plan) !== null || found.plan.revision !== link.number) throw expired();
  return { link, plan: found.plan };
}

const guardianBy = (ctx: Pick<ServiceContext, 'ip'>) => ({ actor_user_id: null, ip: ctx.ip });

export async function readGuardianPlan(ctx: Pick<ServiceContext, 'db' | 'ip'>, token: string, lang?: Language): Promise<TGuardianPlanView> {
  const { link, plan } = await openLink(ctx, token);
  const language: Language = lang ?? link.request.language;
  const doc = await buildPlanDocument(ctx.db, plan, { lang: language });
  if (!doc || !doc.revision) throw expired();
  await emit(ctx.db, guardianBy(ctx), { type: 'support_plan.read', ...planEvent(plan), details: { part: 'guardian_link', request: link.request.id, revision: link.number } });
  return {
    language,
    sent_language: link.request.language,
    guardian_name: link.request.guardian_name,
    sent_by: link.sender_name,
    expires_at: link.request.expires_at.toISOString(),
    district_name: doc.district_name,
    school_name: doc.school_name,
    student: { first_name: doc.student.first_name, last_name: doc.student.last_name, grade: doc.student.grade },
    template: doc.template,
    school_year: doc.school_year,
    revision: doc.revision,
    information: doc.information,
    team: doc.team.map((m) => ({ name: m.name, role: m.role })),
    review_dates: doc.review_dates,
    assessments:
      doc.assessments?.map((a) => ({ name: a.name, date: a.date, assessor: a.assessor, assessor_role: a.assessor_role, summary: a.summary, recommendations: a.recommendations })) ??
      null,
    goals: doc.goals,
    transitions: doc.transitions,
  };
}

export async function guardianPlanPdf(ctx: Pick<ServiceContext, 'db' | 'ip'>, token: string, lang?: Language): Promise<{ pdf: Buffer; fileName: string; fullName: string }> {
  const { link, plan } = await openLink(ctx, token);
  const doc = await buildPlanDocument(ctx.db, plan, { lang: lang ?? link.request.language });
  if (!doc) throw expired();
  const pdf = await renderPlanPdf(doc);
  await emit(ctx.db, guardianBy(ctx), { type: 'support_plan.pdf', ...planEvent(plan), details: { lang: doc.lang, via: 'guardian_link', request: link.request.id } });
  const names = planFileName(doc, translate(doc.lang, 'planPdf.fileName'));
  return { pdf, fileName: names.ascii, fullName: names.full };
}

export async function guardianSign(ctx: Pick<ServiceContext, 'db' | 'ip'>, input: TGuardianSignBody): Promise<TGuardianAnswer> {
  const { link, plan } = await openLink(ctx, input.token);
  const r = link.request;
  const role = r.role_key === null ? '' : await roleLabel(ctx.db, plan, r.role_key);
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    const locked = await lockPlan(tx, plan.id);
    if (!locked || supportPlansPolicy.signatureRefusal(locked) !== null || locked.revision !== link.number) throw expired();
    if (!(await useGuardianRequest(tx, r.id, { used_at: at, outcome: 'signed' }))) throw used();
    const signature = await insertSignature(tx, {
      revision_id: r.revision_id,
      method: 'guardian',
      name: r.guardian_name,
      role_key: r.role_key,
      role,
      signed_on: todayIso(at),
      typed_name: input.full_name,
      drawing: null,
      signer_id: null,
      recorded_by: r.sent_by,
    });
    await setRequestSignature(tx, r.id, signature.id);
    await emit(tx, guardianBy(ctx), {
      type: 'support_plan.signed',
      ...planEvent(locked),
      details: { revision: link.number, signature: signature.id, method: 'guardian', role_key: r.role_key, request: r.id, sent_by: r.sent_by },
    });
  });
  return { outcome: 'signed', at: at.toISOString() };
}

export async function guardianDecline(ctx: Pick<ServiceContext, 'db' | 'ip'>, input: TGuardianDeclineBody): Promise<TGuardianAnswer> {
  const { link, plan } = await openLink(ctx, input.token);
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    if (!(await useGuardianRequest(tx, link.request.id, { used_at: at, outcome: 'declined', decline_comment: input.comment }))) throw used();
    // The comment stays with the request (the coordinators read it); the audit says only that one was given.
    await emit(tx, guardianBy(ctx), {
      type: 'support_plan.guardian_declined',
      ...planEvent(plan),
      details: { revision: link.number, request: link.request.id, sent_by: link.request.sent_by, commented: input.comment.length > 0 },
    });
  });
  return { outcome: 'declined', at: at.toISOString() };
}
