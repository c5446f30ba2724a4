import WebSocket from 'ws';
import type { Playlist, User } from '../entities';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { liveClient, liveUrl, PLAYLIST_CHANGED, sendLiveEvent, subscribe, untilSubscribed } from '../test/liveClient';
import { startTestApp, type TestApp } from '../test/testServer';
import { captureLogs } from '../logging/logger';
import { PlaylistChangeKind } from '../events/events';
import { KEEP_ALIVE_MS, SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../live/websocket';

/** The shortest idle timeout of common proxies in front of a WebSocket (stricter than nginx's 60 s). */
const STRICT_PROXY_IDLE_MS = 30_000;

// GraphQL subscriptions over WebSocket (graphql-ws) on the real server and a real
// PostgreSQL; events cross instances through LISTEN/NOTIFY.

interface Change {
  playlistChanged: {
    playlistId: string;
    kind: string;
    playlist: {
      id: string;
      name: string;
      canEdit: boolean;
      sharedWith: string[] | null;
      tracks: Array<{ id: string; name: string; position: number; bpm: number }>;
    } | null;
  };
}

let app: TestApp;
const clients: Array<{ dispose(): unknown }> = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(async () => {
  await app.close();
});

async function signedIn(target: TestApp, user: { user: User; password: string }): Promise<ApiClient> {
  return new ApiClient(target).open().then((client) => client.logIn(user.user.username, user.password));
}

/** A graphql-ws client on the cookie session of an ApiClient, sending its anti-forgery token. */
function socketOf(target: TestApp, client: ApiClient, params: Record<string, unknown> = { xsrfToken: client.token }) {
  const live = liveClient(target, { cookie: client.cookieHeader(), params });
  clients.push(live);
  return live;
}

async function band() {
  const em = app.em();
  const owner = await buildUser(em);
  const recipient = await buildUser(em);
  const stranger = await buildUser(em);
  const playlist = await buildPlaylist(em, owner.user, { name: 'Friday set', trackCount: 2 });
  await buildShare(em, playlist, recipient.user, owner.user);
  return { owner, recipient, stranger, playlist };
}

/** Subscribes `client` to the playlist and takes its first event, SUBSCRIBED: the server holds the subscription from then on. */
async function follow(target: TestApp, client: ApiClient, playlist: Playlist) {
  const before = target.live.hub.size;
  const subscription = subscribe<Change>(socketOf(target, client), PLAYLIST_CHANGED, { playlistId: playlist.id });
  expect((await subscription.next()).playlistChanged).toMatchObject({
    playlistId: playlist.id,
    kind: 'SUBSCRIBED',
    playlist: { id: playlist.id, name: playlist.name },
  });
  expect(target.live.hub.size).toBe(before + 1);
  return subscription;
}

describe('playlistChanged', () => {
  it('tells the owner and a share recipient of every change, from REST and GraphQL alike, as each may see it', async () => {
    const { owner, recipient, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const ownerLive = await follow(app, ownerHttp, playlist);
    const recipientLive = await follow(app, await signedIn(app, recipient), playlist);

    expect(
      (await ownerHttp.post(`/api/playlists/${playlist.id}/tracks`, { name: 'Intro', artist: 'Band', bpm: 120 }))
        .status,
    ).toBe(201);
    const added = (await ownerLive.next()).playlistChanged;
    expect(added).toMatchObject({
      playlistId: playlist.id,
      kind: 'TRACK_ADDED',
      playlist: { canEdit: true, sharedWith: [recipient.user.username] },
    });
    expect(added.playlist!.tracks.map((track) => track.name)).toEqual(['Song 1', 'Song 2', 'Intro']);
    // The recipient sees it read-only, without who else it is shared with.
    expect((await recipientLive.next()).playlistChanged).toMatchObject({
      kind: 'TRACK_ADDED',
      playlist: { canEdit: false, sharedWith: null },
    });

    const ids = added.playlist!.tracks.map((track) => track.id);
    // The recipient hears each change as it happens. (Each event is authorised again when it is
    // delivered: one delivered only after the deletion ends the stream as PLAYLIST_DELETED instead.)
    const recipientHears = async (kind: string) => expect((await recipientLive.next()).playlistChanged.kind).toBe(kind);
    const reordered = await ownerHttp.graphql(
      'mutation($id: ID!, $ids: [ID!]!) { reorderTracks(playlistId: $id, trackIds: $ids) { id } }',
      { id: playlist.id, ids: [ids[2], ids[0], ids[1]] },
    );
    expect(reordered.body.errors).toBeUndefined();
    const order = (await ownerLive.next()).playlistChanged;
    expect(order.kind).toBe('TRACKS_REORDERED');
    expect(order.playlist!.tracks.map((track) => track.name)).toEqual(['Intro', 'Song 1', 'Song 2']);
    await recipientHears('TRACKS_REORDERED');

    expect((await ownerHttp.patch(`/api/tracks/${ids[0]}`, { bpm: 99 })).status).toBe(200);
    const updated = (await ownerLive.next()).playlistChanged;
    expect(updated.kind).toBe('TRACK_UPDATED');
    expect(updated.playlist!.tracks.find((track) => track.id === ids[0])!.bpm).toBe(99);
    await recipientHears('TRACK_UPDATED');

    const removed = await ownerHttp.graphql('mutation($id: ID!) { removeTrack(trackId: $id) { id } }', { id: ids[1] });
    expect(removed.body.errors).toBeUndefined();
    expect((await ownerLive.next()).playlistChanged).toMatchObject({ kind: 'TRACK_REMOVED' });
    await recipientHears('TRACK_REMOVED');

    expect((await ownerHttp.send('put', `/api/playlists/${playlist.id}`, { name: 'Saturday set' })).status).toBe(200);
    expect((await ownerLive.next()).playlistChanged).toMatchObject({
      kind: 'PLAYLIST_UPDATED',
      playlist: { name: 'Saturday set' },
    });
    await recipientHears('PLAYLIST_UPDATED');

    expect((await ownerHttp.send('delete', `/api/playlists/${playlist.id}`)).status).toBeLessThan(300);
    expect((await ownerLive.next()).playlistChanged).toEqual({
      playlistId: playlist.id,
      kind: 'PLAYLIST_DELETED',
      playlist: null,
    });
    await expect(ownerLive.ended).resolves.toEqual({ how: 'complete' });
    // The deletion ended the recipient's subscription too.
    expect((await recipientLive.next()).playlistChanged).toEqual({
      playlistId: playlist.id,
      kind: 'PLAYLIST_DELETED',
      playlist: null,
    });
    await expect(recipientLive.ended).resolves.toEqual({ how: 'complete' });
    expect(app.live.hub.size).toBe(0);
  });

  it('sends nothing for a change that was rolled back', async () => {
    const { owner, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const live = await follow(app, ownerHttp, playlist);
    // A search song already in the playlist (same title and artist): the add is refused (409) inside its transaction.
    expect(
      (
        await ownerHttp.post(`/api/playlists/${playlist.id}/tracks`, {
          name: 'Song 1',
          artist: 'Band',
          bpm: 120,
          id: 'mbid-song-1',
        })
      ).status,
    ).toBe(409);
    expect(
      (await ownerHttp.post(`/api/playlists/${playlist.id}/tracks`, { name: 'Outro', artist: 'Band', bpm: 80 })).status,
    ).toBe(201);
    expect((await live.next()).playlistChanged.playlist!.tracks.map((track) => track.name)).toEqual([
      'Song 1',
      'Song 2',
      'Outro',
    ]);
    expect(live.events.map((event) => event.playlistChanged.kind)).toEqual(['SUBSCRIBED', 'TRACK_ADDED']);
  });

  it("ends a recipient's subscription with ACCESS_REVOKED when the share ends, and tells the owner", async () => {
    const { owner, recipient, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const ownerLive = await follow(app, ownerHttp, playlist);
    const recipientLive = await follow(app, await signedIn(app, recipient), playlist);
    const started = Date.now();
    expect(
      (await ownerHttp.send('delete', `/api/playlists/${playlist.id}/share/${recipient.user.username}`)).status,
    ).toBeLessThan(300);
    expect((await recipientLive.next()).playlistChanged).toEqual({
      playlistId: playlist.id,
      kind: 'ACCESS_REVOKED',
      playlist: null,
    });
    await expect(recipientLive.ended).resolves.toEqual({ how: 'complete' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await ownerLive.next()).playlistChanged).toMatchObject({
      kind: 'PLAYLIST_UPDATED',
      playlist: { sharedWith: [] },
    });
  });

  it('gives a GraphQL error (INTERNAL, logged), never ACCESS_REVOKED, when the database fails while an event is authorised again', async () => {
    const { owner, playlist } = await band();
    const live = await follow(app, await signedIn(app, owner), playlist);
    const logs = captureLogs();
    let messages: string[] = [];
    // The playlist's shares can no longer be read: a database failure, not a change of rights.
    await app.em().execute('alter table "playlist_share" rename to "share_unreachable"');
    try {
      await sendLiveEvent(app.em(), {
        type: 'playlist',
        playlistId: playlist.id,
        kind: PlaylistChangeKind.PLAYLIST_UPDATED,
      });
      const nothing = new Promise((resolve) => setTimeout(() => resolve('nothing within 5 s'), 5000));
      expect(await Promise.race([live.ended, nothing])).toEqual({
        how: 'error',
        code: 'INTERNAL',
        message: expect.any(String),
      });
    } finally {
      await app.em().execute('alter table "share_unreachable" rename to "playlist_share"');
      messages = logs.lines.map((line) => String(line.msg));
      logs.restore();
    }
    expect(live.events.map((event) => event.playlistChanged.kind)).toEqual(['SUBSCRIBED']);
    expect(messages.some((message) => message.includes(`event of playlist ${playlist.id} failed`))).toBe(true);
  });

  it('ends the subscriptions of a deleted user (ACCESS_REVOKED) and those on their playlists (PLAYLIST_DELETED)', async () => {
    const { owner, recipient, playlist } = await band();
    const admin = await buildUser(app.em(), { isAdmin: true });
    const adminHttp = await signedIn(app, admin);
    const other = await buildPlaylist(app.em(), admin.user, { name: 'Admin set' });
    await buildShare(app.em(), other, owner.user, admin.user);
    const ownerOnOther = await follow(app, await signedIn(app, owner), other);
    const recipientLive = await follow(app, await signedIn(app, recipient), playlist);
    expect((await adminHttp.send('delete', `/api/admin/users/${owner.user.id}`)).status).toBeLessThan(300);
    expect((await ownerOnOther.next()).playlistChanged).toMatchObject({ kind: 'ACCESS_REVOKED', playlist: null });
    expect((await recipientLive.next()).playlistChanged).toMatchObject({ kind: 'PLAYLIST_DELETED', playlist: null });
    await expect(ownerOnOther.ended).resolves.toEqual({ how: 'complete' });
    await expect(recipientLive.ended).resolves.toEqual({ how: 'complete' });
  });

  it("ends a cookie session's subscriptions when the user signs out (sign-out ends every session)", async () => {
    const { owner, playlist } = await band();
    const phone = await signedIn(app, owner);
    const live = await follow(app, phone, playlist);
    const laptop = await signedIn(app, owner);
    expect((await laptop.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await live.next()).playlistChanged).toMatchObject({ kind: 'ACCESS_REVOKED', playlist: null });
    await expect(live.ended).resolves.toEqual({ how: 'complete' });
  });

  it("reads the upgrade's session cookie as HTTP does: a genuine one signs the socket in; a tampered signature or none leaves it anonymous", async () => {
    const { owner, playlist } = await band();
    const http = await signedIn(app, owner);
    const attempt = (cookie: string | undefined) => {
      const socket = liveClient(app, { cookie, params: { xsrfToken: http.token } });
      clients.push(socket);
      return subscribe<Change>(socket, PLAYLIST_CHANGED, { playlistId: playlist.id });
    };
    const before = app.live.hub.size;
    attempt(http.cookieHeader());
    await untilSubscribed(app, before + 1);
    const tampered = http
      .cookieHeader()
      .replace(/(miq\.session\.sig=)(.)/, (_all, name: string, first: string) => `${name}${first === 'A' ? 'B' : 'A'}`);
    expect(tampered).not.toBe(http.cookieHeader());
    await expect(attempt(tampered).ended).resolves.toMatchObject({ how: 'error', code: 'UNAUTHENTICATED' });
    await expect(attempt(undefined).ended).resolves.toMatchObject({ how: 'error', code: 'UNAUTHENTICATED' });
    expect(app.live.hub.size).toBe(before + 1);
  });

  it('refuses a stranger (NOT_FOUND) and an anonymous socket (UNAUTHENTICATED)', async () => {
    const { stranger, playlist } = await band();
    const strangerLive = subscribe(socketOf(app, await signedIn(app, stranger)), PLAYLIST_CHANGED, {
      playlistId: playlist.id,
    });
    await expect(strangerLive.ended).resolves.toMatchObject({ how: 'error', code: 'NOT_FOUND' });
    const anonymous = liveClient(app, { params: {} });
    clients.push(anonymous);
    await expect(subscribe(anonymous, PLAYLIST_CHANGED, { playlistId: playlist.id }).ended).resolves.toMatchObject({
      how: 'error',
      code: 'UNAUTHENTICATED',
    });
  });

  it('works with an API token in the connection payload, with no cookie and no Origin; revoking the token ends it', async () => {
    const { owner, recipient, playlist } = await band();
    const http = await signedIn(app, recipient);
    const created = await http.post('/api/tokens', { name: 'Stage laptop', scope: 'read' });
    expect(created.status).toBe(201);
    const tokenLive = liveClient(app, { origin: null, params: { authorization: `Bearer ${created.body.token}` } });
    clients.push(tokenLive);
    const before = app.live.hub.size;
    const live = subscribe<Change>(tokenLive, PLAYLIST_CHANGED, { playlistId: playlist.id });
    expect((await live.next()).playlistChanged).toMatchObject({ kind: 'SUBSCRIBED', playlist: { canEdit: false } });
    expect(app.live.hub.size).toBe(before + 1);
    const ownerHttp = await signedIn(app, owner);
    expect((await ownerHttp.send('put', `/api/playlists/${playlist.id}`, { description: 'Two sets' })).status).toBe(
      200,
    );
    expect((await live.next()).playlistChanged).toMatchObject({
      kind: 'PLAYLIST_UPDATED',
      playlist: { canEdit: false },
    });
    expect((await http.send('delete', `/api/tokens/${created.body.id}`)).status).toBeLessThan(300);
    expect((await live.next()).playlistChanged).toMatchObject({ kind: 'ACCESS_REVOKED', playlist: null });
    await expect(live.ended).resolves.toEqual({ how: 'complete' });
  });

  it('closes a cookie session socket whose connection payload lacks the anti-forgery token (4403)', async () => {
    const { owner, playlist } = await band();
    const http = await signedIn(app, owner);
    const live = subscribe(socketOf(app, http, {}), PLAYLIST_CHANGED, { playlistId: playlist.id });
    await expect(live.ended).resolves.toMatchObject({ how: 'closed', code: 4403 });
    const wrong = subscribe(socketOf(app, http, { xsrfToken: 'forged' }), PLAYLIST_CHANGED, {
      playlistId: playlist.id,
    });
    await expect(wrong.ended).resolves.toMatchObject({ how: 'closed', code: 4403 });
  });

  it('closes a socket with a wrong API token (4401)', async () => {
    const live = liveClient(app, { origin: null, params: { authorization: 'Bearer miq_not-a-token' } });
    clients.push(live);
    await expect(
      subscribe(live, PLAYLIST_CHANGED, { playlistId: '00000000-0000-4000-8000-000000000000' }).ended,
    ).resolves.toMatchObject({ how: 'closed', code: 4401 });
  });

  it('refuses the upgrade from a page of another site (403), the session cookie notwithstanding', async () => {
    const { owner } = await band();
    const http = await signedIn(app, owner);
    const socket = new WebSocket(liveUrl(app), 'graphql-transport-ws', {
      headers: { Origin: 'https://evil.example', Cookie: http.cookieHeader() },
    });
    const status = await new Promise<number>((resolve, reject) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => reject(new Error('the upgrade was accepted')));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it('serves only subscriptions over the socket, and refuses a subscription over HTTP', async () => {
    const { owner, playlist } = await band();
    const http = await signedIn(app, owner);
    const query = subscribe(socketOf(app, http), '{ me { id } }', {});
    await expect(query.ended).resolves.toMatchObject({ how: 'error', code: 'VALIDATION_ERROR' });
    const overHttp = await http.graphql(PLAYLIST_CHANGED, { playlistId: playlist.id });
    expect(overHttp.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('refuses an operation over the cost limit on the socket too', async () => {
    const { owner, playlist } = await band();
    const http = await signedIn(app, owner);
    const tracks = Array.from({ length: 15 }, (_, index) => `t${index}: tracks { id name artist bpm notes }`).join(' ');
    const costly = subscribe(
      socketOf(app, http),
      `subscription($id: ID!) { playlistChanged(playlistId: $id) { playlist { ${tracks} } } }`,
      { id: playlist.id },
    );
    await expect(costly.ended).resolves.toMatchObject({ how: 'error', code: 'VALIDATION_ERROR' });
    expect(((await costly.ended) as { message: string }).message).toMatch(/too costly/);
  });
  it(`holds at most ${SOCKETS_PER_USER} sockets of one user on an instance (4429 beyond), and frees a place when one closes`, async () => {
    const { owner } = await band();
    const http = await signedIn(app, owner);
    /** A raw socket through connection_init: resolves with the first message, or the close code. */
    const open = () =>
      new Promise<{ socket: WebSocket; outcome: string }>((resolve, reject) => {
        const socket = new WebSocket(liveUrl(app), 'graphql-transport-ws', {
          headers: { Origin: app.baseUrl, Cookie: http.cookieHeader() },
        });
        socket.once('error', reject);
        socket.once('open', () =>
          socket.send(JSON.stringify({ type: 'connection_init', payload: { xsrfToken: http.token } })),
        );
        socket.once('message', (data) => resolve({ socket, outcome: JSON.parse(String(data)).type }));
        socket.once('close', (code, reason) => resolve({ socket, outcome: `${code} ${String(reason)}` }));
      });
    const sockets: WebSocket[] = [];
    try {
      for (let index = 0; index < SOCKETS_PER_USER; index++) {
        const { socket, outcome } = await open();
        sockets.push(socket);
        expect(outcome).toBe('connection_ack');
      }
      const refused = await open();
      expect(refused.outcome).toBe(`4429 ${TOO_MANY_SOCKETS}`);
      sockets[0]!.close();
      await new Promise((resolve) => sockets[0]!.once('close', resolve));
      let again = await open();
      // The server counts the closed socket out when its close reaches it.
      for (let attempt = 0; again.outcome !== 'connection_ack' && attempt < 20; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        again = await open();
      }
      sockets.push(again.socket);
      expect(again.outcome).toBe('connection_ack');
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it(
    'pings an idle socket (keep-alive), which the client answers',
    async () => {
      const { owner } = await band();
      const http = await signedIn(app, owner);
      const socket = new WebSocket(liveUrl(app), 'graphql-transport-ws', {
        headers: { Origin: app.baseUrl, Cookie: http.cookieHeader() },
      });
      try {
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        socket.send(JSON.stringify({ type: 'connection_init', payload: { xsrfToken: http.token } }));
        const ack = await new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
        expect(JSON.parse(ack)).toEqual({ type: 'connection_ack' });
        const started = Date.now();
        await new Promise((resolve) => socket.once('ping', resolve));
        // What an idle socket depends on is a ping before a proxy's idle timeout (60 s for nginx and
        // AWS load balancers, 30 s for stricter ones), not its exact interval: under load the timer
        // fires late, so the bound is the strict proxy's, with the interval itself well inside it.
        expect(KEEP_ALIVE_MS).toBeLessThan(STRICT_PROXY_IDLE_MS / 2);
        expect(Date.now() - started).toBeLessThan(STRICT_PROXY_IDLE_MS);
        expect(socket.readyState).toBe(WebSocket.OPEN);
      } finally {
        socket.close();
      }
    },
    STRICT_PROXY_IDLE_MS + 10_000,
  );

  it('comes back after losing its LISTEN connection: subscribers read again, and later events arrive', async () => {
    const { owner, playlist } = await band();
    const ownerHttp = await signedIn(app, owner);
    const live = await follow(app, ownerHttp, playlist);
    const logs = captureLogs();
    try {
      const [{ ended }] = await app
        .em()
        .execute<Array<{ ended: number }>>(
          "select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = current_database() and query like 'LISTEN %'",
        );
      expect(ended).toBe(1);
      // Events may have been missed while it was away: a PLAYLIST_UPDATED tells the client to read again.
      expect((await live.next()).playlistChanged).toMatchObject({
        kind: 'PLAYLIST_UPDATED',
        playlist: { name: 'Friday set' },
      });
      expect(
        (await ownerHttp.post(`/api/playlists/${playlist.id}/tracks`, { name: 'Back', artist: 'Band', bpm: 90 }))
          .status,
      ).toBe(201);
      expect((await live.next()).playlistChanged.kind).toBe('TRACK_ADDED');
      expect(logs.lines.map((line) => line.msg)).toContain('live: LISTEN connection lost; reconnecting');
    } finally {
      logs.restore();
    }
  });
});

describe('events sent by the database', () => {
  /** Runs raw SQL as a script or another program would: no service, no hand-sent event. */
  const sql = (statement: string, params: unknown[]) => app.em().execute(statement, params);

  it('hears a change made by raw SQL, with the kind of change it is; touching updated_at alone sends nothing', async () => {
    const { owner, playlist } = await band();
    const live = await follow(app, await signedIn(app, owner), playlist);
    const kindOfNext = async () => (await live.next()).playlistChanged;

    await sql(
      `insert into track (id, playlist_id, position, name, artist, bpm) values (gen_random_uuid(), ?, 7, 'Raw', 'Band', 101)`,
      [playlist.id],
    );
    const added = await kindOfNext();
    expect(added.kind).toBe('TRACK_ADDED');
    expect(added.playlist!.tracks.map((track) => track.name)).toEqual(['Song 1', 'Song 2', 'Raw']);
    await sql(`update track set bpm = 102 where playlist_id = ? and name = 'Raw'`, [playlist.id]);
    expect((await kindOfNext()).kind).toBe('TRACK_UPDATED');
    await sql('update playlist set updated_at = now() where id = ?', [playlist.id]);
    await sql('update track set position = position + 10 where playlist_id = ?', [playlist.id]);
    expect((await kindOfNext()).kind).toBe('TRACKS_REORDERED');
    await sql(`insert into set_break (id, playlist_id, position, name) values (gen_random_uuid(), ?, 0, 'Set 2')`, [
      playlist.id,
    ]);
    expect((await kindOfNext()).kind).toBe('PLAYLIST_UPDATED');
    await sql(`update playlist set name = 'Renamed' where id = ?`, [playlist.id]);
    expect(await kindOfNext()).toMatchObject({ kind: 'PLAYLIST_UPDATED', playlist: { name: 'Renamed' } });
    await sql(`delete from track where playlist_id = ? and name = 'Raw'`, [playlist.id]);
    expect((await kindOfNext()).kind).toBe('TRACK_REMOVED');
    await sql('delete from playlist where id = ?', [playlist.id]);
    expect(await kindOfNext()).toMatchObject({ kind: 'PLAYLIST_DELETED', playlist: null });
    await expect(live.ended).resolves.toEqual({ how: 'complete' });
    expect(live.events).toHaveLength(8);
  });

  it('sends one event per change: a break placed mid-list, an import of songs and a break, a move with a break', async () => {
    const { owner, playlist } = await band();
    const http = await signedIn(app, owner);
    const live = await follow(app, http, playlist);
    const [first] = (await http.get(`/api/playlists/${playlist.id}`)).body.tracks as Array<{ id: string }>;

    const placed = await http.post(`/api/playlists/${playlist.id}/breaks`, { name: 'Set 2', afterId: first!.id });
    expect(placed.status).toBe(201);
    expect((await live.next()).playlistChanged.kind).toBe('PLAYLIST_UPDATED');
    const imported = await http.agent
      .post(`/api/playlists/${playlist.id}/tracks.csv`)
      .set(http.headers)
      .set('X-XSRF-Token', http.token ?? '')
      .set('Content-Type', 'text/csv')
      .send('name,bpm,type\r\nOpener,120,song\r\nEncore,,break\r\nCloser,90,song\r\n');
    expect(imported.status).toBeLessThan(300);
    expect((await live.next()).playlistChanged.kind).toBe('TRACK_ADDED');
    const now = (await http.get(`/api/playlists/${playlist.id}`)).body as {
      tracks: Array<{ id: string; position: number }>;
      breaks: Array<{ id: string; position: number }>;
    };
    const places = [...now.tracks, ...now.breaks].sort((a, b) => a.position - b.position).map((place) => place.id);
    const moved = await http.send('put', `/api/playlists/${playlist.id}/tracks/order`, {
      trackIds: [...places].reverse(),
    });
    expect(moved.status).toBe(200);
    expect((await live.next()).playlistChanged.kind).toBe('TRACKS_REORDERED');
    // A last change, so any extra event of the ones above would have arrived before it.
    expect((await http.send('put', `/api/playlists/${playlist.id}`, { name: 'Last' })).status).toBe(200);
    expect((await live.next()).playlistChanged).toMatchObject({ kind: 'PLAYLIST_UPDATED', playlist: { name: 'Last' } });
    expect(live.events.map((event) => event.playlistChanged.kind)).toEqual([
      'SUBSCRIBED',
      'PLAYLIST_UPDATED',
      'TRACK_ADDED',
      'TRACKS_REORDERED',
      'PLAYLIST_UPDATED',
    ]);
  });

  it("ends a user's subscriptions when their session version changes by raw SQL (signed out everywhere)", async () => {
    const { recipient, playlist } = await band();
    const live = await follow(app, await signedIn(app, recipient), playlist);
    await sql('update "user" set session_version = session_version + 1 where id = ?', [recipient.user.id]);
    expect((await live.next()).playlistChanged).toMatchObject({ kind: 'ACCESS_REVOKED', playlist: null });
    await expect(live.ended).resolves.toEqual({ how: 'complete' });
  });
});

describe('two instances on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp({ sharedDatabase: app.database });
  });
  afterAll(async () => {
    await second.close();
  });

  it('delivers a change made on instance A to a subscriber on instance B', async () => {
    const { owner, recipient, playlist } = await band();
    const recipientOnB = await follow(second, await signedIn(second, recipient), playlist);
    const ownerOnA = await signedIn(app, owner);
    const started = Date.now();
    expect(
      (await ownerOnA.post(`/api/playlists/${playlist.id}/tracks`, { name: 'Encore', artist: 'Band', bpm: 150 }))
        .status,
    ).toBe(201);
    const change = (await recipientOnB.next()).playlistChanged;
    expect(change.kind).toBe('TRACK_ADDED');
    expect(change.playlist!.tracks.map((track) => track.name)).toContain('Encore');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("measures it: 30 changes on A heard on B (the issue's goal is p95 ≤ 250 ms; asserted loosely, the machine is shared)", async () => {
    const { owner, recipient, playlist } = await band();
    const recipientOnB = await follow(second, await signedIn(second, recipient), playlist);
    const ownerOnA = await signedIn(app, owner);
    const latencies: number[] = [];
    for (let change = 0; change < 30; change++) {
      const started = performance.now();
      expect(
        (await ownerOnA.send('put', `/api/playlists/${playlist.id}`, { description: `Take ${change}` })).status,
      ).toBe(200);
      expect((await recipientOnB.next()).playlistChanged.playlist!.name).toBe('Friday set');
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length * 0.5)]!;
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1]!;
    console.log(
      `change on A heard on B (HTTP change + NOTIFY + read for the subscriber): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${latencies.length}`,
    );
    expect(p95).toBeLessThan(1000);
  });
});
