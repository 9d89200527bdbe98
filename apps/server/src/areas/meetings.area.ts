import { meetingNoteRoutes } from '../routes/meetings/meeting-notes.routes.ts';
import { meetingRoutes } from '../routes/meetings/meetings.routes.ts';
import { meetingChannelAccess, meetingListeners } from '../services/meetings/meeting-channel.ts';
import { defineArea } from './area.ts';

/** Meetings (issue 10, sections 1, 5 and 7): meetings, their status, attendance, norms, notes, the run page's student panel, and the `meeting:{id}` channel, refreshed by the meetings' events and by `action.*` (the run page lists its actions). */
export const meetingsArea = defineArea({ name: 'meetings', routes: [meetingRoutes, meetingNoteRoutes], channels: { meeting: meetingChannelAccess }, listeners: meetingListeners });
