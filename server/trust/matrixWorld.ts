import { randomBytes } from 'node:crypto';
import request, { type Response } from 'supertest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../schema/http';
import { ApiToken, LoginFailure, Playlist, User, UserSound } from '../entities';
import {
  AppWorld,
  fixturesOf,
  randomClientAddress,
  startAppWithServices,
  tableDigest,
  tableDigestQuery,
} from '../fuzz/world';
import { buildPlaylist, buildSetBreak, buildShare, buildUser } from '../test/factories';
import { realImage } from '../test/imageFixtures';
import { attachSound } from '../test/soundFixtures';
import type { Fixtures } from '../fuzz/operations';
import { deviceInRoom, leadRequestInRoom } from '../fuzz/wellFormedRows';

export { ACTORS, type Actor } from './actors';
import type { Actor } from './actors';

/** Actors signed in with a session cookie that must stay signed in (the world signs them in again after a logout). */
const LIVE_SESSIONS = ['owner', 'otherUser', 'recipient', 'exRecipient', 'admin'] as const;
type LiveSession = (typeof LIVE_SESSIONS)[number];

/** Phone numbers nobody else has, so a response can be searched for a number its viewer may not read. */
export const PHONES: Record<LiveSession, string> = {
  owner: '+1 555 0101',
  otherUser: '+1 555 0102',
  recipient: '+1 555 0103',
  exRecipient: '+1 555 0104',
  admin: '+1 555 0105',
};

/** Rows the matrix aims at: the owner's playlist, track, profile, photo and spare token, and an admin's target. */
export interface MatrixFixtures extends Fixtures {
  ownerId: string;
  ownerUsername: string;
  /** The owner's photo, as `/api/users/:userId/profile-image/:imageId` names it. */
  ownerImageId: string;
  /** A sound of the owner that only the owner may hear or delete. */
  ownerSoundId: string;
  /** A token of the owner that only the owner may revoke. */
  spareTokenId: string;
  /** A plain user the admin operations (delete, reset password, make admin) act on. */
  targetUserId: string;
  /** An account whose right password the login operations send. */
  loginUsername: string;
  loginPassword: string;
}

/** Cookie name → value, as a browser keeps them. */
type Jar = Record<string, string>;

function keepCookies(jar: Jar, response: Response): Jar {
  for (const cookie of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    jar[pair!.slice(0, at)] = pair!.slice(at + 1);
  }
  return jar;
}

/** The headers a signed-in browser sends: its cookies and the anti-forgery token. */
function browserHeaders(jar: Jar): Record<string, string> {
  const headers: Record<string, string> = {
    Cookie: Object.entries(jar)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  };
  if (jar[XSRF_COOKIE]) headers[XSRF_HEADER] = decodeURIComponent(jar[XSRF_COOKIE]);
  return headers;
}

/**
 * The world of the authorization matrix: the real app over its own database, ten callers with
 * fixed credentials (a cell never changes them: each request carries them as headers, so a login
 * or logout in one cell answers with cookies that are dropped), and fixture rows rebuilt after any
 * cell that changed something.
 */
export class MatrixWorld extends AppWorld {
  fixtures!: MatrixFixtures;
  private credentials = {} as Record<Actor, Record<string, string>>;
  private users = {} as Record<
    LiveSession | 'target' | 'login' | 'shareTarget' | 'demoted',
    { id: string; username: string; password: string; email?: string }
  >;
  private digestQuery = '';

  static async start(): Promise<MatrixWorld> {
    const world = new MatrixWorld(await startAppWithServices());
    await world.setUp();
    return world;
  }

  /** The headers `actor` sends (a new client address each time, so per-address limits never interfere). */
  headersOf(actor: Actor): Record<string, string> {
    return { ...this.credentials[actor], 'X-Forwarded-For': randomClientAddress() };
  }

  /** The phone numbers `actor` may not read (the phone rule, checked on every path). */
  hiddenPhonesFor(actor: Actor): string[] {
    const mayRead: Record<Actor, LiveSession[]> = {
      anonymous: [],
      owner: ['owner'],
      otherUser: ['otherUser'],
      // The owner shared a playlist with the recipient, not the other way round.
      recipient: ['recipient', 'owner'],
      exRecipient: ['exRecipient'],
      admin: [...LIVE_SESSIONS],
      demotedAdmin: [],
      deletedUser: [],
      readToken: ['owner'],
      revokedToken: [],
    };
    return LIVE_SESSIONS.filter((person) => !mayRead[actor].includes(person)).map((person) => PHONES[person]);
  }

  /**
   * The email addresses `actor` may not read: SPEC.md shows a user's email to themself, on public
   * profiles (§2, §7) and in the admin lists, nowhere else.
   */
  hiddenEmailsFor(actor: Actor, operationShowsProfile: boolean): string[] {
    if (actor === 'admin') return [];
    const self: LiveSession | null =
      actor === 'readToken'
        ? 'owner'
        : (LIVE_SESSIONS as readonly string[]).includes(actor)
          ? (actor as LiveSession)
          : null;
    return LIVE_SESSIONS.filter((person) => person !== self && !(operationShowsProfile && person === 'owner')).map(
      (person) => this.users[person].email!,
    );
  }

  /** A digest of every table a refused request must leave alone. */
  digest(): Promise<Record<string, string>> {
    return tableDigest(this.app, this.digestQuery);
  }

  /** Tokens record when they were last used (at most once a minute): mark them used now, so a refused token request writes nothing. */
  async markTokensUsed(): Promise<void> {
    await this.app.em().getConnection().execute('update "api_token" set "last_used_at" = now()');
  }

  private async setUp(): Promise<void> {
    this.digestQuery = await tableDigestQuery(this.app);
    const em = this.app.em();
    for (const name of LIVE_SESSIONS) {
      const { user, password } = await buildUser(em, { isAdmin: name === 'admin' });
      this.users[name] = { id: user.id, username: user.username, password, email: user.email };
      await em.nativeUpdate(User, { id: user.id }, { phoneNumber: PHONES[name] });
      this.credentials[name] = await this.signIn(name);
    }
    for (const name of ['login', 'shareTarget'] as const) {
      const { user, password } = await buildUser(em);
      this.users[name] = { id: user.id, username: user.username, password };
    }
    this.credentials.anonymous = browserHeaders(keepCookies({}, await request(this.app.server).get('/api/auth/me')));
    this.credentials.demotedAdmin = await this.sessionThatWasVoided('demote');
    this.credentials.deletedUser = await this.sessionThatWasVoided('delete');
    this.credentials.readToken = { Authorization: `Bearer ${(await this.createOwnerToken('read')).token}` };
    const revoked = await this.createOwnerToken('write');
    await this.asOwner('delete', `/api/tokens/${revoked.id}`);
    this.credentials.revokedToken = { Authorization: `Bearer ${revoked.token}` };
    await this.reset();
  }

  /**
   * Fresh fixture rows after a cell that changed something: the owner's playlist (two tracks,
   * shared with the recipient, shared with the ex-recipient and unshared again through the API), a
   * system playlist, the owner's photo and spare token, a target user for the admin operations, and
   * every live session signed in again if a logout or password change ended it.
   */
  async reset(): Promise<void> {
    const em = this.app.em();
    const keep = Object.values(this.users).map((user) => user.id);
    await em.nativeDelete(Playlist, {});
    await em.nativeDelete(User, { id: { $nin: keep } });
    await em.nativeDelete(ApiToken, { name: { $like: 'Fuzz%' } });
    await em.nativeDelete(LoginFailure, {});
    await em.nativeDelete(UserSound, {});
    for (const name of LIVE_SESSIONS) {
      await em.nativeUpdate(
        User,
        { id: this.users[name].id },
        { phoneNumber: PHONES[name], isAdmin: name === 'admin' },
      );
      const me = await request(this.app.server).get('/api/auth/me').set(this.headersOf(name));
      if (me.status !== 200 || me.body.id !== this.users[name].id) this.credentials[name] = await this.signIn(name);
    }
    const owner = await em.findOneOrFail(User, this.users.owner.id);
    const recipient = await em.findOneOrFail(User, this.users.recipient.id);
    const playlist = await buildPlaylist(em, owner, { name: 'Friday set', trackCount: 2 });
    await buildPlaylist(em, null, { name: 'Warm-ups', trackCount: 1 });
    await buildShare(em, playlist, recipient, owner);
    await this.asOwner('post', `/api/playlists/${playlist.id}/share`, {
      sharedWithUsername: this.users.exRecipient.username,
    });
    await this.asOwner('delete', `/api/playlists/${playlist.id}/share/${this.users.exRecipient.username}`);
    const tracks = (await this.asOwner('get', `/api/playlists/${playlist.id}`)).body.tracks as Array<{ id: string }>;
    const setBreak = await buildSetBreak(em, playlist, { position: tracks.length });
    // Devices in the playlist's rehearsal room: the recipient's and the admin's, then the owner's, who
    // leads; the recipient asks for the lead, so the owner has a request to answer.
    await deviceInRoom(em, playlist.id, recipient.id);
    await deviceInRoom(em, playlist.id, this.users.admin.id);
    const deviceId = await deviceInRoom(em, playlist.id, owner.id);
    await leadRequestInRoom(em, playlist.id, recipient.id);
    const target = await buildUser(em);
    this.users.target = { id: target.user.id, username: target.user.username, password: target.password };
    this.fixtures = {
      ...fixturesOf(
        { playlistId: playlist.id, trackIds: tracks.map((track) => track.id), breakId: setBreak.id, deviceId },
        { recipient: this.users.recipient, stranger: this.users.shareTarget, victim: this.users.login },
      ),
      ownerId: owner.id,
      ownerUsername: owner.username,
      ownerImageId: await this.ownerPhoto(),
      ownerSoundId: await this.ownerSound(),
      spareTokenId: await this.spareToken(),
      targetUserId: target.user.id,
      loginUsername: this.users.login.username,
      loginPassword: this.users.login.password,
    };
  }

  private async signIn(
    name: string,
    account: { id?: string; username: string; password: string } = this.users[name as LiveSession],
  ): Promise<Record<string, string>> {
    const jar = keepCookies({}, await request(this.app.server).get('/api/auth/me'));
    await this.app.em().nativeDelete(LoginFailure, {});
    const login = await request(this.app.server)
      .post('/api/auth/login')
      .set(browserHeaders(jar))
      .send({ usernameOrEmail: account.username, password: account.password });
    if (login.status !== 200)
      throw new Error(`sign-in of ${name} failed: ${login.status} ${JSON.stringify(login.body)}`);
    return browserHeaders(keepCookies(jar, login));
  }

  /** A session of a user that was signed in when an admin demoted (or deleted) them through the API. */
  private async sessionThatWasVoided(how: 'demote' | 'delete'): Promise<Record<string, string>> {
    const { user, password } = await buildUser(this.app.em(), { isAdmin: how === 'demote' });
    const session = await this.signIn(how === 'demote' ? 'demoted' : 'deleted', {
      id: user.id,
      username: user.username,
      password,
    });
    const admin = request(this.app.server);
    const done =
      how === 'demote'
        ? await admin.patch(`/api/admin/users/${user.id}/toggle-admin`).set(this.headersOf('admin'))
        : await admin.delete(`/api/admin/users/${user.id}`).set(this.headersOf('admin'));
    if (done.status >= 300) throw new Error(`${how} failed: ${done.status} ${JSON.stringify(done.body)}`);
    if (how === 'demote') this.users.demoted = { id: user.id, username: user.username, password };
    return session;
  }

  private asOwner(method: 'get' | 'post' | 'delete', path: string, body?: object): Promise<Response> {
    const pending = request(this.app.server)[method](path).set(this.headersOf('owner'));
    return body ? pending.send(body) : pending;
  }

  private async createOwnerToken(scope: 'read' | 'write'): Promise<{ id: string; token: string }> {
    const created = await this.asOwner('post', '/api/tokens', {
      name: `Matrix ${scope} ${randomBytes(3).toString('hex')}`,
      scope,
    });
    if (created.status !== 201) throw new Error(`token creation failed: ${created.status}`);
    return created.body as { id: string; token: string };
  }

  private async spareToken(): Promise<string> {
    const tokens = (await this.asOwner('get', '/api/tokens')).body as Array<{ id: string; name: string }>;
    return (
      tokens.find((token) => token.name === 'Spare')?.id ??
      (await this.asOwner('post', '/api/tokens', { name: 'Spare', scope: 'write' })).body.id
    );
  }

  private async ownerSound(): Promise<string> {
    const upload = await attachSound(request(this.app.server).post('/api/sounds').set(this.headersOf('owner')));
    if (upload.status !== 201) throw new Error(`sound upload failed: ${upload.status} ${JSON.stringify(upload.body)}`);
    return upload.body.id as string;
  }

  private async ownerPhoto(): Promise<string> {
    const me = await this.asOwner('get', '/api/users/profile');
    let url = me.body.profileImageUrl as string | null;
    if (!url) {
      const upload = await request(this.app.server)
        .post('/api/users/upload-profile-image')
        .set(this.headersOf('owner'))
        .attach('profileImage', await realImage('png'), { filename: 'me.png', contentType: 'image/png' });
      url = upload.body.profileImageUrl as string;
    }
    return url.split('/').pop()!;
  }
}
