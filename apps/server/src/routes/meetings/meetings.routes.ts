/** Meetings (issue 10, section 1): lists, one meeting, scheduling, changes, deletion, status changes, attendance and norms. */
import {
  ZCreateMeeting,
  ZIdParams,
  ZMeeting,
  ZMeetingAttendee,
  ZMeetingAttendeeParams,
  ZMeetingList,
  ZMeetingListQuery,
  ZMeetingNorm,
  ZMeetingNormParams,
  ZMeetingPeople,
  ZMeetingPeopleQuery,
  ZUpdateMeeting,
  ZUpdateMeetingAttendee,
  ZUpdateMeetingNorm,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { loadMeeting } from '../../services/meetings/access.ts';
import { meetingCalendarFile } from '../../services/meetings/meeting-emails.ts';
import { listMeetingsFor, readMeeting } from '../../services/meetings/read-meeting.ts';
import { changeMeetingStatus, markAttendee, reviewNorm, type MeetingTransition } from '../../services/meetings/run-meeting.ts';
import { createMeeting, deleteMeeting, updateMeeting } from '../../services/meetings/save-meeting.ts';
import { meetingPeople } from '../../services/meetings/subject.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['meetings'];

export function meetingRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/meetings/',
    {
      schema: {
        tags,
        summary: 'Meetings the caller may see, filtered (school, district, board, student, kind, status, from/to days), ordered by start (order=asc|desc) and paged',
        querystring: ZMeetingListQuery,
        response: { 200: ZMeetingList },
      },
    },
    async (request) => listMeetingsFor(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/meetings/',
    { schema: { tags, summary: 'Schedule a meeting (invitations with an .ics go to its attendees)', body: ZCreateMeeting, response: { 201: ZMeeting } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createMeeting(sc, request.body);
      return reply.code(201).send(await readMeeting(sc, id));
    },
  );

  app.get(
    '/api/v1/meetings/people/',
    {
      schema: {
        tags,
        summary: 'Who may be invited to a meeting on this subject (kind with board, student, school or district): for those who may schedule one there',
        querystring: ZMeetingPeopleQuery,
        response: { 200: ZMeetingPeople },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      return meetingPeople(sc.db, sc.actor, request.query);
    },
  );

  app.get(
    '/api/v1/meetings/:id/',
    { schema: { tags, summary: 'One meeting with attendees, guests, norms and the celebrations since the last one', params: ZIdParams, response: { 200: ZMeeting } } },
    async (request) => readMeeting(authedContext(ctx, request), request.params.id),
  );

  app.get(
    '/api/v1/meetings/:id/ics/',
    { schema: { tags, summary: 'The meeting as an iCalendar file (text/calendar, its start in its school’s zone): for whoever may read the meeting', params: ZIdParams } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const { row } = await loadMeeting(sc.db, sc.actor, request.params.id);
      const file = await meetingCalendarFile(sc.db, sc, row);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  app.patch(
    '/api/v1/meetings/:id/',
    {
      schema: {
        tags,
        summary: 'Change a meeting (version required; 409 when stale or finished; a changed time re-sends the invitation)',
        params: ZIdParams,
        body: ZUpdateMeeting,
        response: { 200: ZMeeting },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateMeeting(sc, request.params.id, request.body);
      return readMeeting(sc, request.params.id);
    },
  );

  app.delete('/api/v1/meetings/:id/', { schema: { tags, summary: 'Delete a scheduled meeting (its attendees get a cancellation)', params: ZIdParams } }, async (request, reply) => {
    await deleteMeeting(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });

  const transitions: [MeetingTransition, string][] = [
    ['start', 'Start a scheduled meeting (its active norms are copied into it)'],
    ['finish', 'Finish a meeting in progress (the recap goes out the first time)'],
    ['reopen', 'Reopen a finished meeting (admins and leaders)'],
  ];
  for (const [step, summary] of transitions) {
    app.post(`/api/v1/meetings/:id/${step}/`, { schema: { tags, summary, params: ZIdParams, response: { 200: ZMeeting } } }, async (request) => {
      const sc = authedContext(ctx, request);
      await changeMeetingStatus(sc, request.params.id, step);
      return readMeeting(sc, request.params.id);
    });
  }

  app.patch(
    '/api/v1/meetings/:id/attendees/:userId/',
    { schema: { tags, summary: 'Mark an attendee absent or present', params: ZMeetingAttendeeParams, body: ZUpdateMeetingAttendee, response: { 200: ZMeetingAttendee } } },
    async (request) => markAttendee(authedContext(ctx, request), request.params.id, request.params.userId, request.body.absent),
  );

  app.patch(
    '/api/v1/meetings/:id/norms/:position/',
    { schema: { tags, summary: 'Mark a norm of a started meeting reviewed or not', params: ZMeetingNormParams, body: ZUpdateMeetingNorm, response: { 200: ZMeetingNorm } } },
    async (request) => reviewNorm(authedContext(ctx, request), request.params.id, request.params.position, request.body.reviewed),
  );
}
