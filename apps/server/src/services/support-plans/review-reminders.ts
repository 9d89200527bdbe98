/**
 * Review reminders (issue 12, section 3): a daily job e-mails the school's support plan coordinators
 * (`ipp_cordinator`) about each active plan whose next review date is a week ahead, or closer when the job
 * missed days, in the district's language (francophone: French), with a link to the plan. Each plan and review
 * date is reminded once: the plan remembers the date it was reminded of, claimed in the same transaction as
 * the e-mails, so a re-run, a retry or a second copy of the server sends nothing twice. A plan whose review
 * date moves is reminded of the new date. Schools with the module off or suspended are skipped.
 */
import { translate, type Language } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { todayIso } from '../../lib/dates.ts';
import { claimReminder, plansToRemind, schoolCoordinators } from '../../repositories/support-plan-revisions.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit, SYSTEM } from '../emit.ts';
import { planEvent } from './access.ts';

export const REMIND_DAYS_AHEAD = 7;

export interface ReminderResult {
  plan_id: number;
  review_date: string;
  recipients: number;
}

export async function remindPlanReviews(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>, now = new Date()): Promise<ReminderResult[]> {
  const today = todayIso(now);
  const until = todayIso(new Date(now.getTime() + REMIND_DAYS_AHEAD * 86_400_000));
  const results: ReminderResult[] = [];
  for (const p of await plansToRemind(ctx.db, today, until)) {
    const date = p.next_review_date!;
    const sent = await ctx.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, p.id, date))) return null;
      const lang: Language = p.francophone ? 'fr' : 'en';
      const student = `${p.first_name} ${p.last_name}`.trim();
      const link = `${ctx.config.publicUrl}/school/${p.district_id}/${p.school_id}/students/profile/${p.student_id}/support-plan/home`;
      const people = await schoolCoordinators(tx, p.school_id);
      for (const r of people)
        await queueEmail(tx, ctx.jobs, {
          to: r.email,
          subject: translate(lang, 'email.plan.review.subject', { student }),
          text: translate(lang, 'email.plan.review.body', { name: r.first_name, student, school: p.school_name, year: p.school_year, date, link }),
        });
      await emit(tx, SYSTEM, { type: 'support_plan.review_reminded', ...planEvent(p), details: { review_date: date, recipients: people.map((r) => r.id) } });
      return people.length;
    });
    if (sent !== null) results.push({ plan_id: p.id, review_date: date, recipients: sent });
  }
  return results;
}
