/**
 * A digest's sections (issue 23, section 2): for each type, what changed in the recipient's scope in its window,
 * read at send time with their scope (repositories/summaries/content.repository.ts) and the areas' own policies
 * (a board they may view, a meeting they may see, a plan they may read), each item worded in the recipient's
 * language with a link to its page.
 *
 * - user_actions: their own open actions created since, or whose date passed since (newly overdue);
 * - school_actions: the same for the other actions of the schools their scope holds;
 * - collab_meetings: meetings they are invited to, finished since, or coming in the next period (not announced before);
 * - team_boards: students moved since on the boards they work on (member or creator);
 * - active_support_plans: active plans due for review in the next period (not announced before), and final plans
 *   whose latest revision was finalised since and still lacks signatures;
 * - deactive_support_plans: plans deactivated since;
 * - student_search: the roster's changes in their schools (students added, students who graduated or were
 *   archived) and early-warning flags opened since on the students they may see.
 */
import { translate, type Language, type SummaryType } from '@ss/domain';
import type { Database } from '@ss/db';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import { findBoard, linksOf } from '../../repositories/boards.repository.ts';
import {
  boardMovesOf,
  invitedMeetings,
  newFlags,
  ownActions,
  plansAwaitingSignatures,
  plansDeactivated,
  plansDueForReview,
  rosterChanges,
  schoolActions,
  type DigestAction,
  type DigestPlan,
  type Window,
} from '../../repositories/summaries/content.repository.ts';
import { boardRef } from '../boards/access.ts';
import { loadMeeting } from '../meetings/access.ts';

export interface DigestItem {
  text: string;
  link: string;
}

export interface DigestSection {
  type: SummaryType;
  items: DigestItem[];
}

interface Reader {
  db: Database;
  actor: Actor;
  lang: Language;
  publicUrl: string;
  timeZone: string;
}

const t = (r: Reader, key: string, params?: Record<string, string | number>) => translate(r.lang, key, params);
const schoolPath = (d: number, s: number) => `/school/${d}/${s}`;
/** District-level staff open things in their district's workspace; everyone else in the school's. */
const atDistrict = (r: Reader) => !r.actor.is_super && r.actor.district_level;

const day = (r: Reader, iso: string) => new Intl.DateTimeFormat(r.lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const moment = (r: Reader, at: Date) => new Intl.DateTimeFormat(r.lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: r.timeZone }).format(at);

function actionItems(r: Reader, rows: DigestAction[], w: Window): DigestItem[] {
  const today = w.now.toISOString().slice(0, 10);
  return rows.map((a) => {
    const name = a.student ? `${a.name} (${a.student})` : a.name;
    const overdue = a.completion_date < today;
    return {
      text: t(r, overdue ? 'summaries.email.overdue' : 'summaries.email.due', { name, date: day(r, a.completion_date) }),
      link: `${r.publicUrl}${atDistrict(r) ? `/district/${a.district_id}` : schoolPath(a.district_id, a.school_id)}/actions`,
    };
  });
}

async function meetingItems(r: Reader, w: Window): Promise<DigestItem[]> {
  const items: DigestItem[] = [];
  for (const m of await invitedMeetings(r.db, scopeOf(r.actor), r.actor.id, w)) {
    // The meetings area decides who sees a meeting (and that its school or district is open): a refusal leaves it out.
    const seen = await loadMeeting(r.db, r.actor, m.id).then(
      () => true,
      () => false,
    );
    if (!seen) continue;
    const name = m.student ? `${m.descriptor} (${m.student})` : m.descriptor;
    const link = m.school_id !== null && !atDistrict(r) ? `${schoolPath(m.district_id, m.school_id)}/meetings` : `/district/${m.district_id}/meetings/schedule`;
    const held = m.finished_at !== null && m.finished_at >= w.since;
    items.push({
      text: held ? t(r, 'summaries.email.meeting.held', { name }) : t(r, 'summaries.email.meeting.coming', { name, date: moment(r, m.starts_at) }),
      link: r.publicUrl + link,
    });
  }
  return items;
}

async function boardItems(r: Reader, w: Window): Promise<DigestItem[]> {
  const rows = await boardMovesOf(r.db, scopeOf(r.actor), r.actor.id, w);
  const viewable = new Map<number, boolean>();
  const items: DigestItem[] = [];
  for (const m of rows) {
    if (!viewable.has(m.board_id)) {
      const board = await findBoard(r.db, m.board_id);
      viewable.set(m.board_id, !!board && boardPolicy.view(r.actor, boardRef(board, await linksOf(r.db, board.id), r.actor)));
    }
    if (!viewable.get(m.board_id)) continue;
    const path = atDistrict(r)
      ? `/district/${m.district_id}/board/${m.school_id !== null ? `school-board/${m.board_id}` : m.board_id}`
      : `${schoolPath(m.district_id, m.school_id ?? m.student_school_id)}/board/${m.board_id}`;
    const params = { student: m.student, from: m.from_title ?? '', to: m.to_title, board: m.title };
    items.push({ text: t(r, m.from_title ? 'summaries.email.board.move' : 'summaries.email.board.placed', params), link: r.publicUrl + path });
  }
  return items;
}

const profile = (r: Reader, p: { district_id: number; school_id: number; student_id: number }) =>
  `${r.publicUrl}${schoolPath(p.district_id, p.school_id)}/students/profile/${p.student_id}`;

/** The plans the recipient reads (the plans area's rule: coordinators and admins all, teachers the students they teach). */
const readable = (r: Reader, rows: DigestPlan[]) => rows.filter((p) => supportPlansPolicy.read(r.actor, p, p.teaches));

async function activePlanItems(r: Reader, w: Window): Promise<DigestItem[]> {
  const scope = scopeOf(r.actor);
  const due = readable(r, await plansDueForReview(r.db, scope, r.actor.id, w)).map((p) => ({
    text: t(r, 'summaries.email.plan.review', { student: p.student, date: day(r, p.next_review_date!) }),
    link: `${profile(r, p)}/support-plan/home`,
  }));
  const signatures = readable(r, await plansAwaitingSignatures(r.db, scope, r.actor.id, w)).map((p) => ({
    text: t(r, 'summaries.email.plan.signatures', { student: p.student }),
    link: `${profile(r, p)}/support-plan/home`,
  }));
  return [...due, ...signatures];
}

async function deactivatedPlanItems(r: Reader, w: Window): Promise<DigestItem[]> {
  return readable(r, await plansDeactivated(r.db, scopeOf(r.actor), r.actor.id, w)).map((p) => ({
    text: t(r, 'summaries.email.plan.deactivated', { student: p.student, date: day(r, p.deactivated_at!) }),
    link: `${profile(r, p)}/support-plan/home`,
  }));
}

async function studentItems(r: Reader, w: Window): Promise<DigestItem[]> {
  const scope = scopeOf(r.actor);
  const roster = (await rosterChanges(r.db, scope, w)).map((s) => ({
    text: t(r, s.change === 'added' ? 'summaries.email.student.added' : 'summaries.email.student.left', { student: s.name }),
    link: profile(r, { district_id: s.district_id, school_id: s.school_id, student_id: s.id }),
  }));
  const flags = (await newFlags(r.db, scope, w)).map((f) => ({
    text: t(r, 'summaries.email.flag', { student: f.student, rule: r.lang === 'fr' ? f.rule_fr : f.rule_en }),
    link: profile(r, f),
  }));
  return [...roster, ...flags];
}

/** One type's items in its window. */
export async function sectionOf(r: Reader, type: SummaryType, w: Window): Promise<DigestSection> {
  const scope = scopeOf(r.actor);
  switch (type) {
    case 'user_actions':
      return { type, items: actionItems(r, await ownActions(r.db, scope, r.actor.id, w), w) };
    case 'school_actions':
      return { type, items: actionItems(r, await schoolActions(r.db, scope, r.actor.id, w), w) };
    case 'collab_meetings':
      return { type, items: await meetingItems(r, w) };
    case 'team_boards':
      return { type, items: await boardItems(r, w) };
    case 'active_support_plans':
      return { type, items: await activePlanItems(r, w) };
    case 'deactive_support_plans':
      return { type, items: await deactivatedPlanItems(r, w) };
    case 'student_search':
      return { type, items: await studentItems(r, w) };
  }
}
