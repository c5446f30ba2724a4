import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../schema/ids';
import {
  REHEARSAL_COMMAND_WINDOW_SECONDS,
  REHEARSAL_COMMANDS_PER_WINDOW,
  REHEARSAL_LEAD_TIME_MS,
} from '../../../schema/limits';
import {
  rehearsalLeadAnswerSchema,
  rehearsalLeadersSchema,
  rehearsalMessages,
  rehearsalStartSchema,
  rehearsalSyncSchema,
} from '../../../schema/validation';
import type { User } from '../../entities';
import { Conflict, Forbidden, NotFound, TooManyRequests, ValidationError } from '../../errors/appErrors';
import { canEditPlaylist } from '../../policies/playlists';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { validateInput } from '../validate';
import type { PlaylistFacts } from '../playlistAccess';
import { accessRehearsal, MEMBER_STALE_SECONDS, readRoom, type RehearsalRoomView } from './rooms';

/** A command from a user with no device in the room. */
export const JOIN_FIRST = 'Join the rehearsal room first';
/** Play, Next, Stop or a tempo change from a member who does not lead. */
export const LEADER_ONLY = 'Only the leader can start, stop or change the tempo';
/** More commands than the room takes in its window. */
export const TOO_MANY_COMMANDS = `Too many rehearsal commands: at most ${REHEARSAL_COMMANDS_PER_WINDOW} every ${REHEARSAL_COMMAND_WINDOW_SECONDS} seconds`;
/** Taking the lead of a room whose owner named who may lead. */
export const LEAD_NOT_ALLOWED = 'Only the owner of this playlist and the people they name may lead this rehearsal';
/** The leader answers a request nobody made (or that was withdrawn when its maker left). */
export const NO_LEAD_REQUEST = 'Nobody in the room is asking to lead';
/** Naming the room's leaders: the owner's (or an admin's) choice. */
export const LEADERS_OWNER_ONLY = 'Only the owner of this playlist can choose who may lead its rehearsals';
/** A named leader who is not the owner nor anyone the playlist is shared with. */
export const leaderNotInBand = (username: string) => `${username} is not someone this playlist is shared with`;
/** A sync report for a device that is not the viewer's, or not in a room. */
export const DEVICE_NOT_FOUND = 'Device not found in a rehearsal room';

/** The server's room clock now (epoch ms): what devices synchronise to (docs/features/live-rehearsal.md). */
export function serverTimeMs(ctx: RequestContext): number {
  return ctx.services.roomClock.now();
}

/** The room of a playlist the viewer may rehearse with. */
export async function getRehearsalRoom(ctx: RequestContext, playlistId: string): Promise<RehearsalRoomView> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessRehearsal(ctx.em, viewer, playlistId);
  return readRoom(ctx.em, facts.id);
}

/**
 * Runs one command on a locked room: the viewer must rehearse with the playlist, have a device
 * present, lead (unless `anyMember`), and the room must be under its command rate. `change` runs
 * in the same transaction; every instance then hears of it.
 */
async function command(
  ctx: RequestContext,
  playlistId: string,
  { anyMember = false } = {},
  change: (em: EntityManager, viewer: User, playlist: PlaylistFacts) => Promise<void>,
): Promise<RehearsalRoomView> {
  const viewer = requireViewer(ctx.viewer);
  return ctx.em.transactional(async (em) => {
    const facts = await accessRehearsal(em, viewer, playlistId);
    await em.execute(`insert into "rehearsal_room" ("playlist_id") values (?) on conflict do nothing`, [facts.id]);
    const [room] = await em.execute<Array<{ leader_id: string | null; present: boolean; commands: number }>>(
      `update "rehearsal_room" r set
          "commands_in_window" = case when r."window_started_at" <= now() - make_interval(secs => ?) then 1 else r."commands_in_window" + 1 end,
          "window_started_at" = case when r."window_started_at" <= now() - make_interval(secs => ?) then now() else r."window_started_at" end
        where r."playlist_id" = ?
        returning r."leader_id", r."commands_in_window" as "commands",
          exists (select 1 from "rehearsal_member" m where m."playlist_id" = r."playlist_id" and m."user_id" = ?
                    and m."seen_at" > now() - make_interval(secs => ?)) as "present"`,
      [REHEARSAL_COMMAND_WINDOW_SECONDS, REHEARSAL_COMMAND_WINDOW_SECONDS, facts.id, viewer.id, MEMBER_STALE_SECONDS],
    );
    if (!room!.present) throw new Conflict(JOIN_FIRST);
    if (!anyMember && room!.leader_id !== viewer.id) throw new Forbidden(LEADER_ONLY);
    if (room!.commands > REHEARSAL_COMMANDS_PER_WINDOW)
      throw new TooManyRequests(TOO_MANY_COMMANDS, REHEARSAL_COMMAND_WINDOW_SECONDS);
    await change(em, viewer, facts);
    await em.execute(`update "rehearsal_room" set "version" = "version" + 1 where "playlist_id" = ?`, [facts.id]);
    return readRoom(em, facts.id);
  });
}

/**
 * Takes the lead, or asks for it. The owner (or an admin) takes it at once, as does anyone the room
 * lets lead when nobody present leads; otherwise the request waits for the leader's device to
 * answer ({@link answerLeadRequest}), so nobody takes the band's click without a word. A room whose
 * owner named its leaders refuses everyone else (403).
 */
export function leadRehearsal(ctx: RequestContext, playlistId: string): Promise<RehearsalRoomView> {
  return command(ctx, playlistId, { anyMember: true }, async (em, viewer, playlist) => {
    const [room] = await em.execute<
      Array<{ leader_id: string | null; anyone_may_lead: boolean; named: boolean; leader_present: boolean }>
    >(
      `select r."leader_id", r."anyone_may_lead", ? = any(r."named_leader_ids") as "named",
              exists (select 1 from "rehearsal_member" m where m."playlist_id" = r."playlist_id" and m."user_id" = r."leader_id"
                        and m."seen_at" > now() - make_interval(secs => ?)) as "leader_present"
         from "rehearsal_room" r where r."playlist_id" = ?`,
      [viewer.id, MEMBER_STALE_SECONDS, playlist.id],
    );
    // Who may change the playlist decides for its room too: the owner, or an admin.
    const owner = canEditPlaylist(viewer, playlist);
    if (!owner && !room!.anyone_may_lead && !room!.named) throw new Forbidden(LEAD_NOT_ALLOWED);
    if (room!.leader_id === viewer.id && room!.leader_present) return;
    const takesAtOnce = owner || !room!.leader_present;
    await em.execute(
      takesAtOnce
        ? `update "rehearsal_room" set "leader_id" = ?, "lead_requested_by" = null where "playlist_id" = ?`
        : `update "rehearsal_room" set "lead_requested_by" = ? where "playlist_id" = ?`,
      [viewer.id, playlist.id],
    );
  });
}

/**
 * The leader's answer to the bandmate asking to lead: `accept` hands the lead over (while they are
 * still in the room), otherwise the leader keeps it. Either way the request is gone.
 */
export async function answerLeadRequest(
  ctx: RequestContext,
  playlistId: string,
  input: unknown,
): Promise<RehearsalRoomView> {
  const { accept } = validateInput(rehearsalLeadAnswerSchema, input);
  return command(ctx, playlistId, {}, async (em, _viewer, playlist) => {
    const [request] = await em.execute<Array<{ user_id: string }>>(
      `select r."lead_requested_by" as "user_id" from "rehearsal_room" r
        where r."playlist_id" = ? and r."lead_requested_by" is not null
          and exists (select 1 from "rehearsal_member" m where m."playlist_id" = r."playlist_id" and m."user_id" = r."lead_requested_by"
                        and m."seen_at" > now() - make_interval(secs => ?))`,
      [playlist.id, MEMBER_STALE_SECONDS],
    );
    if (!request) throw new Conflict(NO_LEAD_REQUEST);
    await em.execute(
      accept
        ? `update "rehearsal_room" set "leader_id" = "lead_requested_by", "lead_requested_by" = null where "playlist_id" = ?`
        : `update "rehearsal_room" set "lead_requested_by" = null where "playlist_id" = ?`,
      [playlist.id],
    );
  });
}

/**
 * The owner's (or an admin's) choice of who may lead the playlist's rehearsals: anyone in the room
 * (asking the leader first), or only the owner and the people named, each of whom the playlist
 * must be shared with. No device in the room is needed.
 */
export async function setRehearsalLeaders(
  ctx: RequestContext,
  playlistId: string,
  input: unknown,
): Promise<RehearsalRoomView> {
  const viewer = requireViewer(ctx.viewer);
  const { anyoneMayLead, leaders } = validateInput(rehearsalLeadersSchema, input);
  return ctx.em.transactional(async (em) => {
    const playlist = await accessRehearsal(em, viewer, playlistId);
    if (!canEditPlaylist(viewer, playlist)) throw new Forbidden(LEADERS_OWNER_ONLY);
    const band = new Map(playlist.sharedWith.map((recipient) => [recipient.username.toLowerCase(), recipient.id]));
    if (playlist.owner) band.set(playlist.owner.username.toLowerCase(), playlist.owner.id);
    const ids = new Set<string>();
    for (const username of leaders) {
      const id = band.get(username.toLowerCase());
      if (!id) throw new ValidationError(leaderNotInBand(username), { leaders: leaderNotInBand(username) });
      ids.add(id);
    }
    await em.execute(`insert into "rehearsal_room" ("playlist_id") values (?) on conflict do nothing`, [playlist.id]);
    await em.execute(
      `update "rehearsal_room" set "anyone_may_lead" = ?, "named_leader_ids" = ?::uuid[],
              "lead_requested_by" = case when ? then "lead_requested_by" end, "version" = "version" + 1
        where "playlist_id" = ?`,
      [anyoneMayLead, `{${[...ids].join(',')}}`, anyoneMayLead, playlist.id],
    );
    return readRoom(em, playlist.id);
  });
}

/**
 * The leader's Play, Next or tempo change: `trackId` of this playlist from its count-in, at `bpm`
 * (the track's own when left out), starting {@link REHEARSAL_LEAD_TIME_MS} from now on the room
 * clock on every device.
 */
export async function startRehearsalTrack(
  ctx: RequestContext,
  playlistId: string,
  input: unknown,
): Promise<RehearsalRoomView> {
  const { trackId, bpm } = validateInput(rehearsalStartSchema, input);
  if (!isUuid(trackId)) throw new ValidationError(rehearsalMessages.trackId, { trackId: rehearsalMessages.trackId });
  return command(ctx, playlistId, {}, async (em, _viewer, { id }) => {
    const [track] = await em.execute<Array<{ bpm: number }>>(
      `select "bpm" from "track" where "id" = ? and "playlist_id" = ?`,
      [trackId, id],
    );
    if (!track) throw new ValidationError(rehearsalMessages.trackId, { trackId: rehearsalMessages.trackId });
    await em.execute(
      `update "rehearsal_room" set "status" = 'PLAYING', "track_id" = ?, "bpm" = ?, "starts_at_ms" = ?, "stops_at_ms" = null where "playlist_id" = ?`,
      [trackId, bpm ?? track.bpm, serverTimeMs(ctx) + REHEARSAL_LEAD_TIME_MS, id],
    );
  });
}

/** The leader's Stop: every device stops at the same instant, {@link REHEARSAL_LEAD_TIME_MS} from now. */
export function stopRehearsal(ctx: RequestContext, playlistId: string): Promise<RehearsalRoomView> {
  return command(ctx, playlistId, {}, async (em, _viewer, { id }) => {
    await em.execute(`update "rehearsal_room" set "status" = 'STOPPED', "stops_at_ms" = ? where "playlist_id" = ?`, [
      serverTimeMs(ctx) + REHEARSAL_LEAD_TIME_MS,
      id,
    ]);
  });
}

/**
 * A device's estimate of its sync error, shown to the room. Only the device's own user may report
 * it; the room hears of it when it moved by a millisecond or more (devices report every few seconds).
 */
export async function reportRehearsalSync(ctx: RequestContext, memberId: string, input: unknown): Promise<boolean> {
  const viewer = requireViewer(ctx.viewer);
  const { errorMs } = validateInput(rehearsalSyncSchema, input);
  if (!isUuid(memberId)) throw new NotFound(DEVICE_NOT_FOUND);
  return ctx.em.transactional(async (em) => {
    const [row] = await em.execute<Array<{ playlist_id: string; before: number | null }>>(
      `update "rehearsal_member" m set "sync_error_ms" = ?
         from (select "id", "sync_error_ms" from "rehearsal_member" where "id" = ? and "user_id" = ? for update) old
        where m."id" = old."id"
        returning m."playlist_id", old."sync_error_ms" as "before"`,
      [errorMs, memberId, viewer.id],
    );
    if (!row) throw new NotFound(DEVICE_NOT_FOUND);
    return true;
  });
}
