import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiClient } from '../test/apiClient';
import { BrowserLikeClient } from '../test/browserLikeClient';
import { attachSound } from '../test/soundFixtures';
import { requestAs, sendWithPhoto } from './fuzzRequest';

// Rows and states a well-formed case needs that the fixtures do not have: a token to revoke, a
// photo to fetch, a provider sign-in waiting for its callback. Each is made just before its case.

function expect2xx(what: string, response: { status: number; text: string }): void {
  if (response.status >= 300) throw new Error(`${what} failed: ${response.status} ${response.text.slice(0, 200)}`);
}

/** A new API token of `client`'s user, made to be revoked; resolves with its id. */
export async function tokenToRevoke(client: ApiClient): Promise<string> {
  const created = client.remember(
    await requestAs(client, 'post', '/api/tokens').send({ name: 'Fuzz token to revoke', scope: 'read' }),
  );
  expect2xx('making a token to revoke', created);
  return (created.body as { id: string }).id;
}

/** A new sound of `client`'s user; resolves with its id. */
export async function soundOf(client: ApiClient): Promise<string> {
  const upload = client.remember(await attachSound(requestAs(client, 'post', '/api/sounds')));
  expect2xx('uploading a sound', upload);
  return (upload.body as { id: string }).id;
}

/** `client`'s user's photo (uploaded first when there is none), as its URL names it. */
export async function photoOf(client: ApiClient): Promise<{ userId: string; imageId: string }> {
  const profile = await requestAs(client, 'get', '/api/users/profile');
  let url = (profile.body as { profileImageUrl?: string | null }).profileImageUrl;
  if (!url) {
    const upload = await sendWithPhoto(requestAs(client, 'post', '/api/users/upload-profile-image'));
    expect2xx('uploading a photo', upload);
    url = (upload.body as { profileImageUrl: string }).profileImageUrl;
  }
  const [userId, , imageId] = new URL(url, 'http://app.invalid').pathname.split('/').slice(-3);
  return { userId: userId!, imageId: imageId! };
}

/**
 * Takes `client` through provider sign-in up to the provider's redirect back: `client` holds the
 * flow cookie /api/login set, and the query string the provider sent for the callback is returned.
 * A new provider subject each time, so the callback makes a new account.
 */
export async function providerCallbackQuery(client: ApiClient, appBaseUrl: string): Promise<Record<string, string>> {
  const start = client.remember(await client.agent.get('/api/login').set(client.headers));
  const toProvider = start.headers.location as string | undefined;
  if (start.status !== 303 || !toProvider)
    throw new Error(`/api/login did not send the browser to the provider: ${start.status}`);
  const browser = new BrowserLikeClient();
  const { response: formPage, url: pageUrl } = await browser.follow(toProvider);
  const action = /<form[^>]*action="([^"]+)"/.exec(await formPage.text())?.[1];
  if (!action) throw new Error(`no login form at the provider (${pageUrl})`);
  let url = new URL(action, pageUrl).href;
  let answer = await browser.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login: `fuzz-${randomBytes(4).toString('hex')}`, password: 'any' }),
  });
  while (answer.status >= 300 && answer.status < 400) {
    url = new URL(answer.headers.get('location')!, url).href;
    if (url.startsWith(`${appBaseUrl}/api/login/callback`)) return Object.fromEntries(new URL(url).searchParams);
    answer = await browser.request(url);
  }
  throw new Error(`the provider never sent the browser back (ended at ${url} with ${answer.status})`);
}

/**
 * A device of `userId` in the playlist's rehearsal room, leading it, as the `rehearsal`
 * subscription would leave it (the fuzz and the matrix speak HTTP; server/api/rehearsal.api.test.ts
 * joins over real sockets). Its row never goes stale: the fixture stands for a device that stays.
 */
export async function deviceInRoom(em: EntityManager, playlistId: string, userId: string): Promise<string> {
  const id = randomUUID();
  await em.execute(
    `insert into "rehearsal_room" ("playlist_id", "leader_id") values (?, ?) on conflict ("playlist_id") do update set "leader_id" = excluded."leader_id"`,
    [playlistId, userId],
  );
  await em.execute(
    `insert into "rehearsal_member" ("id", "playlist_id", "user_id", "device_name", "seen_at") values (?, ?, ?, 'Fixture device', 'infinity')`,
    [id, playlistId, userId],
  );
  return id;
}

/** A device of `userId` in the room asking its leader for the lead, so the leader has a request to answer. */
export async function leadRequestInRoom(em: EntityManager, playlistId: string, userId: string): Promise<void> {
  await em.execute(
    `insert into "rehearsal_member" ("id", "playlist_id", "user_id", "device_name", "seen_at") values (?, ?, ?, 'Fixture device', 'infinity')`,
    [randomUUID(), playlistId, userId],
  );
  await em.execute(`update "rehearsal_room" set "lead_requested_by" = ? where "playlist_id" = ?`, [userId, playlistId]);
}
