import { rehearsalLeadAnswerSchema, rehearsalLeadersSchema, rehearsalStartSchema, rehearsalSyncSchema } from '../../../schema/validation';
import * as rehearsal from '../../services/rehearsal/commands';
import type { RehearsalRoomView } from '../../services/rehearsal/rooms';
import type { RestOperation } from './restOperation';

const PLAYLIST_ID = { id: 'Playlist id.' };

/** A room as JSON: its times under their API names, dates as ISO text, no user ids of devices. */
function presentRoom(view: RehearsalRoomView) {
  const { startsAtMs, stopsAtMs, members, ...rest } = view;
  return { ...rest, startsAt: startsAtMs, stopsAt: stopsAtMs, members: members.map(({ userId: _userId, joinedAt, ...member }) => ({ ...member, joinedAt: joinedAt.toISOString() })) };
}

/**
 * Live rehearsal: the room clock and a playlist's room. A device joins a room over
 * the WebSocket (GraphQL subscription `rehearsal`); these let the leader, or a program of theirs
 * (a foot switch), run it over HTTP too.
 */
export const rehearsalOperations: RestOperation[] = [
  {
    operationId: 'serverTime',
    method: 'get',
    path: '/api/time',
    tag: 'Rehearsal',
    summary: 'The room clock now (what devices synchronise to)',
    who: 'anyone',
    changesState: false,
    output: { status: 200, description: 'Epoch milliseconds.', view: 'ServerTime' },
    handle: () => ({ serverTime: rehearsal.serverTimeMs() }),
  },
  {
    operationId: 'rehearsalRoom',
    method: 'get',
    path: '/api/playlists/:id/rehearsal',
    tag: 'Rehearsal',
    summary: "A playlist's rehearsal room (owner, share recipients and admins)",
    who: 'user',
    changesState: false,
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404],
    handle: async ({ ctx, params }) => presentRoom(await rehearsal.getRehearsalRoom(ctx, params.id!)),
  },
  {
    operationId: 'leadRehearsal',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/lead',
    tag: 'Rehearsal',
    summary: "Take the lead, or ask the leader for it (you need a device in the room; the owner takes it at once)",
    who: 'user',
    changesState: true,
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: async ({ ctx, params }) => presentRoom(await rehearsal.leadRehearsal(ctx, params.id!)),
  },
  {
    operationId: 'answerRehearsalLead',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/lead/answer',
    tag: 'Rehearsal',
    summary: "The leader's answer to the bandmate asking to lead: accept hands the lead over",
    who: 'user',
    changesState: true,
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalLeadAnswerInput', schema: rehearsalLeadAnswerSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403, 404, 409, 429],
    handle: async ({ ctx, params, body }) => presentRoom(await rehearsal.answerLeadRequest(ctx, params.id!, body)),
  },
  {
    operationId: 'setRehearsalLeaders',
    method: 'put',
    path: '/api/playlists/:id/rehearsal/leaders',
    tag: 'Rehearsal',
    summary: "Who may lead the playlist's rehearsals: anyone in the room, or the owner and the people named (owner or admin)",
    who: 'user',
    changesState: true,
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalLeadersInput', schema: rehearsalLeadersSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [400, 403, 404],
    handle: async ({ ctx, params, body }) => presentRoom(await rehearsal.setRehearsalLeaders(ctx, params.id!, body)),
  },
  {
    operationId: 'startRehearsalTrack',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/start',
    tag: 'Rehearsal',
    summary: "The leader's Play, Next or tempo change: the track starts on every device at the room's startsAt",
    who: 'user',
    changesState: true,
    pathParams: PLAYLIST_ID,
    body: { name: 'RehearsalStartInput', schema: rehearsalStartSchema },
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: async ({ ctx, params, body }) => presentRoom(await rehearsal.startRehearsalTrack(ctx, params.id!, body)),
  },
  {
    operationId: 'stopRehearsal',
    method: 'post',
    path: '/api/playlists/:id/rehearsal/stop',
    tag: 'Rehearsal',
    summary: "The leader's Stop: every device stops at the room's stopsAt",
    who: 'user',
    changesState: true,
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The room.', view: 'RehearsalRoom' },
    errors: [403, 404, 409, 429],
    handle: async ({ ctx, params }) => presentRoom(await rehearsal.stopRehearsal(ctx, params.id!)),
  },
  {
    operationId: 'reportRehearsalSync',
    method: 'put',
    path: '/api/rehearsal-devices/:memberId/sync',
    tag: 'Rehearsal',
    summary: "Report a device's estimated sync error to its room (the device's own user only)",
    who: 'user',
    changesState: true,
    pathParams: { memberId: "The device's id (from the subscription's JOINED event)." },
    body: { name: 'RehearsalSyncInput', schema: rehearsalSyncSchema },
    output: { status: 200, description: 'Reported.', view: 'Success' },
    errors: [404],
    handle: async ({ ctx, params, body }) => ({ success: await rehearsal.reportRehearsalSync(ctx, params.memberId!, body) }),
  },
];
