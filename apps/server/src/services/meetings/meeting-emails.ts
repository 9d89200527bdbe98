/**
 * A meeting's e-mails (issue 10, section 1), queued in the caller's transaction: the invitation to
 * each attendee with an .ics (made by the `ics` package; UID `meeting-{id}@{host}`, SEQUENCE the
 * meeting's version − 1, so a changed time re-sends the same event with a higher sequence), the
 * cancellation when a scheduled meeting is deleted (METHOD:CANCEL), and the recap when it finishes
 * the first time (students discussed with their key issue; the actions agreed: who does what by
 * when). Every message is in the district's language (French when francophone), like the
 * password e-mails; times are written in the meeting's zone (its school's, else its district's) with the
 * zone's short name, and the .ics gives the start in that zone (TZID, with its VTIMEZONE).
 */
import { createEvent } from 'ics';
import { formatDate, formatDateTime, meetingPath, translate, type Language } from '@ss/domain';
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { actionsOfMeeting } from '../../repositories/actions.repository.ts';
import { attendeesOf } from '../../repositories/meeting-attendees.repository.ts';
import { studentsDiscussed } from '../../repositories/meeting-notes.repository.ts';
import { placeholderText } from '../restricted-notes/mask.ts';
import { type MeetingRow, type MeetingWithNames } from '../../repositories/meetings.repository.ts';
import { queueEmail, type EmailAttachment } from '../email/queue-email.ts';
import { icsInZone } from './ics-zone.ts';

type Mail = Pick<ServiceContext, 'config' | 'jobs'>;

export interface MeetingMailInfo {
  meeting: MeetingRow;
  /** The board's title, the student's or school's or district's name. */
  subject: string;
  francophone: boolean;
  /** The IANA zone its time is written in. */
  timeZone: string;
}

export const mailInfoOf = (row: MeetingWithNames, meeting: MeetingRow = row.meeting): MeetingMailInfo => ({
  meeting,
  francophone: row.district_francophone,
  timeZone: row.time_zone,
  subject:
    (meeting.kind === 'team' ? row.board_title : meeting.kind === 'student' ? row.student_name : meeting.kind === 'school' ? row.school_name : row.district_name) ??
    row.district_name,
});

const langOf = (info: MeetingMailInfo): Language => (info.francophone ? 'fr' : 'en');

/** "Thursday, Dec 3, 2026, 7:30 p.m. MST": the product's date format, on the meeting's clock, with its zone named. */
export function formatWhen(date: Date, lang: Language, timeZone: string): string {
  return formatDateTime(date, lang, { timeZone, zoneName: true, weekday: true });
}

/** The meeting's page for this reader: in their school's workspace when they have no place in the district's. */
const linkOf = (ctx: Mail, m: MeetingRow, reader?: { home_school: number | null }) => `${ctx.config.publicUrl}${meetingPath(m, reader?.home_school ?? undefined)}`;

/** The meeting as an iCalendar file: a REQUEST (invitation, update), a CANCEL, or a PUBLISH (the file a reader downloads). */
export function meetingIcs(ctx: Mail, info: MeetingMailInfo, attendees: { name: string; email: string }[], method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): EmailAttachment {
  const m = info.meeting;
  const host = new URL(ctx.config.publicUrl).hostname;
  const { error, value } = createEvent({
    productId: 'student-support/meetings',
    method,
    uid: `meeting-${m.id}@${host}`,
    sequence: Math.max(0, m.version - 1),
    start: m.starts_at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: m.duration_minutes },
    title: `${m.descriptor} (${info.subject})`,
    ...(m.location ? { location: m.location } : {}),
    // The link travels in the description: the package refuses URLs it does not consider public (a local port).
    description: linkOf(ctx, m),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: translate(langOf(info), 'app.name'), email: ctx.config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1') },
    attendees: attendees.map((a) => ({ name: a.name, email: a.email, rsvp: false, role: 'REQ-PARTICIPANT' as const, partstat: 'NEEDS-ACTION' as const })),
  });
  if (error || !value) throw new Error(`ics: no calendar produced (${error?.message ?? 'empty'})`);
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : method === 'PUBLISH' ? `meeting-${m.id}.ics` : 'invite.ics',
    content_type: `text/calendar; charset=utf-8; method=${method}`,
    content: icsInZone(value, m.starts_at, info.timeZone),
  };
}

/** Invitations (or, `update`, the changed meeting) to these attendees, or to all when `onlyUserIds` is undefined. */
export async function sendInvitations(tx: Database, ctx: Mail, info: MeetingMailInfo, opts: { update: boolean; onlyUserIds?: number[] }) {
  const people = (await attendeesOf(tx, info.meeting.id)).filter((a) => a.deactivated_at === null);
  const recipients = opts.onlyUserIds ? people.filter((p) => opts.onlyUserIds!.includes(p.id)) : people;
  if (!recipients.length) return 0;
  const lang = langOf(info);
  const m = info.meeting;
  const when = formatWhen(m.starts_at, lang, info.timeZone);
  const ics = meetingIcs(
    ctx,
    info,
    people.map((p) => ({ name: `${p.first_name} ${p.last_name}`, email: p.email })),
    'REQUEST',
  );
  const subject = translate(lang, opts.update ? 'email.meeting.update.subject' : 'email.meeting.invite.subject', { descriptor: m.descriptor, when });
  for (const p of recipients) {
    const text = translate(lang, 'email.meeting.invite.body', {
      name: p.first_name,
      descriptor: m.descriptor,
      subject: info.subject,
      when,
      duration: m.duration_minutes,
      location: m.location ?? translate(lang, 'email.meeting.noLocation'),
      link: linkOf(ctx, m, p),
    });
    await queueEmail(tx, ctx.jobs, { to: p.email, subject, text, attachments: [ics] });
  }
  return recipients.length;
}

/** The cancellation, to the given attendees (read before the meeting is deleted). */
export async function sendCancellations(tx: Database, ctx: Mail, info: MeetingMailInfo, people: { first_name: string; last_name: string; email: string }[]) {
  if (!people.length) return;
  const lang = langOf(info);
  const m = info.meeting;
  const when = formatWhen(m.starts_at, lang, info.timeZone);
  // A cancellation outranks every invitation sent: one more than the last sequence.
  const ics = meetingIcs(
    ctx,
    { ...info, meeting: { ...m, version: m.version + 1 } },
    people.map((p) => ({ name: `${p.first_name} ${p.last_name}`, email: p.email })),
    'CANCEL',
  );
  const subject = translate(lang, 'email.meeting.cancel.subject', { descriptor: m.descriptor, when });
  for (const p of people) {
    const text = translate(lang, 'email.meeting.cancel.body', { name: p.first_name, descriptor: m.descriptor, subject: info.subject, when });
    await queueEmail(tx, ctx.jobs, { to: p.email, subject, text, attachments: [ics] });
  }
}

/** The recap to every (active) attendee: the students discussed and who does what by when. */
export async function sendRecap(tx: Database, ctx: Mail, info: MeetingMailInfo): Promise<number> {
  const lang = langOf(info);
  const m = info.meeting;
  const when = formatWhen(m.starts_at, lang, info.timeZone);
  const none = translate(lang, 'email.meeting.recap.none');
  const discussed = await studentsDiscussed(tx, m.id);
  const agreed = await actionsOfMeeting(tx, m.id);
  const students = discussed.length
    ? discussed
        .map((s) =>
          translate(lang, 'email.meeting.recap.student', {
            student: s.name,
            // A restricted key issue (issue 24, section 2) is never e-mailed: its placeholder is, to every attendee.
            key_issue: s.key_issue_restricted ? placeholderText(lang, s.key_issue_restricted.author, s.key_issue_restricted.at) : s.key_issue?.trim() || none,
          }),
        )
        .join('\n')
    : none;
  const actions = agreed.length
    ? agreed
        .map((a) =>
          translate(lang, 'email.meeting.recap.action', {
            responsible: a.responsible,
            action: a.name,
            date: formatDate(a.completion_date, lang),
            student: a.student ? translate(lang, 'email.meeting.recap.actionStudent', { student: a.student }) : '',
          }),
        )
        .join('\n')
    : none;
  const people = (await attendeesOf(tx, m.id)).filter((a) => a.deactivated_at === null);
  const subject = translate(lang, 'email.meeting.recap.subject', { descriptor: m.descriptor, when });
  for (const p of people) {
    const text = translate(lang, 'email.meeting.recap.body', {
      name: p.first_name,
      descriptor: m.descriptor,
      subject: info.subject,
      when,
      students,
      actions,
      link: linkOf(ctx, m, p),
    });
    await queueEmail(tx, ctx.jobs, { to: p.email, subject, text });
  }
  return people.length;
}

/** The meeting's calendar file for whoever may read it (`GET /api/v1/meetings/{id}/ics/`): the event as invitations carry it. */
export async function meetingCalendarFile(db: Database, ctx: Mail, row: MeetingWithNames): Promise<EmailAttachment> {
  const people = (await attendeesOf(db, row.meeting.id)).filter((a) => a.deactivated_at === null);
  return meetingIcs(
    ctx,
    mailInfoOf(row),
    people.map((p) => ({ name: `${p.first_name} ${p.last_name}`, email: p.email })),
    'PUBLISH',
  );
}
