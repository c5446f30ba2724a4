// What the HTTP/REST cost classes need besides the runner's callers, made once through the real API:
// accounts whose username, email or password has each size of a series (so a login, a share or a
// password change of that size succeeds), a token per account, a playlist and a system playlist to
// change, a visitor's session for sign-ups and logins, and a small real photo.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

/** Password of the accounts made here whose password length does not matter. */
export const FIXTURE_PASSWORD = 'cost-fixture-password';

let made = 0;
/** A name nobody has, `length` characters long (letters and digits, so a valid username too). */
export function uniqueName(length) {
  // The counter last, so that even the shortest slice stays unique.
  const unique = `${Date.now().toString(36)}c${(made++).toString(36)}`;
  return unique.length >= length ? unique.slice(-length) : `${unique}${'x'.repeat(length - unique.length)}`;
}

/** An email nobody has, exactly `length` (≥ 16) characters long. */
export function uniqueEmail(length) {
  return `${uniqueName(length - '@example.test'.length)}@example.test`;
}

/** A password of exactly `length` characters, different for each length. */
export function passwordOf(length) {
  return `p${length}-${'w'.repeat(length)}`.slice(0, length);
}

/** The sizes start, 2·start … up to max, as the runner sends them. */
export function seriesOf(start, max) {
  const sizes = [];
  for (let size = start; size <= max; size *= 2) sizes.push(size);
  return sizes;
}

async function call(baseUrl, method, path, headers, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { response, body: text ? JSON.parse(text) : null };
}

/** Cookie and anti-forgery headers of a session as the runner's callers carry them. */
export const sessionHeaders = (session) => ({ cookie: session.cookie, 'x-xsrf-token': session.xsrf });
export const tokenHeaders = (token) => ({ authorization: `Bearer ${token}` });

/** The session a response's cookies make: the cookie header to send back and the anti-forgery token. */
function sessionOf(response) {
  const jar = new Map(
    response.headers.getSetCookie().map((cookie) => {
      const pair = cookie.split(';')[0];
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    }),
  );
  return {
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
  };
}

/** A visitor's session: the cookies and anti-forgery token of a first page load. */
async function visitorSession(baseUrl) {
  return sessionOf(await fetch(`${baseUrl}/api/auth/me`));
}

/** Makes an account as the admin and a write token for it (signing it in once for that). */
async function accountWithToken(ctx, { username, email, password }) {
  const admin = sessionHeaders(ctx.admin);
  const { body: user } = await call(ctx.baseUrl, 'POST', '/api/admin/users', admin, {
    username,
    email,
    password,
    isAdmin: false,
  });
  const visitor = await visitorSession(ctx.baseUrl);
  const login = await fetch(`${ctx.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...sessionHeaders(visitor), 'content-type': 'application/json' },
    body: JSON.stringify({ usernameOrEmail: username, password }),
  });
  if (!login.ok) throw new Error(`login of ${username} answered ${login.status}`);
  const session = sessionOf(login);
  const { body } = await call(ctx.baseUrl, 'POST', '/api/tokens', sessionHeaders(session), {
    name: `cost ${username}`,
    scope: 'write',
  });
  return { id: user.id, username, email, password, token: body.token, session };
}

/**
 * Everything the HTTP/REST classes send at, made through the API with the runner's admin.
 * @param {{ baseUrl: string, admin: { cookie: string, xsrf: string }, token: string }} ctx
 * @param {{ usernameSizes: number[], emailSizes: number[], passwordSizes: number[] }} sizes
 */
export async function makeHttpFixtures(ctx, sizes) {
  const byUsername = new Map();
  for (const size of sizes.usernameSizes)
    byUsername.set(
      size,
      await accountWithToken(ctx, { username: uniqueName(size), email: uniqueEmail(40), password: FIXTURE_PASSWORD }),
    );
  const byEmail = new Map();
  for (const size of sizes.emailSizes)
    byEmail.set(
      size,
      await accountWithToken(ctx, { username: uniqueName(12), email: uniqueEmail(size), password: FIXTURE_PASSWORD }),
    );
  const byPassword = new Map();
  for (const size of sizes.passwordSizes)
    byPassword.set(
      size,
      await accountWithToken(ctx, { username: uniqueName(12), email: uniqueEmail(40), password: passwordOf(size) }),
    );
  const owner = await accountWithToken(ctx, {
    username: uniqueName(12),
    email: uniqueEmail(40),
    password: FIXTURE_PASSWORD,
  });
  const resetTarget = await accountWithToken(ctx, {
    username: uniqueName(12),
    email: uniqueEmail(40),
    password: FIXTURE_PASSWORD,
  });
  const playlist = (
    await call(ctx.baseUrl, 'POST', '/api/playlists', tokenHeaders(owner.token), {
      name: 'Cost playlist',
      description: null,
    })
  ).body;
  const withTrack = (
    await call(ctx.baseUrl, 'POST', `/api/playlists/${playlist.id}/tracks`, tokenHeaders(owner.token), {
      name: 'Cost song',
      bpm: 120,
    })
  ).body;
  const withBreak = (
    await call(ctx.baseUrl, 'POST', `/api/playlists/${playlist.id}/breaks`, tokenHeaders(owner.token), {
      name: 'Set 2',
    })
  ).body;
  const systemPlaylist = (
    await call(ctx.baseUrl, 'POST', '/api/admin/playlists', sessionHeaders(ctx.admin), {
      name: 'Cost system playlist',
      description: null,
    })
  ).body;
  return {
    byUsername,
    byEmail,
    byPassword,
    owner,
    resetTarget,
    playlistId: playlist.id,
    trackId: withTrack.tracks[0].id,
    breakId: withBreak.breaks[0].id,
    systemPlaylistId: systemPlaylist.id,
    visitor: await visitorSession(ctx.baseUrl),
    photo: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
  };
}
