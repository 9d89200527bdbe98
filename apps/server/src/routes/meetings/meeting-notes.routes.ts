/** A meeting's notes (issue 10, sections 1 and 7) and the run page's student panel. */
import {
  ZCreateMeetingNote,
  ZIdParams,
  ZMeetingNote,
  ZMeetingNotes,
  ZMeetingPanelParams,
  ZMeetingStudentPanel,
  ZNoteSection,
  ZNoteSectionParams,
  ZSaveNoteSection,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { createNote, readNotes, saveNoteSection } from '../../services/meetings/notes.ts';
import { studentPanel } from '../../services/meetings/student-panel.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['meetings'];

export function meetingNoteRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/meetings/:id/notes/',
    {
      schema: {
        tags,
        summary: 'The meeting’s notes and the sections they have (a teacher sees only students in their scope)',
        params: ZIdParams,
        response: { 200: ZMeetingNotes },
      },
    },
    async (request) => readNotes(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/meetings/:id/notes/',
    {
      schema: {
        tags,
        summary: 'The note on a student of the meeting’s subject (or its general note), created when missing (201) or returned (200); in progress only',
        params: ZIdParams,
        body: ZCreateMeetingNote,
        response: { 200: ZMeetingNote, 201: ZMeetingNote },
      },
    },
    async (request, reply) => {
      const { note, created } = await createNote(authedContext(ctx, request), request.params.id, request.body.student ?? null);
      return reply.code(created ? 201 : 200).send(note);
    },
  );

  app.put(
    '/api/v1/meetings/:id/notes/:noteId/sections/:section/',
    {
      schema: {
        tags,
        summary: 'Save one section of a note (version read, 0 when new; 409 conflict with error.current when stale; in progress only)',
        params: ZNoteSectionParams,
        body: ZSaveNoteSection,
        response: { 200: ZNoteSection },
      },
    },
    async (request) => saveNoteSection(authedContext(ctx, request), request.params.id, request.params.noteId, request.params.section, request.body),
  );

  app.get(
    '/api/v1/meetings/:id/students/:studentId/panel/',
    { schema: { tags, summary: 'What the run page shows for one student of the meeting, in one request', params: ZMeetingPanelParams, response: { 200: ZMeetingStudentPanel } } },
    async (request) => studentPanel(authedContext(ctx, request), request.params.id, request.params.studentId),
  );
}
