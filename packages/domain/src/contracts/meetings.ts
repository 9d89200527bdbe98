/**
 * Meetings (issue 10, sections 1, 5 and 7): the API's meeting, its lists, its create and change
 * bodies, its status changes, attendees and norms, its notes in sections, the run page's student
 * panel, and the `meeting:{id}` realtime events. Field names are snake_case like the actions'.
 *
 * Routes (`/api/v1/meetings/…`):
 * - GET    /meetings/                                  ZMeetingListQuery → ZMeetingList
 * - POST   /meetings/                                  ZCreateMeeting → 201 ZMeeting
 * - GET    /meetings/people/?kind=&board=|student=|school=|district=  → ZMeetingPeople (who may be invited)
 * - GET    /meetings/{id}/                             → ZMeeting
 * - GET    /meetings/{id}/ics/                         → text/calendar (the meeting's .ics; same refusals as its GET)
 * - PATCH  /meetings/{id}/                             ZUpdateMeeting → ZMeeting (stale version or finished → 409)
 * - DELETE /meetings/{id}/                             → 204 (scheduled only, else 409)
 * - POST   /meetings/{id}/start/ | finish/ | reopen/   → ZMeeting (a wrong status → 409)
 * - PATCH  /meetings/{id}/attendees/{userId}/          ZUpdateMeetingAttendee → ZMeetingAttendee
 * - PATCH  /meetings/{id}/norms/{position}/            ZUpdateMeetingNorm → ZMeetingNorm (started meetings only, else 409)
 * - GET    /meetings/{id}/notes/                       → ZMeetingNotes
 * - POST   /meetings/{id}/notes/                       ZCreateMeetingNote → ZMeetingNote (create or return; 201 when created)
 * - PUT    /meetings/{id}/notes/{noteId}/sections/{section}/  ZSaveNoteSection → ZNoteSection
 *          (in_progress only, else 409 `action_not_possible`; stale version → 409 `conflict` with `current`: ZNoteSectionConflict)
 * - GET    /meetings/{id}/students/{studentId}/panel/  → ZMeetingStudentPanel
 */
import { z } from 'zod';
import { MEETING_KINDS, MEETING_STATUSES, STUDENT_NOTE_SECTIONS } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { ACTION_MSG, zDay } from './actions.ts';
import { isIsoDate } from './students.ts';
import { zPage, ZPageQuery } from './common.ts';
import { ZNoteRestriction } from './restricted-notes.ts';
import { zonedToInstant } from '../time-zone.ts';

export { MEETING_KINDS, MEETING_STATUSES, STUDENT_NOTE_SECTIONS } from '../enums.ts';
export type { MeetingKind, MeetingStatus, StudentNoteSection } from '../enums.ts';

export const MEETING_DURATION_MIN = 5;
export const MEETING_DURATION_MAX = 720;
export const MEETING_DURATION_DEFAULT = 60;
export const MEETING_LOCATION_MAX = 200;
export const MEETING_GUESTS_MAX = 20;
export const MEETING_GUEST_NAME_MAX = 120;
export const MEETING_ATTENDEES_MAX = 100;
export const NOTE_SECTION_BODY_MAX = 20000;
/** Celebrations since the previous finished meeting of the same subject, at most this many. */
export const MEETING_CELEBRATIONS_MAX = 50;
/** The panel's previous notes cover this many earlier meetings; its celebrations this many. */
export const PANEL_PREVIOUS_MEETINGS = 3;
export const PANEL_CELEBRATIONS = 10;

/** What the API and the screens say about meetings (keys of the message catalogue). */
export const MEETING_MSG = {
  finished: 'A finished meeting cannot be changed',
  notScheduled: 'Only a scheduled meeting can be changed this way',
  notStarted: 'The meeting has not started',
  notInProgress: 'Notes can be written only while the meeting is in progress',
  notFinished: 'Only a finished meeting can be reopened',
  attendee: 'Attendees must be staff who may see this meeting',
  student: 'The student must be part of this meeting',
  descriptor: 'Choose a meeting descriptor from the list',
  subject: 'This meeting needs its subject',
  datetime: 'Invalid date and time',
  range: 'The end of the range cannot be before its start',
  sectionConflict: 'Someone else saved this section in the meantime',
} as const satisfies Record<string, MessageKey>;

/** A note section's key: the student sections, or a school meeting's textbox (`textbox:<config item id>`). */
export const NOTE_SECTION_KEY = /^(key_issue|context|notes|textbox:[1-9][0-9]{0,9})$/;
export const textboxSection = (itemId: number) => `textbox:${itemId}` as const;

// Inputs ------------------------------------------------------------------------------------

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Both forms start with a day and a time of day. */
const DAY_AND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** `HH:MM` within a day (Date.parse accepts 24:00 as the next midnight). */
const isRealClock = (hm: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(hm);

/**
 * A meeting's start: an ISO date-time with an offset (`2026-11-25T09:30:00-05:00` or `…Z`), or a wall-clock
 * time without one (`2026-11-25T19:30`), which the server reads in the meeting's zone (its school's or
 * district's `time_zone`): the form sends what the user typed, whatever zone the browser is in.
 */
export const zDateTime = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => v >= '1900' && ((DATE_TIME.test(v) && !Number.isNaN(Date.parse(v))) || zonedToInstant(v, 'UTC') !== null), MEETING_MSG.datetime)
    // Date.parse rolls 2026-02-30 over to March 2: the day written must exist in its month (the offset does not change it).
    .refine((v) => !DAY_AND_TIME.test(v) || (isIsoDate(v.slice(0, 10)) && isRealClock(v.slice(11, 16))), ACTION_MSG.invalidDate);

const zDuration = () =>
  z
    .number({ error: MSG.required })
    .int(MSG.invalidValue)
    .min(MEETING_DURATION_MIN, 'Value must be greater than or equal to {min}')
    .max(MEETING_DURATION_MAX, 'Value must be less than or equal to {max}');

const zLocation = () =>
  z
    .string()
    .trim()
    .max(MEETING_LOCATION_MAX, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();

const zAttendees = () =>
  z
    .array(zIdValue())
    .max(MEETING_ATTENDEES_MAX, MSG.max)
    .transform((ids) => [...new Set(ids)]);
const zGuests = () => z.array(zText(MEETING_GUEST_NAME_MAX)).max(MEETING_GUESTS_MAX, MSG.max);

/**
 * A new meeting. The subject by kind: team → `board`; student → `student`; school → `school`;
 * district → `district`. Its district (and school) follow from the subject. `descriptor` is a config
 * item id: of the school's resolved `meeting-descriptors` list (team, student), of the district's
 * `district-meeting-descriptors` (school, district).
 */
export const ZCreateMeeting = z
  .object({
    kind: z.enum(MEETING_KINDS, { error: MSG.invalidValue }),
    district: zIdValue().optional(),
    school: zIdValue().optional(),
    board: zIdValue().optional(),
    student: zIdValue().optional(),
    descriptor: zIdValue(),
    starts_at: zDateTime(),
    duration_minutes: zDuration().default(MEETING_DURATION_DEFAULT),
    location: zLocation().optional(),
    /** User ids: staff who may see the subject. */
    attendees: zAttendees().default([]),
    /** Names of people without an account. */
    guests: zGuests().default([]),
  })
  .strict();
export type TCreateMeeting = z.input<typeof ZCreateMeeting>;
export type TCreateMeetingParsed = z.infer<typeof ZCreateMeeting>;

/** A change: the version read and any of the fields. A finished meeting refuses every change (409). */
export const ZUpdateMeeting = z
  .object({
    version: zInt(),
    descriptor: zIdValue().optional(),
    starts_at: zDateTime().optional(),
    duration_minutes: zDuration().optional(),
    location: zLocation().optional(),
    attendees: zAttendees().optional(),
    guests: zGuests().optional(),
  })
  .strict();
export type TUpdateMeeting = z.input<typeof ZUpdateMeeting>;

const zList = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);
const zStatusFilter = () => zList(z.enum(MEETING_STATUSES, { error: MSG.invalidValue }));

export const MEETING_ORDERS = ['asc', 'desc'] as const;

/**
 * The meetings the caller may see, narrowed by the filters; `from`/`to` are calendar days (inclusive,
 * in UTC). Ordered by starts_at: ascending by default when `from` is today or later (upcoming),
 * descending otherwise; `order` overrides.
 */
export const ZMeetingListQuery = ZPageQuery.omit({ all: true })
  .extend({
    district: zId().optional(),
    school: zId().optional(),
    board: zId().optional(),
    student: zId().optional(),
    kind: z.enum(MEETING_KINDS, { error: MSG.invalidValue }).optional(),
    status: zStatusFilter().optional(),
    'status[]': zStatusFilter().optional(),
    from: zDay().optional(),
    to: zDay().optional(),
    order: z.enum(MEETING_ORDERS, { error: MSG.invalidValue }).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: MEETING_MSG.range, path: ['to'] });
export type TMeetingListQuery = z.infer<typeof ZMeetingListQuery>;

/** Who may be invited to a meeting on this subject (`GET /api/v1/meetings/people/`): the same subject fields as scheduling one. */
export const ZMeetingPeopleQuery = z
  .object({
    kind: z.enum(MEETING_KINDS, { error: MSG.invalidValue }),
    district: zId().optional(),
    school: zId().optional(),
    board: zId().optional(),
    student: zId().optional(),
  })
  .strict();
export type TMeetingPeopleQuery = z.infer<typeof ZMeetingPeopleQuery>;

export const ZMeetingAttendeeParams = z.object({ id: zId(), userId: zId() }).strict();
export const ZUpdateMeetingAttendee = z.object({ absent: z.boolean({ error: MSG.required }) }).strict();
export type TUpdateMeetingAttendee = z.infer<typeof ZUpdateMeetingAttendee>;

export const ZMeetingNormParams = z.object({ id: zId(), position: zId() }).strict();
export const ZUpdateMeetingNorm = z.object({ reviewed: z.boolean({ error: MSG.required }) }).strict();
export type TUpdateMeetingNorm = z.infer<typeof ZUpdateMeetingNorm>;

/** The meeting's note on a student, or (student absent or null) its general note. */
export const ZCreateMeetingNote = z.object({ student: zIdValue().nullable().optional() }).strict();
export type TCreateMeetingNote = z.infer<typeof ZCreateMeetingNote>;

export const ZNoteSectionParams = z
  .object({
    id: zId(),
    noteId: zId(),
    section: z.string().regex(NOTE_SECTION_KEY, MSG.invalidValue),
  })
  .strict();

/** A section's new text and the version read (0 when the section was never written). */
export const ZSaveNoteSection = z
  .object({
    body: z.string({ error: MSG.required }).max(NOTE_SECTION_BODY_MAX, MSG.maxLength),
    version: zInt().refine((v) => v >= 0, MSG.invalidValue),
  })
  .strict();
export type TSaveNoteSection = z.infer<typeof ZSaveNoteSection>;

export const ZMeetingPanelParams = z.object({ id: zId(), studentId: zId() }).strict();

// Answers -----------------------------------------------------------------------------------

const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export type TNamed = z.infer<typeof ZNamed>;

/** What the caller may do with the meeting now (the same rules that authorize the writes). */
export const ZMeetingAbilities = z.object({
  /** Change its time, place, descriptor, people (not once finished). */
  edit: z.boolean(),
  /** Start or finish it, mark attendees absent, review norms. */
  run: z.boolean(),
  /** Reopen it once finished (admins and leaders). */
  reopen: z.boolean(),
  /** Delete it (scheduled only). */
  delete: z.boolean(),
  /** Write its notes (attendees and those who may run it; while in progress). */
  write_notes: z.boolean(),
});
export type TMeetingAbilities = z.infer<typeof ZMeetingAbilities>;

/** A meeting in a list. */
export const ZMeetingRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  kind: z.enum(MEETING_KINDS),
  descriptor: z.string(),
  starts_at: z.string(),
  /** The IANA zone of its school (or district): its time is entered, shown and e-mailed there. */
  time_zone: z.string(),
  /**
   * Its start on the school's clock (`YYYY-MM-DDTHH:MM`), worked out by the server: screens show and edit this,
   * so a browser whose time zone data differs from the server's (a province changing its rules) still agrees.
   */
  local_starts_at: z.string(),
  duration_minutes: z.number().int(),
  location: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  district: ZNamed,
  school: ZNamed.nullable(),
  board: ZNamed.nullable(),
  student: ZNamed.nullable(),
  attendee_count: z.number().int(),
  abilities: ZMeetingAbilities,
});
export type TMeetingRow = z.infer<typeof ZMeetingRow>;

/** A page of meetings, with whether the caller may schedule one where the filters point (a school, a board, a student, a district). */
export const ZMeetingList = zPage(ZMeetingRow).extend({ abilities: z.object({ create: z.boolean() }) });
export type TMeetingList = z.infer<typeof ZMeetingList>;

/** Staff who may attend, by name (at most 1000). */
export const ZMeetingPeople = z.object({ results: z.array(ZNamed) });
export type TMeetingPeople = z.infer<typeof ZMeetingPeople>;

export const ZMeetingAttendee = z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), absent: z.boolean() });
export type TMeetingAttendee = z.infer<typeof ZMeetingAttendee>;

/** A norm as the meeting shows it: its snapshot once started (reviewed as marked), the current active norms before (reviewed false). */
export const ZMeetingNorm = z.object({ position: z.number().int(), text: z.string(), reviewed: z.boolean() });
export type TMeetingNorm = z.infer<typeof ZMeetingNorm>;

export const ZCelebration = z.object({
  id: z.number().int(),
  celebrated_on: z.string(),
  title: z.string(),
  led_to_success: z.string().nullable(),
  student: ZNamed.nullable(),
  school: ZNamed,
  meeting_id: z.number().int().nullable(),
});
export type TCelebration = z.infer<typeof ZCelebration>;

export const ZMeeting = ZMeetingRow.extend({
  /** The descriptor's config item while it exists. */
  descriptor_id: z.number().int().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  recap_sent_at: z.string().nullable(),
  attendees: z.array(ZMeetingAttendee),
  guests: z.array(z.string()),
  norms: z.array(ZMeetingNorm),
  /** The subject's celebrations after the previous finished meeting of the same subject (newest first, at most MEETING_CELEBRATIONS_MAX). */
  celebrations_since_last_meeting: z.array(ZCelebration),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMeeting = z.infer<typeof ZMeeting>;

export const ZNoteSection = z.object({
  section: z.string(),
  body: z.string(),
  version: z.number().int(),
  updated_by: ZNamed.nullable(),
  updated_at: z.string(),
  /** Restricted notes (issue 24, section 2): outside the circle `body` is ''. */
  restriction: ZNoteRestriction.optional(),
});
export type TNoteSection = z.infer<typeof ZNoteSection>;

export const ZMeetingNote = z.object({
  id: z.number().int(),
  student: ZNamed.nullable(),
  /** Only the sections written so far (a section never saved is absent: version 0). */
  sections: z.array(ZNoteSection),
});
export type TMeetingNote = z.infer<typeof ZMeetingNote>;

/**
 * A meeting's notes. `sections` says which sections each note has: student notes `key_issue`,
 * `context`, `notes` (label null: the client labels them, `meetings.section.<key>`); a school
 * meeting's general note one `textbox:<itemId>` per active item of the district's `school-textboxes`
 * (label: its text in the district's language); the general note of other meetings `notes`.
 * A teacher sees only the notes of students in their scope (and the general note).
 */
export const ZMeetingNotes = z.object({
  student_sections: z.array(z.object({ key: z.enum(STUDENT_NOTE_SECTIONS), label: z.string().nullable() })),
  sections: z.array(z.object({ key: z.string(), label: z.string().nullable() })),
  notes: z.array(ZMeetingNote),
  abilities: z.object({ write: z.boolean() }),
});
export type TMeetingNotes = z.infer<typeof ZMeetingNotes>;

/** The `current` of a stale section save's 409 (`{ error: { code: 'conflict', message, current } }`). */
export const ZNoteSectionConflict = z.object({ body: z.string(), version: z.number().int(), updated_by: ZNamed.nullable() });
export type TNoteSectionConflict = z.infer<typeof ZNoteSectionConflict>;

/** What the run page shows for one student, in one request. */
export const ZMeetingStudentPanel = z.object({
  student: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    grade: z.string(),
    grade_label_en: z.string(),
    grade_label_fr: z.string(),
    school: ZNamed,
    has_picture: z.boolean(),
  }),
  /** Open alerts, newest first. */
  alerts: z.array(z.object({ id: z.number().int(), text: z.string(), created_at: z.string() })),
  /** This student's notes at their last PANEL_PREVIOUS_MEETINGS other meetings, newest first. */
  previous_notes: z.array(
    z.object({
      meeting: z.object({ id: z.number().int(), kind: z.enum(MEETING_KINDS), descriptor: z.string(), starts_at: z.string() }),
      note_id: z.number().int(),
      sections: z.array(ZNoteSection),
    }),
  ),
  /** The student's incomplete and in-progress actions, by expected date. */
  open_actions: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(['incomplete', 'in_progress']),
      completion_date: z.string(),
      responsible_name: z.string(),
      overdue: z.boolean(),
      meeting_id: z.number().int().nullable(),
    }),
  ),
  /** The last PANEL_CELEBRATIONS, newest first. */
  celebrations: z.array(ZCelebration),
  /** The latest result of each student data measure the student has results for. */
  latest_data: z.array(
    z.object({
      definition_id: z.number().int(),
      name: z.string(),
      school_year: z.number().int(),
      month: z.number().int().nullable(),
      label: z.string().nullable(),
      value: z.string(),
      recorded_at: z.string(),
    }),
  ),
});
export type TMeetingStudentPanel = z.infer<typeof ZMeetingStudentPanel>;

// Realtime (`meeting:{id}` on GET /ws) ---------------------------------------------------------

export const meetingChannel = (id: number) => `meeting:${id}` as const;

/**
 * What happened in a meeting. `changed` (its fields or people) and `deleted` carry the meeting's
 * version in the message; the note-level events carry version -1 (apply them; on doubt refetch).
 */
export const ZMeetingEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('section_saved'),
    note_id: z.number().int(),
    student_id: z.number().int().nullable(),
    section: z.string(),
    version: z.number().int(),
    by: z.number().int(),
  }),
  z.object({ kind: z.literal('note_created'), note_id: z.number().int(), student_id: z.number().int().nullable(), by: z.number().int() }),
  z.object({ kind: z.literal('status_changed'), status: z.enum(MEETING_STATUSES), by: z.number().int() }),
  z.object({ kind: z.literal('attendee_changed'), user_id: z.number().int(), absent: z.boolean() }),
  z.object({ kind: z.literal('norm_reviewed'), position: z.number().int(), reviewed: z.boolean() }),
  /** An action agreed in the meeting was created, changed or deleted. */
  z.object({ kind: z.literal('actions_changed'), action_id: z.number().int() }),
  z.object({ kind: z.literal('changed') }),
  z.object({ kind: z.literal('deleted') }),
]);
export type TMeetingEvent = z.infer<typeof ZMeetingEvent>;

// Web paths: meetingPath lives in ../meeting-path.ts (no zod, for the web's first load).
export { meetingPath, type MeetingPathRef } from '../meeting-path.ts';
