import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { LoginFailure, Playlist, Track, User } from '../entities';
import { ERROR_STATUS } from '../errors/appErrors';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildSetBreak, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';
import { startOidcProvider } from '../../testkit/oidcProvider';
import { startFakeMusicServices } from '../../testkit/fakeMusicServices';
import type { Fixtures } from './operations';
import { deviceInRoom, leadRequestInRoom } from './wellFormedRows';

/** Who sends a fuzz case. */
export type PrincipalName = 'anonymous' | 'user' | 'admin';
export const PRINCIPALS: PrincipalName[] = ['anonymous', 'user', 'admin'];

/**
 * Tables a refused request may still write, by design: a refused login (or a wrong current
 * password) is recorded for the failed-login limits. Every other table must stay as it was.
 */
const WRITTEN_ON_REFUSAL = new Set(['login_failure', 'mikro_orm_migrations']);

/** Caches an allowed read may fill (music search and tempo lookups): not anybody's data, so not watched. */
const CACHE_TABLES = new Set(['music_search', 'music_song', 'music_tempo']);

/** A user row a fuzz world made, with the password it signs in with. */
export interface Account {
  username: string;
  password: string;
  id: string;
}

/** A random client address: behind the trusted proxy each case comes from its own, so the per-address login limit never blocks the fuzz itself. */
export function randomClientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! || 1}`;
}

/**
 * A world's fixtures: the ids of its playlist's rows, the usernames of its people, and a username
 * and email nobody has yet (new each time, for sign-ups).
 */
export function fixturesOf(
  rows: Pick<Fixtures, 'playlistId' | 'trackIds' | 'breakId' | 'deviceId'>,
  people: Record<'recipient' | 'stranger' | 'victim', { username: string }>,
): Fixtures {
  const suffix = randomBytes(4).toString('hex');
  return {
    ...rows,
    trackId: rows.trackIds[0]!,
    recipientUsername: people.recipient.username,
    strangerUsername: people.stranger.username,
    victimUsername: people.victim.username,
    freshUsername: `fresh_${suffix}`,
    freshEmail: `fresh_${suffix}@example.test`,
  };
}

/** The real app behind a trusted proxy, with the fake music services and a real OIDC provider it talks to. */
export interface AppWithServices {
  app: TestApp;
  /** Stops the app (dropping its database) and both services. */
  close(): Promise<void>;
}

/**
 * Starts the app as the fuzz and trust suites need it: music routes reach the fake music services
 * (song search and tempo lookups run end to end), provider sign-in points at a real OIDC provider
 * (odd callbacks meet the real checks), and each request may carry its own client address.
 */
export async function startAppWithServices(): Promise<AppWithServices> {
  const music = await startFakeMusicServices();
  const identityProvider = await startOidcProvider();
  const app = await startTestApp({ env: { TRUST_PROXY: 'true', ...music.env, ...identityProvider.env() } });
  await identityProvider.allowApp(app.baseUrl);
  return {
    app,
    close: async () => {
      await app.close();
      await music.close();
      await identityProvider.close();
    },
  };
}

/** A suite's world over the app {@link startAppWithServices} started: its app, and how to stop it all. */
export abstract class AppWorld {
  protected constructor(private readonly started: AppWithServices) {}

  get app(): TestApp {
    return this.started.app;
  }

  close(): Promise<void> {
    return this.started.close();
  }
}

/**
 * The world a fuzz suite runs in: the real app over its own database (behind a trusted proxy),
 * signed-in clients for each principal, fixture rows, and a checksum of every table.
 */
export class FuzzWorld extends AppWorld {
  fixtures!: Fixtures;
  readonly clients = {} as Record<PrincipalName, ApiClient>;
  private accounts = {} as Record<'user' | 'admin', Account>;
  private people = {} as Record<'recipient' | 'stranger' | 'victim', User>;
  private checksumQuery = '';

  static async start(): Promise<FuzzWorld> {
    const world = new FuzzWorld(await startAppWithServices());
    await world.prepareChecksum();
    const em = world.app.em();
    for (const name of ['user', 'admin'] as const) {
      const { user, password } = await buildUser(em, { isAdmin: name === 'admin' });
      world.accounts[name] = { username: user.username, password, id: user.id };
    }
    const [recipient, stranger, victim] = await Promise.all([buildUser(em), buildUser(em), buildUser(em)]);
    world.people = { recipient: recipient.user, stranger: stranger.user, victim: victim.user };
    world.clients.anonymous = await world.newClient();
    for (const name of ['user', 'admin'] as const) world.clients[name] = await world.signIn(name);
    await world.resetFixtures();
    return world;
  }

  /**
   * After a case that was allowed to change something: fresh fixture rows (a new playlist with
   * two tracks, shared with `recipient`; new names for sign-ups), and every principal signed in
   * as itself again (a fuzzed logout or sign-up changes who a client is).
   */
  async reset(): Promise<void> {
    await this.resetFixtures();
    await this.ensurePrincipals();
  }

  private async resetFixtures(): Promise<void> {
    const em = this.app.em();
    // Keep the tables small, so the checksum after each case stays cheap: only this world's rows.
    const keep = [
      ...Object.values(this.accounts).map((account) => account.id),
      ...Object.values(this.people).map((person) => person.id),
    ];
    await em.nativeDelete(Playlist, {});
    await em.nativeDelete(User, { id: { $nin: keep } });
    await em.nativeDelete(LoginFailure, {});
    const owner = await em.findOneOrFail(User, this.accounts.user.id);
    const playlist = await buildPlaylist(em, owner, { trackCount: 2 });
    await buildShare(em, playlist, this.people.recipient, owner);
    const tracks = await em.find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
    const setBreak = await buildSetBreak(em, playlist, { position: tracks.length });
    const deviceId = await deviceInRoom(em, playlist.id, owner.id);
    this.fixtures = fixturesOf(
      { playlistId: playlist.id, trackIds: tracks.map((track) => track.id), breakId: setBreak.id, deviceId },
      { recipient: this.people.recipient, stranger: this.people.stranger, victim: this.people.victim },
    );
    await leadRequestInRoom(em, playlist.id, this.people.recipient.id);
  }

  private async ensurePrincipals(): Promise<void> {
    const anonymous = await this.clients.anonymous.get('/api/auth/me');
    if (anonymous.status !== 401) this.clients.anonymous = await this.newClient();
    for (const name of ['user', 'admin'] as const) {
      const me = await this.clients[name].get('/api/auth/me');
      if (me.status !== 200 || me.body.id !== this.accounts[name].id) this.clients[name] = await this.signIn(name);
    }
  }

  /** A new client signed in as `name`, and the anti-forgery token its session had before the login. */
  async signInKeepingOldToken(name: 'user' | 'admin'): Promise<{ client: ApiClient; tokenBeforeLogin: string }> {
    const client = await this.newClient();
    const tokenBeforeLogin = client.token!;
    await this.app.em().nativeDelete(LoginFailure, { accountKey: `user:${this.accounts[name].id}` });
    await client.logIn(this.accounts[name].username, this.accounts[name].password);
    return { client, tokenBeforeLogin };
  }

  /** A new account made for one well-formed case (a user to delete, a password to change); the next reset removes it. */
  async makeAccount(): Promise<Account> {
    const { user, password } = await buildUser(this.app.em());
    return { username: user.username, password, id: user.id };
  }

  /** A new client signed in as `account` (not one of the principals, so its logout or password change ends nobody else's session). */
  async signedIn(account: Account): Promise<ApiClient> {
    return (await this.newClient()).logIn(account.username, account.password);
  }

  private async signIn(name: 'user' | 'admin'): Promise<ApiClient> {
    const account = this.accounts[name];
    // Fuzzed password changes count as failed logins of the account; they must not lock the principal out.
    await this.app.em().nativeDelete(LoginFailure, { accountKey: `user:${account.id}` });
    return (await this.newClient()).logIn(account.username, account.password);
  }

  /** A new visitor's client, with a session and anti-forgery token of its own. */
  async newClient(): Promise<ApiClient> {
    const client = new ApiClient(this.app);
    client.headers['X-Forwarded-For'] = randomClientAddress();
    return client.open();
  }

  private async prepareChecksum(): Promise<void> {
    this.checksumQuery = await tableDigestQuery(this.app);
  }

  /** A digest of every table's rows (except those a refusal may write by design), by table. */
  checksum(): Promise<Record<string, string>> {
    return tableDigest(this.app, this.checksumQuery);
  }
}

/** The query behind {@link tableDigest}: one md5 per table, except the tables a refusal may write and the caches. */
export async function tableDigestQuery(app: TestApp): Promise<string> {
  const tables = await app
    .em()
    .getConnection()
    .execute<Array<{ name: string }>>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
    );
  const watched = tables
    .map((table) => table.name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name) && !CACHE_TABLES.has(name));
  return `select ${watched.map((name) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`).join(', ')}`;
}

/** A digest of every watched table's rows, by table (compare two with {@link changedTables}). */
export async function tableDigest(app: TestApp, query: string): Promise<Record<string, string>> {
  const [row] = await app.em().getConnection().execute<Array<Record<string, string>>>(query);
  return row!;
}

/** Every code of the error vocabulary (DESIGN.md §5). */
const CODES = new Set(Object.keys(ERROR_STATUS));

/** What is wrong with an error answer's shape (REST `{message, code}`, GraphQL `errors[].extensions.code`), or null. */
export function errorShapeProblem(response: Response, door: 'REST' | 'GraphQL'): string | null {
  const body = response.body as Record<string, unknown> | undefined;
  if (door === 'REST') {
    if (typeof body?.message !== 'string' || !body.message) return 'REST error without a message';
    if (typeof body.code !== 'string' || !CODES.has(body.code)) return `REST error with code ${String(body?.code)}`;
    return null;
  }
  const errors = body?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return 'GraphQL error answer without errors[]';
  for (const error of errors as Array<{ message?: unknown; extensions?: { code?: unknown } }>) {
    if (typeof error.message !== 'string' || !error.message) return 'GraphQL error without a message';
    if (typeof error.extensions?.code !== 'string' || !CODES.has(error.extensions.code))
      return `GraphQL error with code ${String(error.extensions?.code)}`;
  }
  return null;
}

/** Tables whose digest differs between two checksums. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
