import {
  rehearsalLeadAnswerSchema,
  rehearsalLeadersSchema,
  rehearsalStartSchema,
  rehearsalSyncSchema,
} from '../../../schema/validation';
import * as rehearsal from '../../services/rehearsal/commands';
import { restTable, type RestOperation } from './restOperation';

const PLAYLIST_ID = { id: 'Playlist id.' };

/**
 * Live rehearsal: the room clock and a playlist's room. A device joins a room over
 * the WebSocket (GraphQL subscription `rehearsal`); these let the leader, or a program of theirs
 * (a foot switch), run it over HTTP too.
 */
export const rehearsalOperations: RestOperation[] = restTable({ tag: 'Rehearsal', who: 'user' }, [
  {
    operationId: 'serverTime',
    method: 'get',
    path: '/api/time',
    summary: 'The room clock now (what devices synchronise to)',
    who: 'anyone',
    output: { status: 200, description: 'Epoch milliseconds.', view: 'ServerTime' },
    handle: ({ ctx }) => ({ serverTime: rehearsal.serverTimeMs(ctx) }),
  },
  {
    operationId: 'rehearsalRoom',
    method: 'get',
    path: '/api/playlists/:id/rehearsal',
    summary: "A playlist's rehearsal room (owner, share recipients and admins)",
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404],
    handle: ({ ctx, params }) => rehearsal.getRehearsalRoom(ctx, params.id!),
  },
  {
    operationId: 'leadRehearsal',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/lead',
    summary: 'Take the lead, or ask the leader for it (you need a device in the room; the owner takes it at once)',
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: ({ ctx, params }) => rehearsal.leadRehearsal(ctx, params.id!),
  },
  {
    operationId: 'answerRehearsalLead',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/lead/answer',
    summary: "The leader's answer to the bandmate asking to lead: accept hands the lead over",
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalLeadAnswerInput', schema: rehearsalLeadAnswerSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403, 404, 409, 429],
    handle: ({ ctx, params, body }) => rehearsal.answerLeadRequest(ctx, params.id!, body),
  },
  {
    operationId: 'setRehearsalLeaders',
    method: 'put',
    path: '/api/playlists/:id/rehearsal/leaders',
    summary:
      "Who may lead the playlist's rehearsals: anyone in the room, or the owner and the people named (owner or admin)",
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalLeadersInput', schema: rehearsalLeadersSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403, 404],
    handle: ({ ctx, params, body }) => rehearsal.setRehearsalLeaders(ctx, params.id!, body),
  },
  {
    operationId: 'startRehearsalTrack',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/start',
    summary: "The leader's Play, Next or tempo change: the track starts on every device at the room's startsAt",
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalStartInput', schema: rehearsalStartSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: ({ ctx, params, body }) => rehearsal.startRehearsalTrack(ctx, params.id!, body),
  },
  {
    operationId: 'stopRehearsal',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/stop',
    summary: "The leader's Stop: every device stops at the room's stopsAt",
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: ({ ctx, params }) => rehearsal.stopRehearsal(ctx, params.id!),
  },
  {
    operationId: 'reportRehearsalSync',
    method: 'put',
    path: '/api/rehearsal-devices/:memberId/sync',
    summary: "Report a device's estimated sync error to its room (the device's own user only)",
    pathParams: { memberId: "The device's id (from the subscription's JOINED event)." },
    body: { name: 'RehearsalSyncInput', schema: rehearsalSyncSchema },
    output: { status: 200, description: 'Reported.', view: 'Success' },
    errors: [404],
    handle: async ({ ctx, params, body }) => ({
      success: await rehearsal.reportRehearsalSync(ctx, params.memberId!, body),
    }),
  },
]);
