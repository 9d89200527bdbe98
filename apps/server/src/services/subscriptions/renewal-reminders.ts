/**
 * Renewal reminders (issue 23, section 3): a daily job e-mails the admins of each school whose renewal date is 30
 * days away, then 7 days away (or closer when the job missed days: the nearer mark takes over), in the district's
 * language. Each (school, renewal date, mark) is claimed in `school_renewal_reminders` in the same transaction as
 * the e-mails, so a re-run, a retry or a second copy of the server sends nothing twice; a new renewal date is
 * reminded again. Suspended schools are skipped. Audited `school.renewal_reminded`.
 */
import { RENEWAL_REMINDER_DAYS, translate, type Language } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { todayIso } from '../../lib/dates.ts';
import { claimReminder, dueReminders, schoolAdmins } from '../../repositories/subscriptions/subscriptions.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit, SYSTEM } from '../emit.ts';

export interface RenewalReminder {
  school_id: number;
  renewal_date: string;
  days_before: number;
  recipients: number;
}

const DAY_MS = 86_400_000;

export async function remindRenewals(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>, now = new Date()): Promise<RenewalReminder[]> {
  const today = todayIso(now);
  const sent: RenewalReminder[] = [];
  for (const due of await dueReminders(ctx.db, today, RENEWAL_REMINDER_DAYS)) {
    const recipients = await ctx.db.transaction(async (tx) => {
      if (!(await claimReminder(tx, due.school_id, due.renewal_date, due.days_before))) return null;
      const lang: Language = due.francophone ? 'fr' : 'en';
      const days = Math.round((Date.parse(`${due.renewal_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
      const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${due.renewal_date}T00:00:00Z`));
      const link = `${ctx.config.publicUrl}/school/${due.district_id}/${due.school_id}/students/manage-subscription`;
      const admins = await schoolAdmins(tx, due.school_id);
      for (const admin of admins)
        await queueEmail(tx, ctx.jobs, {
          to: admin.email,
          subject: translate(lang, 'subscriptions.email.reminder.subject', { school: due.school_name, days }),
          text: translate(lang, 'subscriptions.email.reminder.body', { name: admin.first_name, school: due.school_name, district: due.district_name, date, days, link }),
        });
      await emit(tx, SYSTEM, {
        type: 'school.renewal_reminded',
        ...schoolTarget({ id: due.school_id, district_id: due.district_id }),
        details: { renewal_date: due.renewal_date, days_before: due.days_before, recipients: admins.map((a) => a.id) },
      });
      return admins.length;
    });
    if (recipients !== null) sent.push({ school_id: due.school_id, renewal_date: due.renewal_date, days_before: due.days_before, recipients });
  }
  return sent;
}
