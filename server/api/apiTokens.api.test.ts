import request from 'supertest';
import { messages } from '../../schema/validation';
import { ApiToken, Playlist, User } from '../entities';
import { READ_ONLY_TOKEN } from '../http/apiTokenAuth';
import { captureLogs } from '../logging/logger';
import { INVALID_API_TOKEN, TOKEN_NOT_FOUND, TOKENS_NEED_SESSION } from '../services/apiTokens';
import { TOO_MANY_LOGIN_ATTEMPTS } from '../services/loginThrottle';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await app.close();
});

async function signedIn(): Promise<{ client: ApiClient; user: User }> {
  const { user, password } = await buildUser(app.em());
  const client = await (await newClient(app)).logIn(user.username, password);
  return { client, user };
}

async function createToken(
  client: ApiClient,
  body: Record<string, unknown> = {},
): Promise<{ id: string; token: string; prefix: string }> {
  const response = await client.post('/api/tokens', { name: 'Spreadsheet sync', scope: 'write', ...body });
  expect(response.status).toBe(201);
  return response.body as { id: string; token: string; prefix: string };
}

/** A plain HTTP client: no cookies, no anti-forgery header, only the bearer token. */
const withToken = (token: string) => ({
  get: (path: string) => request(app.server).get(path).set('Authorization', `Bearer ${token}`),
  post: (path: string, body: object) =>
    request(app.server).post(path).set('Authorization', `Bearer ${token}`).send(body),
  graphql: (query: string, variables?: object) =>
    request(app.server).post('/graphql').set('Authorization', `Bearer ${token}`).send({ query, variables }),
});

describe('personal API tokens', () => {
  it('are created once (token shown only then, prefixed miq_) and listed without the token, on both doors', async () => {
    const { client } = await signedIn();
    const created = await createToken(client, { expiresInDays: 30 });
    expect(created.token).toMatch(/^miq_[\w-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Spreadsheet sync', scope: 'write', lastUsedAt: null });
    expect(new Date((created as unknown as { expiresAt: string }).expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 29 * 86_400_000,
    );

    const viaGraphql = await client.graphql(
      'mutation { createApiToken(input: { name: "Read only", scope: "read" }) { id token scope expiresAt } }',
    );
    expect(viaGraphql.body.data.createApiToken).toMatchObject({
      scope: 'read',
      expiresAt: null,
      token: expect.stringMatching(/^miq_/),
    });

    const list = await client.get('/api/tokens');
    expect(list.body.map((token: { name: string }) => token.name)).toEqual(['Read only', 'Spreadsheet sync']);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    const graphqlList = await client.graphql('{ apiTokens { name prefix } }');
    expect(JSON.stringify(graphqlList.body)).not.toContain(created.token);
    const stored = await app.em().find(ApiToken, { id: created.id });
    expect(JSON.stringify(stored)).not.toContain(created.token);
  });

  it('authenticate both doors with no cookie and no anti-forgery header, and start no session', async () => {
    const { client, user } = await signedIn();
    const { token } = await createToken(client);
    const me = await withToken(token).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(user.username);
    expect(me.headers['set-cookie']).toBeUndefined();
    const created = await withToken(token).post('/api/playlists', { name: 'Synced set' });
    expect(created.status).toBe(201);
    const graphql = await withToken(token).graphql('mutation { createPlaylist(input: { name: "Synced too" }) { id } }');
    expect(graphql.status).toBe(200);
    expect(graphql.body.data.createPlaylist.id).toBeDefined();
    expect(await app.em().count(Playlist, { owner: user.id })).toBe(2);
    const used = await app.em().findOneOrFail(ApiToken, { user: user.id });
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('a read token reads, and is refused (403, nothing written) on every change, on both doors', async () => {
    const { client, user } = await signedIn();
    const { token } = await createToken(client, { scope: 'read' });
    expect((await withToken(token).get('/api/playlists')).status).toBe(200);
    expect((await withToken(token).graphql('{ myPlaylists { id } }')).body.data.myPlaylists).toEqual([]);

    const rest = await withToken(token).post('/api/playlists', { name: 'Nope' });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ code: 'FORBIDDEN', message: READ_ONLY_TOKEN });
    const graphql = await withToken(token).graphql('mutation { createPlaylist(input: { name: "Nope" }) { id } }');
    expect(graphql.status).toBe(403);
    expect(graphql.body.errors[0]).toMatchObject({ message: READ_ONLY_TOKEN, extensions: { code: 'FORBIDDEN' } });
    expect(await app.em().count(Playlist, { owner: user.id })).toBe(0);
  });

  it('keep every permission rule: a token of one user cannot open another user’s playlist', async () => {
    const { client } = await signedIn();
    const { token } = await createToken(client);
    const { user: other } = await buildUser(app.em());
    const playlist = await buildPlaylist(app.em(), other, { name: 'Private' });
    expect((await withToken(token).get(`/api/playlists/${playlist.id}`)).status).toBe(404);
  });

  it('cannot make more tokens (a token is not a session)', async () => {
    const { client } = await signedIn();
    const { token } = await createToken(client);
    const response = await withToken(token).post('/api/tokens', { name: 'Another', scope: 'write' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TOKENS_NEED_SESSION);
    const graphql = await withToken(token).graphql(
      'mutation { createApiToken(input: { name: "x", scope: "write" }) { token } }',
    );
    expect(graphql.body.errors[0].message).toBe(TOKENS_NEED_SESSION);
  });

  it('stop working on the next request once revoked; nobody else can revoke them', async () => {
    const { client } = await signedIn();
    const { id, token } = await createToken(client);
    const { client: stranger } = await signedIn();
    expect((await stranger.send('delete', `/api/tokens/${id}`)).status).toBe(404);
    expect((await stranger.graphql(`mutation { revokeApiToken(id: "${id}") }`)).body.errors[0].message).toBe(
      TOKEN_NOT_FOUND,
    );
    expect((await withToken(token).get('/api/auth/me')).status).toBe(200);

    expect((await client.send('delete', `/api/tokens/${id}`)).status).toBe(204);
    const after = await withToken(token).get('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 'UNAUTHENTICATED', message: INVALID_API_TOKEN });

    const second = await createToken(client);
    expect((await client.graphql(`mutation { revokeApiToken(id: "${second.id}") }`)).body.data.revokeApiToken).toBe(
      true,
    );
    expect((await withToken(second.token).graphql('{ me { id } }')).status).toBe(401);
    expect((await client.send('delete', '/api/tokens/not-a-uuid')).status).toBe(404);
  });

  it('stop working when they expire and when their user is deleted', async () => {
    const { client, user } = await signedIn();
    const expiring = await createToken(client, { expiresInDays: 1 });
    await app.em().nativeUpdate(ApiToken, { id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await withToken(expiring.token).get('/api/auth/me')).body.message).toBe(INVALID_API_TOKEN);

    const { token } = await createToken(client);
    await app.em().nativeDelete(User, { id: user.id });
    expect((await withToken(token).get('/api/auth/me')).status).toBe(401);
    expect(await app.em().count(ApiToken, { user: user.id })).toBe(0);
  });

  it('are listed, created and revoked only by a signed-in user', async () => {
    const anonymous = await newClient(app);
    expect((await anonymous.get('/api/tokens')).status).toBe(401);
    expect((await anonymous.post('/api/tokens', { name: 'x', scope: 'read' })).status).toBe(401);
    expect((await anonymous.graphql('{ apiTokens { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [{ name: '', scope: 'read' }, 'name', messages.apiTokenNameRequired],
    [{ name: 'x'.repeat(101), scope: 'read' }, 'name', messages.apiTokenNameMax],
    [{ name: 'ok', scope: 'admin' }, 'scope', messages.apiTokenScope],
    [{ name: 'ok' }, 'scope', messages.apiTokenScope],
    [{ name: 'ok', scope: 'read', expiresInDays: 0 }, 'expiresInDays', messages.apiTokenExpiry],
    [{ name: 'ok', scope: 'read', expiresInDays: 366 }, 'expiresInDays', messages.apiTokenExpiry],
    [{ name: 'ok', scope: 'read', expiresInDays: 1.5 }, 'expiresInDays', messages.apiTokenExpiry],
  ])('refuses %j with 400 and a message on the field, creating nothing', async (body, field, message) => {
    const { client, user } = await signedIn();
    const response = await client.post('/api/tokens', body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message);
    expect(await app.em().count(ApiToken, { user: user.id })).toBe(0);
  });

  it('counts wrong tokens toward the per-address limit of failed logins, and never logs a token', async () => {
    const logs = captureLogs('trace');
    try {
      const address = '203.0.113.77';
      const attempt = (token: string) =>
        request(app.server).get('/api/auth/me').set('X-Forwarded-For', address).set('Authorization', `Bearer ${token}`);
      for (let failure = 0; failure < 99; failure++) expect((await attempt(`miq_wrong${failure}`)).status).toBe(401);
      const blocked = await attempt('miq_one-too-many');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(TOO_MANY_LOGIN_ATTEMPTS);
      const { user, password } = await buildUser(app.em());
      const login = await (
        await newClient(app)
      ).send('post', '/api/auth/login', { usernameOrEmail: user.username, password });
      expect(login.status).toBe(200); // another address is not affected
      const fromBlocked = new ApiClient(app);
      fromBlocked.headers['X-Forwarded-For'] = address;
      await fromBlocked.open();
      expect((await fromBlocked.post('/api/auth/login', { usernameOrEmail: user.username, password })).status).toBe(
        429,
      );
      expect(JSON.stringify(logs.lines)).not.toMatch(/miq_/);
    } finally {
      logs.restore();
    }
  });
});
