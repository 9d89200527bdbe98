/**
 * Team boards (issue 9): the API's board, its categories and cards, moves, the edit lock, and
 * the realtime channel's messages. Route and field names follow the issue's "API names".
 */
import { z } from 'zod';
import { ZMeetingEvent } from './meetings.ts';
import { BOARD_KINDS, MAX_BOARD_CATEGORIES } from '../enums.ts';
import { INT4_MAX, MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { BOARD_MSG } from '../boards-shared.ts';
import { zPage, ZPageQuery } from './common.ts';
import { ZCardOptions, ZFilterChoices, ZStudentCard } from './student-profile.ts';

export const BOARD_TITLE_MAX = 120;
export const CATEGORY_TITLE_MAX = 60;
export const CATEGORY_SUBTITLE_MAX = 120;
/** A custom or district student board holds at most this many hand-picked students. */
export const BOARD_STUDENTS_MAX = 2000;

export { BOARD_MSG };

const HEX = /^#[0-9a-fA-F]{6}$/;

export const ZCategoryInput = z
  .object({
    /** An existing category keeps its id (its cards stay); a new one has none. */
    id: zIdValue().optional(),
    title: zText(CATEGORY_TITLE_MAX),
    subtitle: z.string().trim().max(CATEGORY_SUBTITLE_MAX, MSG.maxLength).nullable().optional(),
    color: z.string().regex(HEX, MSG.invalidValue),
    is_default: z.boolean(),
    /**
     * The support tier the category stands for (issue 22): the key (`root_item_id ?? id`) of an active item of
     * the board's school's (a district board: the district's) tier list; null for none. Left out when changing
     * an existing category: it keeps its tier.
     */
    tier_key: zIdValue().nullable().optional(),
  })
  .strict();
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

/** 1–20 categories, exactly one default. */
export const zCategories = () =>
  z
    .array(ZCategoryInput)
    .min(1, BOARD_MSG.addCategory)
    .max(MAX_BOARD_CATEGORIES, BOARD_MSG.maxCategories)
    .superRefine((cats, c) => {
      const defaults = cats.filter((x) => x.is_default).length;
      if (defaults !== 1) c.addIssue({ code: 'custom', message: BOARD_MSG.chooseDefault, path: [] });
    });

const zIds = (max: number) => z.array(zIdValue()).max(max, MSG.max);

const ZBoardFields = {
  title: zText(BOARD_TITLE_MAX),
  categories: zCategories(),
  /** Team boards: the grades and the teachers whose students the board holds. */
  grades: z.array(zText(16)).max(30, MSG.max).optional(),
  teacher_ids: zIds(100).optional(),
  /** Custom, district-student and integrated boards: the students picked. */
  student_ids: zIds(BOARD_STUDENTS_MAX).optional(),
  /** Integrated and district-school boards: the schools it spans. */
  school_ids: zIds(500).optional(),
  /** The staff who work on the board. */
  member_ids: zIds(200).optional(),
};

export const ZCreateBoard = z
  .object({
    school_id: zIdValue().optional(),
    district_id: zIdValue().optional(),
    kind: z.enum(BOARD_KINDS, { error: MSG.required }),
    ...ZBoardFields,
  })
  .strict();
export type TCreateBoard = z.infer<typeof ZCreateBoard>;

export const ZUpdateBoard = z
  .object({
    version: zInt(),
    title: ZBoardFields.title.optional(),
    categories: ZBoardFields.categories.optional(),
    grades: ZBoardFields.grades,
    teacher_ids: ZBoardFields.teacher_ids,
    student_ids: ZBoardFields.student_ids,
    school_ids: ZBoardFields.school_ids,
    member_ids: ZBoardFields.member_ids,
    /** Leaders only: only leaders may take the edit lock. */
    leaders_only: z.boolean().optional(),
  })
  .strict();
export type TUpdateBoard = z.infer<typeof ZUpdateBoard>;

export const ZBoardListQuery = ZPageQuery.extend({ school: zId().optional(), district: zId().optional() }).strict();

export const ZBoardCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  color: z.string(),
  is_default: z.boolean(),
  /** The support tier it stands for (the tier list item's key), null for none. */
  tier_key: z.number().int().nullable().optional(),
});
export type TBoardCategory = z.infer<typeof ZBoardCategory>;

export const ZBoardAbilities = z.object({ edit: z.boolean(), manage: z.boolean(), unlock: z.boolean(), delete: z.boolean() });

/** A board in a list: what the board list and the home pages show. */
export const ZBoardSummary = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int().nullable(),
  kind: z.enum(BOARD_KINDS),
  title: z.string(),
  card_count: z.number().int(),
  category_count: z.number().int(),
  /** Any change of the board row, the edit lock included. */
  updated_at: z.string(),
  /** When a card last moved (null before the first move): the "last change" the home pages show. */
  last_moved_at: z.string().nullable(),
  abilities: ZBoardAbilities,
});
export type TBoardSummary = z.infer<typeof ZBoardSummary>;

/** A workspace's boards, with the kinds of board the caller may start there (the add buttons). */
/** `create`: the kinds the caller may start here; `read_schools`: (a district's list) whether they read each of its schools' boards. */
export const ZBoardList = zPage(ZBoardSummary).extend({ abilities: z.object({ create: z.array(z.enum(BOARD_KINDS)), read_schools: z.boolean() }) });
export type TBoardList = z.infer<typeof ZBoardList>;

/**
 * A card: a student, drawn as the school's configured student card (issue 4) plus what the board's
 * filters need, or a school on a district_schools board.
 */
export const ZBoardCard = z.object({
  student_id: z.number().int().nullable(),
  school_id: z.number().int().nullable(),
  category_id: z.number().int(),
  position: z.number().int(),
  student: ZStudentCard.extend({ school_id: z.number().int(), teacher_ids: z.array(z.number().int()) }).nullable(),
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TBoardCard = z.infer<typeof ZBoardCard>;

export const ZBoardLock = z.object({
  holder: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The caller's own browser holds it. */
  mine: z.boolean(),
  leaders_only: z.boolean(),
});
export type TBoardLock = z.infer<typeof ZBoardLock>;

/**
 * What taking, keeping or releasing the lock answers: the lock, the board's version after the call, and
 * whether the call changed the board (taking a free lock or releasing a held one moves the version by one;
 * a heartbeat, or releasing a lock nobody holds, does not). The page goes on from there without reading
 * the whole board again.
 */
export const ZBoardLockResult = ZBoardLock.extend({ version: z.number().int(), changed: z.boolean() });
export type TBoardLockResult = z.infer<typeof ZBoardLockResult>;

export const ZBoard = ZBoardSummary.extend({
  version: z.number().int(),
  categories: z.array(ZBoardCategory),
  cards: z.array(ZBoardCard),
  /** How student cards are drawn (the board's school, or the district's defaults) and what the filters offer. */
  options: ZCardOptions,
  filters: ZFilterChoices,
  grades: z.array(z.string()),
  teacher_ids: z.array(z.number().int()),
  school_ids: z.array(z.number().int()),
  member_ids: z.array(z.number().int()),
  lock: ZBoardLock,
});
export type TBoard = z.infer<typeof ZBoard>;

export const ZBoardMove = z
  .object({
    student_id: zIdValue().optional(),
    school_id: zIdValue().optional(),
    category_id: zIdValue(),
    position: zInt().min(0, MSG.invalidValue),
    version: zInt(),
  })
  .strict()
  .refine((m) => (m.student_id === undefined) !== (m.school_id === undefined), { message: MSG.required, path: ['student_id'] });
export type TBoardMove = z.infer<typeof ZBoardMove>;

export const ZBoardMoveResult = z.object({ version: z.number().int() });

/** A board as the student profile names it: enough to link to it in the right workspace. */
const ZBoardRef = {
  board_id: z.number().int(),
  board_title: z.string(),
  board_kind: z.enum(BOARD_KINDS),
  district_id: z.number().int(),
  /** The school of a team or custom board; null on district and integrated boards. */
  school_id: z.number().int().nullable(),
};

/**
 * A placement change as the history shows it. `from_title` is null for a card's first placement;
 * `from_color` is null then, or when the category it left was removed since (its title is kept).
 */
export const ZBoardMoveRecord = z.object({
  id: z.number().int(),
  ...ZBoardRef,
  from_title: z.string().nullable(),
  from_color: z.string().nullable(),
  to_title: z.string(),
  to_color: z.string(),
  moved_by: z.string().nullable(),
  moved_at: z.string(),
});
export type TBoardMoveRecord = z.infer<typeof ZBoardMoveRecord>;

/** Where a student sits now on one board; `since` is when it was moved there (null when it never moved there). */
export const ZStudentPlacement = z.object({
  ...ZBoardRef,
  category_id: z.number().int(),
  category_title: z.string(),
  category_subtitle: z.string().nullable(),
  color: z.string(),
  since: z.string().nullable(),
});
export type TStudentPlacement = z.infer<typeof ZStudentPlacement>;

/** The profile's history holds the newest moves, at most this many. */
export const STUDENT_MOVES_MAX = 100;

/** The student profile's Boards section (`GET /api/v1/students/{id}/boards/`): only boards the caller may see. */
export const ZStudentBoards = z.object({
  placements: z.array(ZStudentPlacement),
  /** Newest first, at most STUDENT_MOVES_MAX. */
  moves: z.array(ZBoardMoveRecord),
  /** How many moves there are in all on those boards. */
  moves_count: z.number().int(),
});
export type TStudentBoards = z.infer<typeof ZStudentBoards>;

// Realtime (`GET /ws`) -----------------------------------------------------------------------

export const boardChannel = (id: number) => `board:${id}` as const;
/** `board:{id}` (issue 9) or `meeting:{id}` (issue 10). */
/** `board:{id}` or `meeting:{id}`, the id within the integer columns' range (a larger one is the client's mistake, not a database error). */
const zChannel = () =>
  z
    .string()
    .regex(/^(board|meeting):[1-9][0-9]{0,9}$/, MSG.invalidValue)
    .refine((c) => Number(c.slice(c.indexOf(':') + 1)) <= INT4_MAX, MSG.invalidValue);

export const ZWsClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: zChannel() }).strict(),
  z.object({ type: z.literal('unsubscribe'), channel: zChannel() }).strict(),
  z.object({ type: z.literal('ping') }).strict(),
]);
export type TWsClientMessage = z.infer<typeof ZWsClientMessage>;

/** What happened on a board; the client applies it or, on a gap in `version`, refetches. */
export const ZBoardEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('moved'),
    student_id: z.number().int().nullable(),
    school_id: z.number().int().nullable(),
    category_id: z.number().int(),
    position: z.number().int(),
    by: z.number().int(),
  }),
  z.object({ kind: z.literal('changed') }),
  z.object({ kind: z.literal('deleted') }),
  z.object({ kind: z.literal('lock'), holder: z.object({ id: z.number().int(), name: z.string() }).nullable(), broken_by_leader: z.boolean(), leaders_only: z.boolean() }),
  z.object({ kind: z.literal('presence'), viewers: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
]);
export type TBoardEvent = z.infer<typeof ZBoardEvent>;

export const ZWsServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string(), version: z.number().int() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  /** A board channel carries ZBoardEvent, a meeting channel ZMeetingEvent (and presence). */
  z.object({ type: z.literal('event'), channel: z.string(), version: z.number().int(), event: z.union([ZBoardEvent, ZMeetingEvent]) }),
  z.object({ type: z.literal('error'), code: z.enum(['not_found', 'bad_request', 'unauthenticated']), channel: z.string().optional(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type TWsServerMessage = z.infer<typeof ZWsServerMessage>;
