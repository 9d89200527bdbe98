/**
 * The summaries job (issue 23, section 2), daily at 11:00 UTC (early morning across Canada's time zones): each
 * active user gets at most one digest, in their language (French when their district is francophone; English for
 * super users), holding every type due that day — the types they receive daily, and on Mondays the weekly ones —
 * that applies to them (summaryPolicy.receive) and has something new in their scope since the last digest that
 * held it (or, for a first one, since one period ago; never more than 31 days back).
 *
 * At most one digest per user and period: the period key (`daily:YYYY-MM-DD` when a daily type is due, else
 * `weekly:YYYY-Www`) is UNIQUE with the user in `summary_digests`, inserted in the transaction that queues the
 * e-mail, so a second run, a retry or a second server copy inserts nothing and sends nothing. When nothing changed
 * nothing is sent and nothing recorded, so the next digest covers everything since the last one sent.
 *
 * Each e-mail has a plain-text and an HTML part; each section a one-use unsubscribe link to the web page
 * /unsubscribe?token=… (which shows what it turns off and posts only on a click), and the message carries RFC 8058's
 * `List-Unsubscribe` (the API's one-click URL, whose token turns off every type of this digest) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
import { SUMMARY_TYPES, translate, type Language, type SummaryFrequency, type SummaryType } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { summaryPolicy } from '../../policies/summaries.policy.ts';
import type { Window } from '../../repositories/summaries/content.repository.ts';
import { claimDigest, insertToken, lastSentByType, setDigestEmail } from '../../repositories/summaries/digests.repository.ts';
import { activeUsers, allChoices, districtTimeZones } from '../../repositories/summaries/preferences.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit, SYSTEM } from '../emit.ts';
import { sectionOf, type DigestSection } from './digest-sections.ts';
import { digestLanguage, effective } from './preferences.ts';

const DAY_MS = 86_400_000;
const PERIOD_DAYS: Record<Exclude<SummaryFrequency, 'off'>, number> = { daily: 1, weekly: 7 };
/** A digest never reaches further back than this, however long the last one is ago. */
export const MAX_LOOKBACK_DAYS = 31;

/** ISO 8601 week of a day (UTC): `2026-W48`. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const periodKey = (frequency: 'daily' | 'weekly', at: Date) => (frequency === 'daily' ? `daily:${at.toISOString().slice(0, 10)}` : `weekly:${isoWeek(at)}`);

export interface DigestResult {
  user_id: number;
  email_id: number;
  period_key: string;
  types: SummaryType[];
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The message's two parts, from its sections and their unsubscribe links. */
export function renderDigest(
  lang: Language,
  input: { name: string; frequency: 'daily' | 'weekly'; sections: (DigestSection & { unsubscribe: string })[]; preferences: string },
): { subject: string; text: string; html: string } {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const subject = `${t(`summaries.email.subject.${input.frequency}`)} — ${t('app.name')}`;
  const text = [
    t('summaries.email.greeting', { name: input.name }),
    t('summaries.email.intro'),
    ...input.sections.map((s) =>
      [`${t(`summaries.type.${s.type}`)}`, ...s.items.map((i) => `- ${i.text}\n  ${i.link}`), `${t('summaries.email.unsubscribe')}: ${s.unsubscribe}`].join('\n'),
    ),
    `${t('summaries.email.preferences')}: ${input.preferences}`,
    t('summaries.email.footer'),
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:640px">',
    `<p>${escapeHtml(t('summaries.email.greeting', { name: input.name }))}</p>`,
    `<p>${escapeHtml(t('summaries.email.intro'))}</p>`,
    ...input.sections.map(
      (s) =>
        `<h2 style="font-size:18px">${escapeHtml(t(`summaries.type.${s.type}`))}</h2><ul>` +
        s.items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.text)}</a></li>`).join('') +
        `</ul><p style="font-size:13px"><a href="${escapeHtml(s.unsubscribe)}">${escapeHtml(t('summaries.email.unsubscribe'))}</a></p>`,
    ),
    `<p><a href="${escapeHtml(input.preferences)}">${escapeHtml(t('summaries.email.preferences'))}</a></p>`,
    `<p style="font-size:12px;color:#5c5f66">${escapeHtml(t('summaries.email.footer'))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Runs the job once: the digests due at `now` (Mondays: the weekly ones too). */
export async function sendSummaryDigests(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>, now = new Date()): Promise<DigestResult[]> {
  const weeklyDay = now.getUTCDay() === 1;
  const people = await activeUsers(ctx.db);
  const choices = await allChoices(
    ctx.db,
    people.map((p) => p.id),
  );
  const zones = await districtTimeZones(ctx.db);
  const results: DigestResult[] = [];
  for (const person of people) {
    const mine = choices.users.get(person.id) ?? {};
    const district = person.district_id !== null ? (choices.districts.get(person.district_id) ?? {}) : {};
    const frequencies = new Map<SummaryType, 'daily' | 'weekly'>();
    for (const type of SUMMARY_TYPES) {
      const f = effective(type, mine, district);
      if (f === 'daily' || (f === 'weekly' && weeklyDay)) frequencies.set(type, f);
    }
    if (!frequencies.size) continue;
    const actor = await loadActor(ctx.db, person.id);
    // A user of a suspended district receives nothing (as they reach nothing).
    if (!actor || (!actor.is_super && (!actor.district || actor.district.suspended_at))) continue;
    const types = [...frequencies.keys()].filter((type) => summaryPolicy.receive(actor, type));
    if (!types.length) continue;
    const lang = digestLanguage(actor);
    const reader = { db: ctx.db, actor, lang, publicUrl: ctx.config.publicUrl, timeZone: (actor.district && zones.get(actor.district.id)) ?? 'America/Toronto' };
    const last = await lastSentByType(ctx.db, actor.id);
    const sections: DigestSection[] = [];
    for (const type of types) {
      const period = PERIOD_DAYS[frequencies.get(type)!] * DAY_MS;
      const since = new Date(Math.max(last.get(type)?.getTime() ?? now.getTime() - period, now.getTime() - MAX_LOOKBACK_DAYS * DAY_MS));
      const w: Window = { since, now, until: new Date(now.getTime() + period), announcedUntil: new Date(since.getTime() + period) };
      const section = await sectionOf(reader, type, w);
      if (section.items.length) sections.push(section);
    }
    if (!sections.length) continue;
    const frequency = types.some((type) => frequencies.get(type) === 'daily') ? 'daily' : 'weekly';
    const key = periodKey(frequency, now);
    const sent = await ctx.db.transaction(async (tx) => {
      // The types shown: an empty type's next window still starts at its last digest, and holds nothing older than now.
      const digestId = await claimDigest(tx, { user_id: actor.id, period_key: key, types: sections.map((s) => s.type), sent_at: now });
      if (digestId === null) return null;
      const link = async (type: SummaryType, all = false) => {
        const token = newToken();
        await insertToken(tx, { token_hash: sha256(token), user_id: actor.id, type, digest_id: digestId, all_types: all });
        return token;
      };
      const withLinks = [];
      for (const s of sections) withLinks.push({ ...s, unsubscribe: `${ctx.config.publicUrl}/unsubscribe?token=${await link(s.type)}&lang=${lang}` });
      const oneClick = `${ctx.config.publicUrl}/api/v1/summary_preferences/unsubscribe/?token=${await link(sections[0]!.type, true)}`;
      const message = renderDigest(lang, { name: actor.first_name, frequency, sections: withLinks, preferences: `${ctx.config.publicUrl}/account/summaries` });
      const email = await queueEmail(tx, ctx.jobs, {
        to: actor.email,
        ...message,
        headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await setDigestEmail(tx, digestId, email.id);
      await emit(tx, SYSTEM, {
        type: 'summary.sent',
        district_id: actor.district?.id ?? null,
        target: { type: 'sent_email', id: email.id },
        details: { user: actor.id, period_key: key, types: sections.map((s) => s.type) },
      });
      return email.id;
    });
    if (sent !== null) results.push({ user_id: actor.id, email_id: sent, period_key: key, types: sections.map((s) => s.type) });
  }
  return results;
}
