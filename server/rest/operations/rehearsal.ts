import {
  rehearsalLeadAnswerSchema,
  rehearsalLeadersSchema,
  rehearsalStartSchema,
  rehearsalSyncSchema,
} from '../../../schema/validation';
import { rehearsalMessageSchema } from '../../../schema/validation/rehearsalMessage';
import * as rehearsal from '../../services/rehearsal/commands';
import { sendRehearsalMessage } from '../../services/rehearsal/messages';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Rehearsal', who: 'user', pathParams: { id: 'Playlist id.' } };

/**
 * Live rehearsal: the room clock and a playlist's room. A device joins a room over
 * the WebSocket (GraphQL subscription `rehearsal`); these let the leader, or a program of theirs
 * (a foot switch), run it over HTTP too.
 */
export const rehearsalOperations: RestOperation[] = restTable(DEFAULTS, {
  serverTime: {
    route: 'GET /api/time',
    summary: 'The room clock now (what devices synchronise to)',
    who: 'anyone',
    output: { description: 'Epoch milliseconds.', view: 'ServerTime' },
    handle: ({ ctx }) => ({ serverTime: rehearsal.serverTimeMs(ctx) }),
  },
  rehearsalRoom: {
    route: 'GET /api/playlists/:id/rehearsal',
    summary: "A playlist's rehearsal room (owner, share recipients and admins)",
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [403],
    handle: ({ ctx, params }) => rehearsal.getRehearsalRoom(ctx, params.id!),
  },
  leadRehearsal: {
    route: 'POST /api/playlists/:id/rehearsal/lead',
    summary: 'Take the lead, or ask the leader for it (you need a device in the room; the owner takes it at once)',
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 409, 429],
    handle: ({ ctx, params }) => rehearsal.leadRehearsal(ctx, params.id!),
  },
  answerRehearsalLead: {
    route: 'POST /api/playlists/:id/rehearsal/lead/answer',
    summary: "The leader's answer to the bandmate asking to lead: accept hands the lead over",
    body: { name: 'RehearsalLeadAnswerInput', schema: rehearsalLeadAnswerSchema },
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403, 409, 429],
    handle: ({ ctx, params, body }) => rehearsal.answerLeadRequest(ctx, params.id!, body),
  },
  setRehearsalLeaders: {
    route: 'PUT /api/playlists/:id/rehearsal/leaders',
    summary:
      "Who may lead the playlist's rehearsals: anyone in the room, or the owner and the people named (owner or admin)",
    body: { name: 'RehearsalLeadersInput', schema: rehearsalLeadersSchema },
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403],
    handle: ({ ctx, params, body }) => rehearsal.setRehearsalLeaders(ctx, params.id!, body),
  },
  startRehearsalTrack: {
    route: 'POST /api/playlists/:id/rehearsal/start',
    summary: "The leader's Play, Next or tempo change: the track starts on every device at the room's startsAt",
    body: { name: 'RehearsalStartInput', schema: rehearsalStartSchema },
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 409, 429],
    handle: ({ ctx, params, body }) => rehearsal.startRehearsalTrack(ctx, params.id!, body),
  },
  stopRehearsal: {
    route: 'POST /api/playlists/:id/rehearsal/stop',
    summary: "The leader's Stop: every device stops at the room's stopsAt",
    output: { description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 409, 429],
    handle: ({ ctx, params }) => rehearsal.stopRehearsal(ctx, params.id!),
  },
  sendRehearsalMessage: {
    route: 'POST /api/playlists/:id/rehearsal/message',
    summary:
      'A band message flashed on every device in the room, at once or on the next downbeat (the leader, the owner and the people they name)',
    body: { name: 'RehearsalMessageInput', schema: rehearsalMessageSchema },
    output: { description: 'The room, with the message.', view: 'RehearsalRoom' },
    errors: [400, 403, 409, 429],
    handle: ({ ctx, params, body }) => sendRehearsalMessage(ctx, params.id!, body),
  },
  reportRehearsalSync: {
    route: 'PUT /api/rehearsal-devices/:memberId/sync',
    summary: "Report a device's estimated sync error to its room (the device's own user only)",
    pathParams: { memberId: "The device's id (from the subscription's JOINED event)." },
    body: { name: 'RehearsalSyncInput', schema: rehearsalSyncSchema },
    output: { description: 'Reported.', view: 'Success' },
    handle: async ({ ctx, params, body }) => ({
      success: await rehearsal.reportRehearsalSync(ctx, params.memberId!, body),
    }),
  },
});
