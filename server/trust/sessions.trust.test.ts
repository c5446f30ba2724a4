import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import Keygrip from 'keygrip';
import request from 'supertest';
import { SESSION_COOKIE } from '../http/session';
import { buildUser } from '../test/factories';
import { newClient, type ApiClient } from '../test/apiClient';
import { startTestApp, type TestApp } from '../test/testServer';

// Sessions (OWASP ASVS 7.4): tampered session cookies never authenticate, revocation takes effect
// on the first replay, and the cookie stays small.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The session cookie pair a real login set, as a Cookie header and its parts. */
async function realSession(): Promise<{
  client: ApiClient;
  value: string;
  signature: string;
  userId: string;
  username: string;
  password: string;
}> {
  const { user, password } = await buildUser(app.em());
  const client = await newClient(app);
  const response = await client.post('/api/auth/login', { usernameOrEmail: user.username, password });
  expect(response.status).toBe(200);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const pick = (name: string) =>
    cookies
      .find((cookie) => cookie.startsWith(`${name}=`))!
      .split(';')[0]!
      .slice(name.length + 1);
  return {
    client,
    value: pick(SESSION_COOKIE),
    signature: pick(`${SESSION_COOKIE}.sig`),
    userId: user.id,
    username: user.username,
    password,
  };
}

const cookieHeader = (value: string, signature: string) =>
  `${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${signature}`;
const me = (cookie: string) => request(app.server).get('/api/auth/me').set('Cookie', cookie);

const COOKIE_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_';

/** Changes one character into another one a cookie can carry (a byte flip that still reaches the server). */
function flipByte(text: string, index: number, shift: number): string {
  if (!text.length) return 'x';
  const at = index % text.length;
  const current = COOKIE_SAFE.indexOf(text[at]!);
  const replacement =
    COOKIE_SAFE[(Math.max(current, 0) + 1 + (shift % (COOKIE_SAFE.length - 1))) % COOKIE_SAFE.length]!;
  return text.slice(0, at) + replacement + text.slice(at + 1);
}

/** One way of damaging a genuine cookie. */
type Mutation =
  | { kind: 'flip-value'; index: number; bit: number }
  | { kind: 'flip-signature'; index: number; bit: number }
  | { kind: 'truncate-value'; keep: number }
  | { kind: 'truncate-signature'; keep: number }
  | { kind: 'other-key'; field: 'uid' | 'sv' | 'iat' | 'none' }
  | { kind: 're-encode'; how: 'base64url' | 'padding' | 'uri' | 'uppercase' }
  | { kind: 'swap-signature' }
  | { kind: 'no-signature' };

const mutations: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip-value' as const), index: fc.nat(400), bit: fc.nat(6) }),
  fc.record({ kind: fc.constant('flip-signature' as const), index: fc.nat(60), bit: fc.nat(6) }),
  fc.record({ kind: fc.constant('truncate-value' as const), keep: fc.nat(200) }),
  fc.record({ kind: fc.constant('truncate-signature' as const), keep: fc.nat(40) }),
  fc.record({
    kind: fc.constant('other-key' as const),
    field: fc.constantFrom('uid' as const, 'sv' as const, 'iat' as const, 'none' as const),
  }),
  fc.record({
    kind: fc.constant('re-encode' as const),
    how: fc.constantFrom('base64url' as const, 'padding' as const, 'uri' as const, 'uppercase' as const),
  }),
  fc.constant({ kind: 'swap-signature' as const }),
  fc.constant({ kind: 'no-signature' as const }),
);

function damage(
  genuine: { value: string; signature: string },
  other: { value: string; signature: string },
  mutation: Mutation,
): string {
  const { value, signature } = genuine;
  switch (mutation.kind) {
    case 'flip-value':
      return cookieHeader(flipByte(value, mutation.index, mutation.bit), signature);
    case 'flip-signature':
      return cookieHeader(value, flipByte(signature, mutation.index, mutation.bit));
    case 'truncate-value':
      return cookieHeader(value.slice(0, Math.min(mutation.keep, value.length - 1)), signature);
    case 'truncate-signature':
      return cookieHeader(value, signature.slice(0, Math.min(mutation.keep, signature.length - 1)));
    case 'other-key': {
      const payload = JSON.parse(Buffer.from(value, 'base64').toString()) as Record<string, unknown>;
      if (mutation.field === 'uid') payload.uid = randomBytes(16).toString('hex');
      if (mutation.field === 'sv') payload.sv = Number(payload.sv) + 1;
      if (mutation.field === 'iat') payload.iat = Math.floor(Date.now() / 1000);
      const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
      return cookieHeader(
        forged,
        new Keygrip([randomBytes(32).toString('hex')], 'sha256').sign(`${SESSION_COOKIE}=${forged}`),
      );
    }
    case 're-encode': {
      const reencoded =
        mutation.how === 'base64url'
          ? value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') + '.'
          : mutation.how === 'padding'
            ? `${value}==`
            : mutation.how === 'uri'
              ? encodeURIComponent(`${value} `)
              : value.toUpperCase();
      return cookieHeader(reencoded === value ? `${value}A` : reencoded, signature);
    }
    case 'swap-signature':
      return cookieHeader(value, other.signature);
    case 'no-signature':
      return `${SESSION_COOKIE}=${value}`;
  }
}

describe('tampered session cookies', () => {
  it('200 mutations of a real cookie: 0 authenticated, 0 answers ≥ 500', async () => {
    const genuine = await realSession();
    const other = await realSession();
    expect((await me(cookieHeader(genuine.value, genuine.signature))).status).toBe(200);
    let authenticated = 0;
    let faults = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(mutations, async (mutation) => {
        runs += 1;
        const response = await me(damage(genuine, other, mutation));
        if (response.status === 200) authenticated += 1;
        if (response.status >= 500) faults += 1;
        return response.status === 401;
      }),
      { numRuns: 200, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
    );
    console.log(`Session cookies: ${runs} mutations, ${authenticated} authenticated, ${faults} answers ≥ 500`);
    expect([runs, authenticated, faults]).toEqual([200, 0, 0]);
  });

  it('a genuine cookie stays small (≤ 1,024 bytes with its signature)', async () => {
    const { value, signature } = await realSession();
    expect(Buffer.byteLength(cookieHeader(value, signature))).toBeLessThanOrEqual(1024);
  });
});

describe('revocation takes effect on the first replay', () => {
  async function adminClient(): Promise<ApiClient> {
    const { user, password } = await buildUser(app.em(), { isAdmin: true });
    return (await newClient(app)).logIn(user.username, password);
  }

  it.each([
    [
      'logout',
      async (session: Awaited<ReturnType<typeof realSession>>) => void (await session.client.post('/api/auth/logout')),
    ],
    [
      'a password change',
      async (session: Awaited<ReturnType<typeof realSession>>) => {
        const other = await (await newClient(app)).logIn(session.username, session.password);
        expect(
          (
            await other.patch('/api/auth/password', {
              currentPassword: session.password,
              newPassword: 'another-password-1',
            })
          ).status,
        ).toBe(200);
      },
    ],
    [
      'an admin password reset',
      async (session: Awaited<ReturnType<typeof realSession>>) => {
        expect(
          (
            await (
              await adminClient()
            ).post(`/api/admin/users/${session.userId}/reset-password`, { password: 'reset-1' })
          ).status,
        ).toBe(204);
      },
    ],
    [
      'a change of the admin flag',
      async (session: Awaited<ReturnType<typeof realSession>>) => {
        expect((await (await adminClient()).patch(`/api/admin/users/${session.userId}/toggle-admin`)).status).toBe(200);
      },
    ],
    [
      'deletion of the user',
      async (session: Awaited<ReturnType<typeof realSession>>) => {
        expect((await (await adminClient()).send('delete', `/api/admin/users/${session.userId}`)).status).toBe(204);
      },
    ],
  ])('after %s, the old cookie is anonymous at once, on both doors', async (_event, revoke) => {
    const session = await realSession();
    const cookie = cookieHeader(session.value, session.signature);
    expect((await me(cookie)).status).toBe(200);
    await revoke(session);
    expect((await me(cookie)).status).toBe(401);
    const graphql = await request(app.server)
      .get('/graphql')
      .query({ query: '{ me { id } }' })
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json');
    expect(graphql.body.data).toEqual({ me: null });
  });
});
