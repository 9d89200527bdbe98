/**
 * The network's e-mails (issue 11, section 1: "every state change … e-mails the person waiting on it"),
 * queued in the change's transaction, each in its reader's language (their district's: French when
 * francophone; super admins read English), with a link to the page where they act:
 * - a school's proposal (made, or proposed again) → the school's reviewers (its admins and leaders; its
 *   district's admins when it has none), to the leader's review page;
 * - a proposal approved or returned → its author, to the support in the school's network;
 * - a submission to the shared network → every super admin, to the approval page;
 * - a submission approved or returned → whoever sent it, to the district's view of it.
 * The caller is never mailed about their own act.
 */
import { translate, type Language } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { recipientById, schoolReviewers, superAdmins, type MailRecipient } from '../../repositories/support-connections.repository.ts';
import type { SupportRow } from '../../repositories/support-network.repository.ts';
import { queueEmail } from '../email/queue-email.ts';

type Mail = Pick<AuthedContext, 'config' | 'jobs' | 'actor'>;

const langOf = (r: MailRecipient): Language => (r.francophone ? 'fr' : 'en');
const nameIn = (s: Pick<SupportRow, 'name_en' | 'name_fr'>, lang: Language) => (lang === 'fr' ? s.name_fr || s.name_en : s.name_en || s.name_fr);
const actorName = (ctx: Mail) => `${ctx.actor.first_name} ${ctx.actor.last_name}`.trim();
const commentIn = (lang: Language, comment: string | null | undefined) => (comment ? translate(lang, 'email.support.comment', { comment }) : '');

async function send(tx: Database, ctx: Mail, people: MailRecipient[], write: (lang: Language, r: MailRecipient) => { subject: string; text: string }) {
  for (const r of people.filter((p) => p.id !== ctx.actor.id)) {
    const { subject, text } = write(langOf(r), r);
    await queueEmail(tx, ctx.jobs, { to: r.email, subject, text });
  }
}

/** A proposal made or made again: to the school's reviewers. */
export async function mailProposal(tx: Database, ctx: Mail, s: SupportRow, school: { id: number; district_id: number; name: string }) {
  const link = `${ctx.config.publicUrl}/school/${school.district_id}/${school.id}/supports/view-support-for-approval-by-leader/${s.id}`;
  await send(tx, ctx, await schoolReviewers(tx, school), (lang, r) => ({
    subject: translate(lang, 'email.support.proposed.subject', { support: nameIn(s, lang) }),
    text: translate(lang, 'email.support.proposed.body', { name: r.first_name, author: actorName(ctx), support: nameIn(s, lang), school: school.name, link }),
  }));
}

/** A submission to the shared network: to every super admin. */
export async function mailSubmission(tx: Database, ctx: Mail, copy: SupportRow, district: { id: number; name: string }, comment: string | null | undefined) {
  const link = `${ctx.config.publicUrl}/admin/student-supports/approve-support/${copy.id}`;
  await send(tx, ctx, await superAdmins(tx), (lang, r) => ({
    subject: translate(lang, 'email.support.submitted.subject', { support: nameIn(copy, lang) }),
    text: translate(lang, 'email.support.submitted.body', {
      name: r.first_name,
      author: actorName(ctx),
      district: district.name,
      support: nameIn(copy, lang),
      comment: commentIn(lang, comment),
      link,
    }),
  }));
}

/**
 * A review's outcome to the person waiting on it (the proposal's author, the submission's sender): `school`
 * names the school of a proposal; a submission is read on its district's pages.
 */
export async function mailReview(tx: Database, ctx: Mail, s: SupportRow, outcome: 'approved' | 'returned', school: { id: number; name: string } | null) {
  if (s.created_by === null) return;
  const author = await recipientById(tx, s.created_by);
  if (!author) return;
  const districtId = s.district_id ?? s.submitted_district_id;
  const link = school ? `${ctx.config.publicUrl}/school/${districtId}/${school.id}/supports/view/${s.id}` : `${ctx.config.publicUrl}/district/${districtId}/supports/view/${s.id}`;
  await send(tx, ctx, [author], (lang, r) => ({
    subject: translate(lang, `email.support.${outcome}.subject`, { support: nameIn(s, lang) }),
    text: translate(lang, `email.support.${outcome}.body`, {
      name: r.first_name,
      reviewer: actorName(ctx),
      support: nameIn(s, lang),
      place: school ? school.name : translate(lang, 'email.support.sharedNetwork'),
      comment: commentIn(lang, s.review_comment),
      link,
    }),
  }));
}
