import { getIntrospectionQuery } from 'graphql';
import Keygrip from 'keygrip';
import { SESSION_COOKIE } from '../http/session';
import { ANTI_FORGERY_FAILED } from '../http/antiForgery';
import { User } from '../entities';
import { ApiClient, newClient } from '../test/apiClient';
import { doors, restDoor, type Door } from '../test/doors';
import { buildUser } from '../test/factories';
import { startTestApp, TEST_SESSION_KEY, type TestApp } from '../test/testServer';
import { SUBSCRIPTIONS_OVER_WEBSOCKET } from '../graphql/apollo';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn(
  door: Door = restDoor,
  displayName = 'Before',
): Promise<{ client: ApiClient; user: User; password: string }> {
  const { user, password } = await buildUser(app.em(), { displayName });
  const client = await newClient(app);
  expect((await door.login(client, { usernameOrEmail: user.username, password })).status).toBe(200);
  return { client, user, password };
}

const forbidden = { status: 403, code: 'FORBIDDEN', message: ANTI_FORGERY_FAILED };

describe.each(doors)('anti-forgery token over $name', (door) => {
  const badTokens: Array<[string, (client: ApiClient, other: ApiClient) => { xsrf: string }]> = [
    ['missing', () => ({ xsrf: 'omit' })],
    ['forged', () => ({ xsrf: 'forged-token' })],
    ["another session's", (_client, other) => ({ xsrf: other.token! })],
  ];

  it.each(badTokens)('register with a %s token → 403 and no account', async (_case, token) => {
    const client = await newClient(app);
    const before = await app.em().count(User, {});
    const input = {
      username: 'forged_user',
      email: 'forged@example.test',
      password: 'password1',
      confirmPassword: 'password1',
    };
    expect(await door.register(client, input, token(client, await newClient(app)))).toMatchObject(forbidden);
    expect(await app.em().count(User, {})).toBe(before);
  });

  it.each(badTokens)('login with a %s token → 403 and not signed in', async (_case, token) => {
    const { user, password } = await buildUser(app.em());
    const client = await newClient(app);
    expect(
      await door.login(client, { usernameOrEmail: user.username, password }, token(client, await newClient(app))),
    ).toMatchObject(forbidden);
    expect((await door.me(client)).user ?? null).toBeNull();
  });

  it.each(badTokens)('logout with a %s token → 403 and still signed in', async (_case, token) => {
    const { client, user } = await signedIn(door);
    expect(await door.logout(client, token(client, await newClient(app)))).toMatchObject(forbidden);
    expect((await door.me(client)).user?.id).toBe(user.id);
  });

  it.each(badTokens)('profile update with a %s token → 403 and unchanged', async (_case, token) => {
    const { client, user } = await signedIn(door);
    expect(
      await door.updateProfile(client, { displayName: 'Hacked' }, token(client, await newClient(app))),
    ).toMatchObject(forbidden);
    expect((await app.em().findOneOrFail(User, user.id)).displayName).toBe('Before');
  });

  it.each(badTokens)('password change with a %s token → 403 and the old password still works', async (_case, token) => {
    const { client, user, password } = await signedIn(door);
    const change = { currentPassword: password, newPassword: 'hijacked-password' };
    expect(await door.changePassword(client, change, token(client, await newClient(app)))).toMatchObject(forbidden);
    expect((await door.login(await newClient(app), { usernameOrEmail: user.username, password })).status).toBe(200);
  });

  it('a sign-in renews the token: the one from before it is refused afterwards', async () => {
    const { user, password } = await buildUser(app.em());
    const client = await newClient(app);
    const tokenBefore = client.token!;
    await door.login(client, { usernameOrEmail: user.username, password });
    expect(client.token).not.toBe(tokenBefore);
    expect(await door.updateProfile(client, { displayName: 'x' }, { xsrf: tokenBefore })).toMatchObject(forbidden);
  });
});

describe('session cookie', () => {
  function cookiesOf(client: ApiClient): Promise<string[]> {
    return client.agent
      .get('/api/auth/me')
      .then((response) => ([] as string[]).concat(response.headers['set-cookie'] ?? []));
  }

  it('is HttpOnly and SameSite=Lax; the anti-forgery cookie is readable by the page', async () => {
    const cookies = await cookiesOf(new ApiClient(app));
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/httponly/i);
    expect(cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toMatch(/samesite=lax/i);
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
    expect(xsrf).toMatch(/samesite=lax/i);
    expect(xsrf).not.toMatch(/httponly/i);
  });

  function sessionCookie(payload: object, key = TEST_SESSION_KEY): string {
    const value = Buffer.from(JSON.stringify(payload)).toString('base64');
    const signature = new Keygrip([key], 'sha256').sign(`${SESSION_COOKIE}=${value}`);
    return `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${signature}`;
  }

  async function meWithCookie(cookie: string) {
    return new ApiClient(app).agent.get('/api/auth/me').set('Cookie', cookie);
  }

  it('a valid cookie signs the user in (the control case for the ones below)', async () => {
    const { user } = await buildUser(app.em());
    const response = await meWithCookie(
      sessionCookie({ sid: 's1', uid: user.id, sv: 0, iat: Math.floor(Date.now() / 1000) }),
    );
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
  });

  it.each([
    [
      'signed with another key',
      async (uid: string) =>
        sessionCookie({ sid: 's', uid, sv: 0, iat: Math.floor(Date.now() / 1000) }, 'x'.repeat(48)),
    ],
    [
      'with a payload changed after signing',
      async (uid: string) =>
        sessionCookie({ sid: 's', uid, sv: 0, iat: Math.floor(Date.now() / 1000) }).replace(
          /^([^=]+=)[^;]+/,
          `$1${Buffer.from(JSON.stringify({ uid, sv: 0, iat: 9e9 })).toString('base64')}`,
        ),
    ],
    ['that is not base64 JSON at all', async () => `${SESSION_COOKIE}=%%%garbage%%%; ${SESSION_COOKIE}.sig=nonsense`],
    [
      'older than 30 days',
      async (uid: string) =>
        sessionCookie({ sid: 's', uid, sv: 0, iat: Math.floor(Date.now() / 1000) - 31 * 24 * 3600 }),
    ],
    [
      'from before a password change',
      async (uid: string) => sessionCookie({ sid: 's', uid, sv: -1, iat: Math.floor(Date.now() / 1000) }),
    ],
    [
      'naming a user id that is not a uuid',
      async () => sessionCookie({ sid: 's', uid: "1' or 1=1", sv: 0, iat: Math.floor(Date.now() / 1000) }),
    ],
  ])('a cookie %s is anonymous (401), never a 500', async (_case, makeCookie) => {
    const { user } = await buildUser(app.em());
    const response = await meWithCookie(await makeCookie(user.id));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('the role comes from the database row, not the cookie', async () => {
    const { user } = await buildUser(app.em());
    const response = await meWithCookie(
      sessionCookie({ sid: 's', uid: user.id, sv: 0, iat: Math.floor(Date.now() / 1000), isAdmin: true }),
    );
    expect(response.body.isAdmin).toBe(false);
  });
});

describe('GraphQL limits', () => {
  it("accepts the standard introspection query (the playground's) despite its depth", async () => {
    const response = await (await newClient(app)).graphql(getIntrospectionQuery());
    expect(response.status).toBe(200);
    expect(response.body.data.__schema.queryType.name).toBe('Query');
  });

  it('allows 15 aliases and refuses 16 with 400', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: __typename`).join(' ')} }`;
    const client = await newClient(app);
    expect((await client.graphql(aliases(15))).status).toBe(200);
    const refused = await client.graphql(aliases(16));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toMatch(/Too many aliases/);
  });

  it('answers a subscription sent over HTTP (they run over WebSocket) with 400 VALIDATION_ERROR, not a fault', async () => {
    const client = await newClient(app);
    const response = await client.graphql('subscription($id: ID!) { playlistChanged(playlistId: $id) { kind } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({
      message: SUBSCRIPTIONS_OVER_WEBSOCKET,
      extensions: { code: 'VALIDATION_ERROR' },
    });
    const unknown = await client.graphql('subscription { me { id } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('refuses batched operations', async () => {
    const client = await newClient(app);
    const response = await client.send('post', '/graphql', [{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(response.status).toBe(400);
  });

  it('answers a syntax error with 400 VALIDATION_ERROR: a message, a location, no stack trace', async () => {
    const response = await (await newClient(app)).graphql('{ me { ');
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(1);
    const [error] = response.body.errors;
    expect(error.message).toMatch(/^Syntax Error/);
    expect(error.extensions).toEqual({ code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|exception|\bat\s+\S+\s+\(|\.[jt]s:\d+/);
  });

  it('answers a service error with its status, message and code only: no stack trace, no internals', async () => {
    const response = await (
      await newClient(app)
    ).graphql('mutation { updateProfile(input: { displayName: "x" }) { id } }');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      errors: [
        {
          message: 'You need to log in to do that',
          locations: [{ line: 1, column: 12 }],
          path: ['updateProfile'],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
      data: null,
    });
  });
});

describe('HTTP hygiene', () => {
  it('sends security headers and hides the framework', async () => {
    const response = await new ApiClient(app).agent.get('/api/auth/me');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a JSON body over 100 kB with 413', async () => {
    const client = await newClient(app);
    const response = await client.post('/api/auth/login', { usernameOrEmail: 'x', password: 'y'.repeat(110_000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses malformed JSON with 400', async () => {
    const client = await newClient(app);
    const response = await client.agent
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .set('X-XSRF-Token', client.token!)
      .send('{"usernameOrEmail": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON', code: 'VALIDATION_ERROR' });
  });

  it('refuses a body that is not an object with 400', async () => {
    const client = await newClient(app);
    const response = await client.post('/api/auth/login', ['admin', 'password']);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await new ApiClient(app).agent.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('reports liveness and readiness', async () => {
    const agent = new ApiClient(app).agent;
    expect((await agent.get('/healthz/live')).status).toBe(200);
    expect((await agent.get('/healthz/ready')).body).toEqual({
      status: 'ok',
      database: 'up',
      eventLoopDelayMs: { p99: expect.any(Number), max: expect.any(Number) },
    });
  });
});
