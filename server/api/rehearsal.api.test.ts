import {
  REHEARSAL_COMMANDS_PER_WINDOW,
  REHEARSAL_DEVICES_MAX,
  REHEARSAL_DEVICES_PER_USER,
  REHEARSAL_LEAD_TIME_MS,
} from '../../schema/limits';
import { rehearsalMessages } from '../../schema/validation';
import type { Playlist, User } from '../entities';
import {
  DEVICE_NOT_FOUND,
  JOIN_FIRST,
  LEAD_NOT_ALLOWED,
  LEADER_ONLY,
  LEADERS_OWNER_ONLY,
  leaderNotInBand,
  NO_LEAD_REQUEST,
  TOO_MANY_COMMANDS,
} from '../services/rehearsal/commands';
import {
  MEMBER_REFRESH_MS,
  refreshMembers,
  REHEARSAL_FORBIDDEN,
  ROOM_FULL,
  TOO_MANY_DEVICES,
} from '../services/rehearsal/rooms';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { PlaylistChangeKind } from '../events/events';
import { liveClient, sendLiveEvent, subscribe, untilSubscribed, type LiveSubscription } from '../test/liveClient';
import { startTestApp, type TestApp } from '../test/testServer';
import { captureLogs } from '../logging/logger';

// A playlist's rehearsal room over real WebSockets and a real PostgreSQL, the
// commands through both doors, and the room clock; two instances behave as one.

interface Room {
  leaderId: string | null;
  leaderUsername: string | null;
  status: 'STOPPED' | 'PLAYING';
  trackId: string | null;
  bpm: number | null;
  startsAt: number | null;
  stopsAt: number | null;
  leadTimeMs: number;
  version: number;
  members: Array<{ id: string; username: string; deviceName: string; isLeader: boolean; syncErrorMs: number | null }>;
  leadRequestUsername: string | null;
}
interface RehearsalData {
  rehearsal: { playlistId: string; kind: string; memberId: string; room: Room | null };
}

const REHEARSAL = `subscription Rehearse($playlistId: ID!, $deviceName: String) {
  rehearsal(playlistId: $playlistId, deviceName: $deviceName) {
    playlistId kind memberId
    room { leaderId leaderUsername status trackId bpm startsAt stopsAt leadTimeMs version members { id username deviceName isLeader syncErrorMs } leadRequestUsername }
  }
}`;
const START = `mutation Start($playlistId: ID!, $input: RehearsalStartInput!) { startRehearsalTrack(playlistId: $playlistId, input: $input) { status trackId bpm startsAt version } }`;

let app: TestApp;
let second: TestApp;
const sockets: Array<{ dispose(): unknown }> = [];
beforeAll(async () => {
  app = await startTestApp();
  second = await startTestApp({ sharedDatabase: app.database });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

async function signedIn(target: TestApp, user: { user: User; password: string }): Promise<ApiClient> {
  return new ApiClient(target).open().then((client) => client.logIn(user.user.username, user.password));
}

async function band() {
  const em = app.em();
  const owner = await buildUser(em);
  const recipient = await buildUser(em);
  const stranger = await buildUser(em);
  const playlist = await buildPlaylist(em, owner.user, { name: 'Friday set', trackCount: 3 });
  await buildShare(em, playlist, recipient.user, owner.user);
  const trackIds = (
    await app
      .em()
      .execute<Array<{ id: string }>>('select id from track where playlist_id = ? order by position', [playlist.id])
  ).map((row) => row.id);
  return { owner, recipient, stranger, playlist, trackIds };
}

/** A device: a socket of `client`'s session joined to the playlist's room, with its JOINED event taken. */
async function join(
  target: TestApp,
  client: ApiClient,
  playlist: Playlist,
  deviceName = 'Phone',
): Promise<{ live: LiveSubscription<RehearsalData>; memberId: string; room: Room }> {
  const socket = liveClient(target, { cookie: client.cookieHeader(), params: { xsrfToken: client.token } });
  sockets.push(socket);
  const live = subscribe<RehearsalData>(socket, REHEARSAL, { playlistId: playlist.id, deviceName });
  const joined = (await live.next()).rehearsal;
  expect(joined.kind).toBe('JOINED');
  return { live, memberId: joined.memberId, room: joined.room! };
}

/** The next event whose room satisfies `test` (earlier updates, e.g. a join, are passed over). */
async function until(live: LiveSubscription<RehearsalData>, test: (room: Room) => boolean): Promise<Room> {
  for (;;) {
    const event = (await live.next()).rehearsal;
    if (event.room && test(event.room)) return event.room;
  }
}

/** The first event that is not a room update (updates from joins may still be on their way). */
async function nextNotAnUpdate(live: LiveSubscription<RehearsalData>): Promise<RehearsalData['rehearsal']> {
  for (;;) {
    const event = (await live.next()).rehearsal;
    if (event.kind !== 'ROOM_UPDATED') return event;
  }
}

async function roomRow(playlistId: string) {
  const [row] = await app
    .em()
    .execute<Array<{ version: number; status: string }>>(
      'select version, status from rehearsal_room where playlist_id = ?',
      [playlistId],
    );
  return row;
}

describe('rehearsal room', () => {
  it('gathers the owner and a recipient on two instances; the leader starts a track on both for the same instant, a lead time ahead', async () => {
    const { owner, recipient, playlist, trackIds } = await band();
    const ownerHttp = await signedIn(app, owner);
    const leader = await join(app, ownerHttp, playlist, 'Drummer phone');
    expect(leader.room).toMatchObject({
      leaderUsername: owner.user.username,
      status: 'STOPPED',
      leadTimeMs: REHEARSAL_LEAD_TIME_MS,
      members: [{ deviceName: 'Drummer phone', isLeader: true }],
    });
    const follower = await join(second, await signedIn(second, recipient), playlist, 'Bass tablet');
    expect(follower.room.members.map((member) => [member.username, member.isLeader])).toEqual([
      [owner.user.username, true],
      [recipient.user.username, false],
    ]);
    expect((await until(leader.live, (room) => room.members.length === 2)).members[1]!.deviceName).toBe('Bass tablet');

    const before = (await ownerHttp.get('/api/time')).body.serverTime as number;
    const started = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: trackIds[1] });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'PLAYING', trackId: trackIds[1], bpm: 101 });
    expect(started.body.startsAt).toBeGreaterThanOrEqual(before + REHEARSAL_LEAD_TIME_MS);
    expect(started.body.startsAt).toBeLessThan(before + REHEARSAL_LEAD_TIME_MS + 1000);
    const onA = await until(leader.live, (room) => room.status === 'PLAYING');
    const onB = await until(follower.live, (room) => room.status === 'PLAYING');
    expect(onB).toMatchObject({
      trackId: trackIds[1],
      bpm: 101,
      startsAt: started.body.startsAt,
      version: started.body.version,
    });
    expect(onA.startsAt).toBe(onB.startsAt);

    const tempo = await ownerHttp.graphql(START, { playlistId: playlist.id, input: { trackId: trackIds[1], bpm: 96 } });
    expect(tempo.body.data.startRehearsalTrack).toMatchObject({
      status: 'PLAYING',
      bpm: 96,
      version: started.body.version + 1,
    });
    expect((await until(follower.live, (room) => room.bpm === 96)).startsAt).toBe(
      tempo.body.data.startRehearsalTrack.startsAt,
    );

    const stopped = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/stop`);
    expect(stopped.body).toMatchObject({ status: 'STOPPED', stopsAt: expect.any(Number) });
    expect((await until(follower.live, (room) => room.status === 'STOPPED')).stopsAt).toBe(stopped.body.stopsAt);
  });

  it('lets only the leader start or stop (403, nothing changed); a bandmate asks for the lead and the leader hands it over', async () => {
    const { owner, recipient, playlist, trackIds } = await band();
    const ownerHttp = await signedIn(app, owner);
    const recipientHttp = await signedIn(app, recipient);
    const leader = await join(app, ownerHttp, playlist);
    const follower = await join(app, recipientHttp, playlist);
    const before = await roomRow(playlist.id);
    const refused = await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: trackIds[0] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LEADER_ONLY);
    const overGraphql = await recipientHttp.graphql(
      `mutation($id: ID!) { stopRehearsal(playlistId: $id) { status } }`,
      { id: playlist.id },
    );
    expect(overGraphql.body.errors[0]).toMatchObject({ message: LEADER_ONLY, extensions: { code: 'FORBIDDEN' } });
    expect(await roomRow(playlist.id)).toEqual(before);

    // Asking does not take the band's click: the leader's device sees the request and answers it.
    const asked = await recipientHttp.graphql(
      `mutation($id: ID!) { leadRehearsal(playlistId: $id) { leaderUsername leadRequestUsername } }`,
      { id: playlist.id },
    );
    expect(asked.body.data.leadRehearsal).toEqual({
      leaderUsername: owner.user.username,
      leadRequestUsername: recipient.user.username,
    });
    expect(
      (await until(leader.live, (room) => room.leadRequestUsername === recipient.user.username)).leaderUsername,
    ).toBe(owner.user.username);
    expect(
      (await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead/answer`, { accept: true })).body.message,
    ).toBe(LEADER_ONLY);
    const kept = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead/answer`, { accept: false });
    expect(kept.body).toMatchObject({ leaderUsername: owner.user.username, leadRequestUsername: null });
    const nothingToAnswer = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead/answer`, {
      accept: true,
    });
    expect([nothingToAnswer.status, nothingToAnswer.body.message]).toEqual([409, NO_LEAD_REQUEST]);
    expect(
      (await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead/answer`, { accept: 'yes' })).body,
    ).toMatchObject({ code: 'VALIDATION_ERROR', message: rehearsalMessages.accept });

    await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`);
    const handed = await ownerHttp.graphql(
      `mutation($id: ID!) { answerRehearsalLead(playlistId: $id, accept: true) { leaderUsername leadRequestUsername } }`,
      { id: playlist.id },
    );
    expect(handed.body.data.answerRehearsalLead).toEqual({
      leaderUsername: recipient.user.username,
      leadRequestUsername: null,
    });
    expect(
      (await until(follower.live, (room) => room.leaderUsername === recipient.user.username)).members.filter(
        (member) => member.isLeader,
      ),
    ).toHaveLength(1);
    expect(
      (await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: trackIds[0] })).status,
    ).toBe(200);
    expect((await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/stop`)).status).toBe(403);

    // The playlist's owner takes it back without asking.
    expect((await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`)).body).toMatchObject({
      leaderUsername: owner.user.username,
      leadRequestUsername: null,
    });
  });

  it('lets the owner choose who may lead: then only the owner and the people named, on both doors', async () => {
    const { owner, recipient, stranger, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const recipientHttp = await signedIn(app, recipient);
    await join(app, ownerHttp, playlist);
    await join(app, recipientHttp, playlist);

    const notTheirs = await recipientHttp.send('put', `/api/playlists/${playlist.id}/rehearsal/leaders`, {
      anyoneMayLead: false,
    });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([403, LEADERS_OWNER_ONLY]);
    const closed = await ownerHttp.send('put', `/api/playlists/${playlist.id}/rehearsal/leaders`, {
      anyoneMayLead: false,
      leaders: [],
    });
    expect(closed.body).toMatchObject({ anyoneMayLead: false, namedLeaders: [] });
    const before = await roomRow(playlist.id);
    const barred = await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`);
    expect([barred.status, barred.body.message]).toEqual([403, LEAD_NOT_ALLOWED]);
    expect(await roomRow(playlist.id)).toEqual(before);

    const outsider = await ownerHttp.send('put', `/api/playlists/${playlist.id}/rehearsal/leaders`, {
      anyoneMayLead: false,
      leaders: [stranger.user.username],
    });
    expect([outsider.status, outsider.body.message]).toEqual([400, leaderNotInBand(stranger.user.username)]);
    expect(
      (await ownerHttp.send('put', `/api/playlists/${playlist.id}/rehearsal/leaders`, { anyoneMayLead: 'no' })).body
        .message,
    ).toBe(rehearsalMessages.anyoneMayLead);
    expect(await roomRow(playlist.id)).toEqual(before);

    const named = await ownerHttp.graphql(
      `mutation($id: ID!, $input: RehearsalLeadersInput!) { setRehearsalLeaders(playlistId: $id, input: $input) { anyoneMayLead namedLeaders } }`,
      {
        id: playlist.id,
        input: { anyoneMayLead: false, leaders: [recipient.user.username.toUpperCase()] },
      },
    );
    expect(named.body.data.setRehearsalLeaders).toEqual({
      anyoneMayLead: false,
      namedLeaders: [recipient.user.username],
    });
    expect((await recipientHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`)).body).toMatchObject({
      leaderUsername: owner.user.username,
      leadRequestUsername: recipient.user.username,
    });
    const overGraphql = await recipientHttp.graphql(
      `mutation($id: ID!) { setRehearsalLeaders(playlistId: $id, input: { anyoneMayLead: true }) { anyoneMayLead } }`,
      { id: playlist.id },
    );
    expect(overGraphql.body.errors[0]).toMatchObject({
      message: LEADERS_OWNER_ONLY,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('leaves nobody leading when the leader drops; what plays stays scheduled, so followers finish the song', async () => {
    const { owner, recipient, playlist, trackIds } = await band();
    const ownerHttp = await signedIn(app, owner);
    const ownerSocket = liveClient(app, { cookie: ownerHttp.cookieHeader(), params: { xsrfToken: ownerHttp.token } });
    const leader = subscribe<RehearsalData>(ownerSocket, REHEARSAL, { playlistId: playlist.id });
    expect((await leader.next()).rehearsal.kind).toBe('JOINED');
    const follower = await join(app, await signedIn(app, recipient), playlist);
    await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: trackIds[2] });
    await until(follower.live, (room) => room.status === 'PLAYING');
    await ownerSocket.dispose();
    const after = await until(follower.live, (room) => room.members.length === 1);
    expect(after).toMatchObject({ leaderId: null, leaderUsername: null, status: 'PLAYING', trackId: trackIds[2] });
  });

  it("ends a recipient's room at once when the share ends (ACCESS_REVOKED) and removes their device", async () => {
    const { owner, recipient, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const leader = await join(app, ownerHttp, playlist);
    const follower = await join(second, await signedIn(second, recipient), playlist);
    await until(leader.live, (room) => room.members.length === 2);
    const started = Date.now();
    expect(
      (await ownerHttp.send('delete', `/api/playlists/${playlist.id}/share/${recipient.user.username}`)).status,
    ).toBe(200);
    const last = await nextNotAnUpdate(follower.live);
    expect(last).toMatchObject({ kind: 'ACCESS_REVOKED', room: null });
    // Sent by the share's change, not found by a later timer: before a device's first refresh.
    expect(Date.now() - started).toBeLessThan(MEMBER_REFRESH_MS);
    await expect(follower.live.ended).resolves.toMatchObject({ how: 'complete' });
    expect((await until(leader.live, (room) => room.members.length === 1)).members[0]!.username).toBe(
      owner.user.username,
    );
  });

  it('gives a GraphQL error (INTERNAL, logged), never ACCESS_REVOKED, when the database fails while an event is authorised again', async () => {
    const { recipient, playlist } = await band();
    const device = await join(app, await signedIn(app, recipient), playlist);
    const logs = captureLogs();
    let messages: string[] = [];
    // The playlist's shares can no longer be read: a database failure, not a change of rights.
    await app.em().execute('alter table "playlist_share" rename to "share_unreachable"');
    try {
      await sendLiveEvent(app.em(), { type: 'rehearsal', playlistId: playlist.id });
      const nothing = new Promise((resolve) => setTimeout(() => resolve('nothing within 5 s'), 5000));
      expect(await Promise.race([device.live.ended, nothing])).toEqual({
        how: 'error',
        code: 'INTERNAL',
        message: expect.any(String),
      });
    } finally {
      await app.em().execute('alter table "share_unreachable" rename to "playlist_share"');
      messages = logs.lines.map((line) => String(line.msg));
      logs.restore();
    }
    expect(device.live.events.map((event) => event.rehearsal.kind)).not.toContain('ACCESS_REVOKED');
    expect(messages.some((message) => message.includes(`event of playlist ${playlist.id} failed`))).toBe(true);
  });

  it("ends every device's room when the playlist is deleted (PLAYLIST_DELETED)", async () => {
    const { owner, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const device = await join(app, ownerHttp, playlist);
    expect((await ownerHttp.send('delete', `/api/playlists/${playlist.id}`)).status).toBe(200);
    expect(await nextNotAnUpdate(device.live)).toMatchObject({ kind: 'PLAYLIST_DELETED', room: null });
  });

  it('refuses a stranger (NOT_FOUND), an anonymous socket, and a non-admin on a system playlist (FORBIDDEN); an admin may join that', async () => {
    const { stranger, playlist } = await band();
    const strangerHttp = await signedIn(app, stranger);
    const socket = liveClient(app, { cookie: strangerHttp.cookieHeader(), params: { xsrfToken: strangerHttp.token } });
    sockets.push(socket);
    await expect(subscribe(socket, REHEARSAL, { playlistId: playlist.id }).ended).resolves.toMatchObject({
      how: 'error',
      code: 'NOT_FOUND',
    });
    const anonymous = liveClient(app);
    sockets.push(anonymous);
    await expect(subscribe(anonymous, REHEARSAL, { playlistId: playlist.id }).ended).resolves.toMatchObject({
      how: 'error',
      code: 'UNAUTHENTICATED',
    });
    const system = await buildPlaylist(app.em(), null, { name: 'Featured', trackCount: 1 });
    await expect(subscribe(socket, REHEARSAL, { playlistId: system.id }).ended).resolves.toMatchObject({
      how: 'error',
      code: 'FORBIDDEN',
      message: REHEARSAL_FORBIDDEN,
    });
    expect((await strangerHttp.get(`/api/playlists/${system.id}/rehearsal`)).status).toBe(403);
    const admin = await buildUser(app.em(), { isAdmin: true });
    expect((await join(app, await signedIn(app, admin), system)).room.leaderUsername).toBe(admin.user.username);
    expect(
      (
        await app
          .em()
          .execute(
            'select 1 from rehearsal_member m join rehearsal_room r using (playlist_id) where r.playlist_id = ?',
            [playlist.id],
          )
      ).length,
    ).toBe(0);
  });

  it(`holds at most ${REHEARSAL_DEVICES_MAX} devices, ${REHEARSAL_DEVICES_PER_USER} of one user (CONFLICT), and frees a place when one leaves`, async () => {
    const { owner, playlist } = await band();
    const members = await Promise.all(
      Array.from({ length: REHEARSAL_DEVICES_MAX / REHEARSAL_DEVICES_PER_USER }, () => buildUser(app.em())),
    );
    for (const member of members.slice(1)) await buildShare(app.em(), playlist, member.user, owner.user);
    const clients = [
      await signedIn(app, owner),
      ...(await Promise.all(members.slice(1).map((member) => signedIn(app, member)))),
    ];
    const devices = [];
    for (const client of clients)
      for (let device = 0; device < REHEARSAL_DEVICES_PER_USER; device++)
        devices.push(await join(app, client, playlist, `Device ${device}`));
    expect(devices).toHaveLength(REHEARSAL_DEVICES_MAX);
    const extra = await buildUser(app.em());
    await buildShare(app.em(), playlist, extra.user, owner.user);
    const extraHttp = await signedIn(app, extra);
    const socket = liveClient(app, { cookie: extraHttp.cookieHeader(), params: { xsrfToken: extraHttp.token } });
    sockets.push(socket);
    await expect(subscribe(socket, REHEARSAL, { playlistId: playlist.id }).ended).resolves.toMatchObject({
      how: 'error',
      code: 'CONFLICT',
      message: ROOM_FULL,
    });
    // The first device's events arrive in order: read up to the full room, so the wait below is
    // for the leave and not for the room of 15 before the last device joined.
    await until(devices[0]!.live, (room) => room.members.length === REHEARSAL_DEVICES_MAX);
    devices[REHEARSAL_DEVICES_MAX - 1]!.live.stop();
    await until(devices[0]!.live, (room) => room.members.length === REHEARSAL_DEVICES_MAX - 1);
    const fifth = subscribe(
      liveClient(app, { cookie: clients[0]!.cookieHeader(), params: { xsrfToken: clients[0]!.token } }),
      REHEARSAL,
      { playlistId: playlist.id },
    );
    await expect(fifth.ended).resolves.toMatchObject({ how: 'error', code: 'CONFLICT', message: TOO_MANY_DEVICES });
    expect((await join(app, extraHttp, playlist)).room.members).toHaveLength(REHEARSAL_DEVICES_MAX);
  }, 60_000);

  it(`takes at most ${REHEARSAL_COMMANDS_PER_WINDOW} commands per window (429 with Retry-After, nothing changed)`, async () => {
    const { owner, playlist, trackIds } = await band();
    const ownerHttp = await signedIn(app, owner);
    await join(app, ownerHttp, playlist);
    for (let command = 0; command < REHEARSAL_COMMANDS_PER_WINDOW; command++) {
      expect(
        (await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: trackIds[command % 3] }))
          .status,
      ).toBe(200);
    }
    const before = await roomRow(playlist.id);
    const refused = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/stop`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_COMMANDS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await roomRow(playlist.id)).toEqual(before);
  });

  it('answers bad input with a clear 400 on both doors, and commands from outside the room with 409', async () => {
    const { owner, recipient, playlist, trackIds } = await band();
    const ownerHttp = await signedIn(app, owner);
    expect((await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`)).body.message).toBe(JOIN_FIRST);
    expect((await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/lead`)).status).toBe(409);
    const device = await join(app, ownerHttp, playlist);
    const other = await buildPlaylist(app.em(), owner.user, { trackCount: 1 });
    const [otherTrack] = await app
      .em()
      .execute<Array<{ id: string }>>('select id from track where playlist_id = ?', [other.id]);
    const cases: Array<[unknown, string]> = [
      [{ trackId: otherTrack!.id }, rehearsalMessages.trackId],
      [{ trackId: 'not-a-track' }, rehearsalMessages.trackId],
      [{}, rehearsalMessages.trackId],
      [{ trackId: trackIds[0], bpm: 300 }, rehearsalMessages.bpm],
      [{ trackId: trackIds[0], bpm: 99.5 }, rehearsalMessages.bpm],
    ];
    const before = await roomRow(playlist.id);
    for (const [body, message] of cases) {
      const response = await ownerHttp.post(`/api/playlists/${playlist.id}/rehearsal/start`, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const overGraphql = await ownerHttp.graphql(START, {
      playlistId: playlist.id,
      input: { trackId: trackIds[0], bpm: 20 },
    });
    expect(overGraphql.body.errors[0]).toMatchObject({
      message: rehearsalMessages.bpm,
      extensions: { code: 'VALIDATION_ERROR' },
    });
    expect(await roomRow(playlist.id)).toEqual(before);

    const longName = liveClient(app, { cookie: ownerHttp.cookieHeader(), params: { xsrfToken: ownerHttp.token } });
    sockets.push(longName);
    await expect(
      subscribe(longName, REHEARSAL, { playlistId: playlist.id, deviceName: 'x'.repeat(41) }).ended,
    ).resolves.toMatchObject({ how: 'error', code: 'VALIDATION_ERROR', message: rehearsalMessages.deviceName });

    for (const errorMs of [-1, 10_001]) {
      const response = await ownerHttp.send('put', `/api/rehearsal-devices/${device.memberId}/sync`, { errorMs });
      expect([response.status, response.body.message]).toEqual([400, rehearsalMessages.syncError]);
    }
    // A value of the wrong JSON type is refused by the shape check every input has, before any rule.
    const text = await ownerHttp.send('put', `/api/rehearsal-devices/${device.memberId}/sync`, { errorMs: 'soon' });
    expect([text.status, text.body.message]).toEqual([400, 'Sync error must be a number']);
    const recipientHttp = await signedIn(app, recipient);
    const notTheirs = await recipientHttp.send('put', `/api/rehearsal-devices/${device.memberId}/sync`, { errorMs: 3 });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, DEVICE_NOT_FOUND]);
  });

  it("shows each device's reported sync error to the room", async () => {
    const { owner, recipient, playlist } = await band();
    const leader = await join(app, await signedIn(app, owner), playlist);
    const recipientHttp = await signedIn(app, recipient);
    const follower = await join(app, recipientHttp, playlist);
    const reported = await recipientHttp.graphql(
      `mutation($id: ID!, $ms: Float!) { reportRehearsalSync(memberId: $id, errorMs: $ms) }`,
      { id: follower.memberId, ms: 1.4 },
    );
    expect(reported.body.data.reportRehearsalSync).toBe(true);
    const room = await until(leader.live, (seen) => seen.members.some((member) => member.syncErrorMs !== null));
    expect(room.members.find((member) => member.id === follower.memberId)!.syncErrorMs).toBe(1.4);
  });

  it('tells the room of a sync error that moved by a millisecond or more, and of no smaller move', async () => {
    const { owner, recipient, playlist } = await band();
    const leader = await join(app, await signedIn(app, owner), playlist);
    const recipientHttp = await signedIn(app, recipient);
    const follower = await join(app, recipientHttp, playlist);
    const report = async (ms: number) => {
      const response = await recipientHttp.send('put', `/api/rehearsal-devices/${follower.memberId}/sync`, {
        errorMs: ms,
      });
      expect(response.status).toBeLessThan(300);
    };
    const syncOf = (room: Room) => room.members.find((member) => member.id === follower.memberId)?.syncErrorMs;
    // What this instance hears from PostgreSQL, in commit order; a hand-sent playlist event marks a point in it.
    let heard: string[] = [];
    let marked = () => {};
    const stop = app.live.hub.listen({
      playlistId: playlist.id,
      userId: owner.user.id,
      ownerId: null,
      rehearsal: true,
      hear: (event) => {
        heard.push(event.type);
        if (event.type === 'playlist') marked();
      },
    });
    const mark = async () => {
      const passed = new Promise<void>((resolve) => (marked = resolve));
      await sendLiveEvent(app.em(), {
        type: 'playlist',
        playlistId: playlist.id,
        kind: PlaylistChangeKind.TRACK_UPDATED,
      });
      await passed;
    };
    try {
      await report(5);
      await mark();
      heard = [];
      await report(5.6);
      await report(7);
      await mark();
    } finally {
      stop();
    }
    // The move to 5.6 sent nothing; the move to 7 (1.4 ms from 5.6) did.
    expect(heard).toEqual(['rehearsal', 'playlist']);
    expect(syncOf(await until(leader.live, (room) => syncOf(room) === 7))).toBe(7);
  });

  it('keeps a live device present: the refresh its subscription runs moves its row on (else it would count as gone after a minute)', async () => {
    const { owner, playlist } = await band();
    const device = await join(app, await signedIn(app, owner), playlist);
    await app
      .em()
      .execute(`update rehearsal_member set seen_at = now() - interval '50 seconds' where id = ?`, [device.memberId]);
    await refreshMembers(app.em(), [device.memberId]);
    const [row] = await app
      .em()
      .execute<Array<{ age: number }>>(
        `select extract(epoch from now() - seen_at)::float8 as age from rehearsal_member where id = ?`,
        [device.memberId],
      );
    expect(row!.age).toBeLessThan(5);
  });

  it('ignores the devices of an instance that died (their rows stop being refreshed), and their user no longer leads', async () => {
    const { owner, recipient, playlist } = await band();
    await join(app, await signedIn(app, owner), playlist);
    await app
      .em()
      .execute(`update rehearsal_member set seen_at = now() - interval '5 minutes' where playlist_id = ?`, [
        playlist.id,
      ]);
    const follower = await join(app, await signedIn(app, recipient), playlist);
    expect(follower.room).toMatchObject({
      leaderUsername: recipient.user.username,
      members: [{ username: recipient.user.username, isLeader: true }],
    });
  });
});

describe('the room clock', () => {
  it('answers over HTTP and over the socket (the only query the socket serves), in epoch milliseconds, the same on both instances', async () => {
    const { owner } = await band();
    const http = await signedIn(app, owner);
    const sentAt = Date.now();
    const time = (await http.get('/api/time')).body.serverTime as number;
    expect(Math.abs(time - sentAt)).toBeLessThan(1000);
    const socket = liveClient(second, { cookie: http.cookieHeader(), params: { xsrfToken: http.token } });
    sockets.push(socket);
    const overSocket = subscribe<{ serverTime: number }>(socket, '{ serverTime }', {});
    const onB = (await overSocket.next()).serverTime;
    expect(onB).toBeGreaterThanOrEqual(time);
    expect(onB - time).toBeLessThan(1000);
    const refused = subscribe(socket, '{ serverTime me { id } }', {});
    await expect(refused.ended).resolves.toMatchObject({ how: 'error', code: 'VALIDATION_ERROR' });
    await untilSubscribed(second, 0);
  });
});
