import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REHEARSAL_DEVICES_MAX, REHEARSAL_DEVICES_PER_USER, REHEARSAL_LEAD_TIME_MS } from '../../../schema/limits';
import type { User } from '../../entities';
import { Conflict, Forbidden } from '../../errors/appErrors';
import { accessPlaylist, type PlaylistFacts } from '../playlistAccess';
import { MESSAGE_COLUMNS_SQL, messageOf, type MessageColumns, type RehearsalMessageView } from './messageView';

/** A device's row counts as present while its subscription refreshes it; older rows are an instance that died. */
export const MEMBER_STALE_SECONDS = 60;
/** How often a subscription refreshes its device's row. */
export const MEMBER_REFRESH_MS = 20_000;

/** Who may join, in SPEC.md's tone. */
export const REHEARSAL_FORBIDDEN =
  'Rehearsal rooms are for the owner of a playlist, the people it is shared with, and admins';
/** The room already holds {@link REHEARSAL_DEVICES_MAX} devices. */
export const ROOM_FULL = `This rehearsal room is full: at most ${REHEARSAL_DEVICES_MAX} devices`;
/** The user already has {@link REHEARSAL_DEVICES_PER_USER} devices in the room. */
export const TOO_MANY_DEVICES = `You already have ${REHEARSAL_DEVICES_PER_USER} devices in this rehearsal room`;

/** One device in a room, as both doors show it (no user ids of devices). */
export interface RehearsalMemberView {
  id: string;
  username: string;
  deviceName: string;
  isLeader: boolean;
  /** The device's own estimate of its sync error (ms), once it has one. */
  syncErrorMs: number | null;
  joinedAt: Date;
}

/** A room as both doors show it; what plays: a track from `startsAt` (room clock, epoch ms; its count-in's first sample) until `stopsAt`. */
export interface RehearsalRoomView {
  playlistId: string;
  /** The user who leads, while one of their devices is in the room. */
  leaderId: string | null;
  leaderUsername: string | null;
  status: 'STOPPED' | 'PLAYING';
  trackId: string | null;
  bpm: number | null;
  startsAt: number | null;
  stopsAt: number | null;
  leadTimeMs: number;
  /** Goes up by one with each command, so a device can tell a new start from one it has. */
  version: number;
  members: RehearsalMemberView[];
  /** A bandmate in the room asking the leader for the lead; null when nobody asks. */
  leadRequestUsername: string | null;
  /** Whether anyone in the room may ask to lead; else only the owner and {@link namedLeaders}. */
  anyoneMayLead: boolean;
  /** The people the owner named to lead, by username. */
  namedLeaders: string[];
  /** The room's last band message; devices show it once, when it is new. */
  message: RehearsalMessageView | null;
}

const PRESENT = `m."seen_at" > now() - make_interval(secs => ${MEMBER_STALE_SECONDS})`;

/**
 * The playlist, if `viewer` may rehearse with it: read access (owner, share recipient, admin), and
 * for a system playlist, which every user may read, admins only — a room must not gather strangers.
 */
export async function accessRehearsal(em: EntityManager, viewer: User, playlistId: string): Promise<PlaylistFacts> {
  const facts = await accessPlaylist(em, viewer, playlistId, 'read');
  if (!facts.owner && !viewer.isAdmin) throw new Forbidden(REHEARSAL_FORBIDDEN);
  return facts;
}

/** The room's row, created stopped if it has none, locked until the transaction ends. */
async function lockRoom(em: EntityManager, playlistId: string): Promise<{ leader_id: string | null }> {
  await em.execute(`insert into "rehearsal_room" ("playlist_id") values (?) on conflict do nothing`, [playlistId]);
  const [room] = await em.execute<Array<{ leader_id: string | null }>>(
    `select "leader_id" from "rehearsal_room" where "playlist_id" = ? for update`,
    [playlistId],
  );
  return room!;
}

/**
 * Adds a device of `viewer` to the room (at most {@link REHEARSAL_DEVICES_MAX}, and
 * {@link REHEARSAL_DEVICES_PER_USER} of one user: 409 otherwise). The first present device makes
 * its user the leader when nobody present leads. Returns the new device's id.
 */
export async function joinRoom(
  em: EntityManager,
  viewer: User,
  playlistId: string,
  deviceName: string,
): Promise<string> {
  return em.transactional(async (tx) => {
    const room = await lockRoom(tx, playlistId);
    await tx.execute(`delete from "rehearsal_member" m where m."playlist_id" = ? and not (${PRESENT})`, [playlistId]);
    const members = await tx.execute<Array<{ user_id: string }>>(
      `select "user_id" from "rehearsal_member" where "playlist_id" = ?`,
      [playlistId],
    );
    if (members.length >= REHEARSAL_DEVICES_MAX) throw new Conflict(ROOM_FULL);
    if (members.filter((member) => member.user_id === viewer.id).length >= REHEARSAL_DEVICES_PER_USER)
      throw new Conflict(TOO_MANY_DEVICES);
    const id = randomUUID();
    await tx.execute(
      `insert into "rehearsal_member" ("id", "playlist_id", "user_id", "device_name") values (?, ?, ?, ?)`,
      [id, playlistId, viewer.id, deviceName],
    );
    const leaderPresent = room.leader_id !== null && members.some((member) => member.user_id === room.leader_id);
    if (!leaderPresent)
      await tx.execute(`update "rehearsal_room" set "leader_id" = ? where "playlist_id" = ?`, [viewer.id, playlistId]);
    return id;
  });
}

/**
 * Removes a device. When it was its user's last and that user led, nobody leads: followers
 * finish the song that plays (it was scheduled to its end) and nothing new starts.
 */
export async function leaveRoom(em: EntityManager, memberId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const [gone] = await tx.execute<Array<{ playlist_id: string; user_id: string }>>(
      `delete from "rehearsal_member" where "id" = ? returning "playlist_id", "user_id"`,
      [memberId],
    );
    if (!gone) return;
    await tx.execute(
      `update "rehearsal_room" r set "leader_id" = null
        where r."playlist_id" = ? and r."leader_id" = ?
          and not exists (select 1 from "rehearsal_member" m where m."playlist_id" = r."playlist_id" and m."user_id" = r."leader_id")`,
      [gone.playlist_id, gone.user_id],
    );
  });
}

/** Marks devices as still present (their subscriptions are alive on this instance). */
export async function refreshMembers(em: EntityManager, memberIds: string[]): Promise<void> {
  // An array bound to one `?` is expanded into a list by the query builder (`any(?::uuid[])` got a
  // bare uuid and failed, so no device stayed present past MEMBER_STALE_SECONDS): `in (?)` takes the list.
  if (memberIds.length)
    await em.execute(`update "rehearsal_member" set "seen_at" = now() where "id" in (?)`, [memberIds]);
}

interface RoomRow extends MessageColumns {
  leader_id: string | null;
  status: 'STOPPED' | 'PLAYING';
  track_id: string | null;
  bpm: number | null;
  starts_at_ms: number | null;
  stops_at_ms: number | null;
  version: number;
  anyone_may_lead: boolean;
  lead_requested_by: string | null;
  named_leaders: string[];
}

interface MemberRow {
  id: string;
  user_id: string;
  username: string;
  device_name: string;
  sync_error_ms: number | null;
  joined_at: Date;
}

/** The room as its members see it: its state and the devices present, in the order they joined. */
export async function readRoom(em: EntityManager, playlistId: string): Promise<RehearsalRoomView> {
  const [room] = await em.execute<RoomRow[]>(
    `select r."leader_id", r."status", r."track_id", r."bpm", r."starts_at_ms", r."stops_at_ms", r."version", r."anyone_may_lead", r."lead_requested_by", ${MESSAGE_COLUMNS_SQL},
            array(select u."username" from "user" u where u."id" = any(r."named_leader_ids") order by lower(u."username")) as "named_leaders"
       from "rehearsal_room" r where r."playlist_id" = ?`,
    [playlistId],
  );
  const members = await em.execute<MemberRow[]>(
    `select m."id", m."user_id", u."username", m."device_name", m."sync_error_ms", m."joined_at"
       from "rehearsal_member" m join "user" u on u."id" = m."user_id"
      where m."playlist_id" = ? and ${PRESENT}
      order by m."joined_at", m."id"`,
    [playlistId],
  );
  const leader = members.find((member) => member.user_id === room?.leader_id);
  const leaderId = leader ? leader.user_id : null;
  const asking = members.find((member) => member.user_id === room?.lead_requested_by && member.user_id !== leaderId);
  return {
    playlistId,
    leaderId,
    leaderUsername: leader?.username ?? null,
    status: room?.status ?? 'STOPPED',
    trackId: room?.track_id ?? null,
    bpm: room?.bpm ?? null,
    startsAt: room?.starts_at_ms ?? null,
    stopsAt: room?.stops_at_ms ?? null,
    leadTimeMs: REHEARSAL_LEAD_TIME_MS,
    version: room?.version ?? 0,
    members: members.map((member) => ({
      id: member.id,
      username: member.username,
      deviceName: member.device_name,
      isLeader: member.user_id === leaderId,
      syncErrorMs: member.sync_error_ms,
      joinedAt: new Date(member.joined_at),
    })),
    leadRequestUsername: leaderId ? (asking?.username ?? null) : null,
    anyoneMayLead: room?.anyone_may_lead ?? true,
    namedLeaders: room?.named_leaders ?? [],
    message: messageOf(room),
  };
}
