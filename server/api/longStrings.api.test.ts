import type { AnyObjectSchema, Schema } from 'yup';
import { JSON_BODY_MAX_BYTES } from '../../schema/limits';
import {
  adminPlaylistListSchema,
  adminUserListSchema,
  messages,
  songSearchSchema,
  songTempoSchema,
} from '../../schema/validation';
import { restKey, restOperations, type Fixtures, type RestRoute } from '../fuzz/operations';
import { deviceInRoom } from '../fuzz/wellFormedRows';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildPlaylist, buildSetBreak, buildShare, buildUser } from '../test/factories';
import { growUntilRefused, type Growth } from '../test/growth';
import { startTestApp, type TestApp } from '../test/testServer';
import { Track } from '../entities';
import type { Response } from 'supertest';

// Long strings: every text field of every REST operation (bodies from the operations
// registry, query strings listed below) grows ×2 until refused, and is refused exactly above its
// limit with its SPEC.md message, while the limit itself passes validation. A field without a length
// rule of its own is bounded by the body limit (413).

/** Text fields whose rule is not a length: growing them alone tests nothing new. */
const NOT_FREE_TEXT = new Set([
  'profileImageUrl', // only null or the photo's current URL (docs/API.md "Profile photos")
  'confirmPassword', // must equal `password`, which grows with it
  'afterSong', // one of a closed list (stop, bars, seconds), refused otherwise at any length
  'key', // a song's key matches /^[A-G][#b]?m?$/ (at most 3 characters), refused otherwise at any length
]);
/** A field named `…Id` (`trackId`, `afterId`, `playlistId`) is the id of a row, refused at any length unless it names one. */
const isFreeText = (name: string) => !NOT_FREE_TEXT.has(name) && !/Id$/.test(name);

/** Where a growing text must keep a shape to pass its other rules, and how long that shape is at least. */
const SHAPED: Record<string, { shortest: number; of: (length: number, unique: string) => string }> = {
  email: { shortest: 16, of: (length, unique) => `${unique}${'a'.repeat(length - 13 - unique.length)}@example.test` },
  albumArt: { shortest: 32, of: (length) => `https://example.test/${'a'.repeat(length - 21)}` },
  phoneNumber: { shortest: 1, of: (length) => '5'.repeat(length) },
  // A band message: free text is shorter than one that names a song, which may be as long as the song's name.
  text: { shortest: 16, of: (length, unique) => `Up next ${unique}${'x'.repeat(length)}`.slice(0, length) },
};

let uniques = 0;
/** Text of exactly `length` characters that passes the field's other rules, unique per call where the field must be. */
function textOf(field: string, length: number): string {
  const unique = `u${(uniques++).toString(36)}`;
  if (SHAPED[field]) return SHAPED[field].of(length, unique);
  return `${unique}${'x'.repeat(length)}`.slice(0, length);
}

interface LengthRule {
  min: number;
  max?: number;
  maxMessage?: string;
}

/** The length rules of a yup string field: its `min` and its `max` with that rule's message. */
function lengthRuleOf(field: Schema): LengthRule {
  const option = (name: string) => field.tests.find((test) => test.OPTIONS?.name === name)?.OPTIONS;
  const max = option('max');
  return {
    min: Number(option('min')?.params?.min ?? 1),
    max: max ? Number(max.params?.max) : undefined,
    maxMessage: max ? String(max.message) : undefined,
  };
}

const textFieldsOf = (schema: AnyObjectSchema) =>
  Object.entries(schema.fields)
    .filter(
      ([name, field]) =>
        (field as Schema).type === 'string' && isFreeText(name) && !(field as Schema).describe().oneOf.length,
    )
    .map(([name, field]) => ({ name, rule: lengthRuleOf(field as Schema) }));

/** The first size of the ×2 series that its other rules accept. */
function firstSize(field: string, rule: LengthRule): number {
  const shortest = Math.max(rule.min, SHAPED[field]?.shortest ?? 1);
  return 2 ** Math.ceil(Math.log2(shortest));
}

let app: TestApp;
let clients: Record<'user' | 'admin', ApiClient>;
let fixtures: Fixtures;

beforeAll(async () => {
  app = await startTestApp();
  const em = app.em();
  const [user, admin, recipient, stranger, victim] = await Promise.all([
    buildUser(em),
    buildUser(em, { isAdmin: true }),
    buildUser(em),
    buildUser(em),
    buildUser(em),
  ]);
  clients = {
    user: await (await newClient(app)).logIn(user.user.username, user.password),
    admin: await (await newClient(app)).logIn(admin.user.username, admin.password),
  };
  const playlist = await buildPlaylist(em, user.user, { trackCount: 2 });
  await buildShare(em, playlist, recipient.user, user.user);
  const tracks = await em.find(Track, { playlist: playlist.id }, { orderBy: { position: 'asc' } });
  const setBreak = await buildSetBreak(em, playlist, { position: tracks.length });
  fixtures = {
    playlistId: playlist.id,
    trackId: tracks[0]!.id,
    trackIds: tracks.map((track) => track.id),
    breakId: setBreak.id,
    recipientUsername: recipient.user.username,
    strangerUsername: stranger.user.username,
    victimUsername: victim.user.username,
    freshUsername: '',
    freshEmail: '',
    deviceId: await deviceInRoom(em, playlist.id, user.user.id),
  };
});
afterAll(() => app?.close());

/** Fixtures with a username and email nobody has yet (each sign-up of a series must be new). */
function freshFixtures(): Fixtures {
  const unique = textOf('username', 12);
  return { ...fixtures, freshUsername: unique, freshEmail: `${unique}@example.test` };
}

/** Sign-ups and logins come from a new visitor each time: a successful sign-up signs its client in. */
const ANONYMOUS = new Set(['POST /api/auth/register', 'POST /api/auth/login']);

async function sendWith(operation: RestRoute, field: string, value: string): Promise<Response> {
  const fx = freshFixtures();
  const body = { ...operation.validBody!(fx), [field]: value };
  if (field === 'password' && 'confirmPassword' in body) body.confirmPassword = value;
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(operation.params!(fx)[name]!));
  const client = ANONYMOUS.has(restKey(operation))
    ? await newClient(app)
    : clients[operation.adminOnly ? 'admin' : 'user'];
  return client.send(operation.method.toLowerCase() as 'post', path, body);
}

/**
 * A refusal by the field's length rule (400 with its message for the field) or by the body limit
 * (413). Any other answer means the length passed: a wrong current password, say, is still 400
 * 'Current password is incorrect' at every length.
 */
const refusedForLength = (field: string, rule: LengthRule) => (response: Response) =>
  response.status === 413 ||
  (response.status === 400 && rule.maxMessage !== undefined && response.body.fields?.[field] === rule.maxMessage);

function expectGrowthRefusedAtLimit(growth: Growth<Response>, field: string, rule: LengthRule): void {
  expect(growth.accepted.length).toBeGreaterThan(0);
  const refusal = growth.refusal!;
  if (rule.max === undefined) {
    expect(refusal.size).toBeGreaterThan(JSON_BODY_MAX_BYTES / 2);
    expect(refusal.response.status).toBe(413);
    expect(refusal.response.body.code).toBe('PAYLOAD_TOO_LARGE');
    return;
  }
  expect(refusal.size).toBeGreaterThan(rule.max);
  expect(refusal.size / 2).toBeLessThanOrEqual(rule.max);
  expect(refusal.response.status).toBe(400);
  expect(refusal.response.body).toEqual({
    message: rule.maxMessage,
    code: 'VALIDATION_ERROR',
    fields: { [field]: rule.maxMessage },
  });
}

const bodyCases = restOperations
  .filter((operation) => operation.bodySchema)
  .flatMap((operation) =>
    textFieldsOf(operation.bodySchema!).map(({ name, rule }) => [restKey(operation), name, operation, rule] as const),
  );

describe('REST bodies: each text field grows until refused, at its own limit', () => {
  it.each(bodyCases)('%s %s', async (_key, field, operation, rule) => {
    const send = (size: number) => sendWith(operation, field, textOf(field, size));
    const growth = await growUntilRefused(
      firstSize(field, rule),
      4 * JSON_BODY_MAX_BYTES,
      send,
      refusedForLength(field, rule),
    );
    expectGrowthRefusedAtLimit(growth, field, rule);
    if (rule.max === undefined) return;
    expect(refusedForLength(field, rule)(await send(rule.max))).toBe(false);
    const overLimit = await sendWith(operation, field, textOf(field, rule.max + 1));
    expect(overLimit.body).toEqual({
      message: rule.maxMessage,
      code: 'VALIDATION_ERROR',
      fields: { [field]: rule.maxMessage },
    });
  });

  it('every free-text body field has a length rule, except those only looked up, never stored', () => {
    const unbounded = bodyCases
      .filter(([, , , rule]) => rule.max === undefined)
      .map(([key, field]) => `${key} ${field}`);
    expect(unbounded).toEqual(['POST /api/playlists/:id/share sharedWithUsername']);
  });

  it('the login identifier is limited (it is stored with each failed attempt)', () => {
    expect(
      bodyCases.find(([key, field]) => key === 'POST /api/auth/login' && field === 'usernameOrEmail')?.[3].maxMessage,
    ).toBe(messages.usernameOrEmailMax);
  });
});

/** Query-string text of the REST routes: the parameter and the field of the shared schema it feeds. */
const queryCases = [
  ['/api/music/search', 'q', songSearchSchema, 'query', 'user'],
  ['/api/music/bpm', 'id', songTempoSchema, 'id', 'user'],
  ['/api/music/bpm', 'name', songTempoSchema, 'name', 'user'],
  ['/api/music/bpm', 'artist', songTempoSchema, 'artist', 'user'],
  ['/api/admin/users', 'q', adminUserListSchema, 'q', 'admin'],
  ['/api/admin/playlists', 'q', adminPlaylistListSchema, 'q', 'admin'],
] as const;

describe('REST query strings: each text parameter grows until refused, at its own limit', () => {
  it.each(queryCases)('GET %s?%s=', async (path, parameter, schema, field, principal) => {
    const rule = lengthRuleOf((schema as AnyObjectSchema).fields[field] as Schema);
    const operation = restOperations.find((candidate) => candidate.method === 'GET' && candidate.path === path)!;
    const get = (value: string) =>
      clients[principal].get(`${path}?${new URLSearchParams({ ...operation.query?.(fixtures), [parameter]: value })}`);
    const growth = await growUntilRefused(
      firstSize(field, rule),
      8 * 1024,
      (size) => get(textOf(field, size)),
      refusedForLength(field, rule),
    );
    expectGrowthRefusedAtLimit(growth, field, rule);
    expect(growth.accepted.every((step) => step.response.status !== 400)).toBe(true);
    expect(refusedForLength(field, rule)(await get(textOf(field, rule.max!)))).toBe(false);
    const over = await get(textOf(field, rule.max! + 1));
    expect(over.body).toEqual({
      message: rule.maxMessage,
      code: 'VALIDATION_ERROR',
      fields: { [field]: rule.maxMessage },
    });
  });

  it('admin searches full of LIKE wildcards, quotes and other scripts match literally, not everything', async () => {
    const all = await clients.admin.get('/api/admin/users');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(0);
    // (Not `_` alone: every username here has one, so it would rightly match them all.)
    for (const q of ['%', '%%', '\\', '%_\\\'"[]*?()', '%'.repeat(100), '名前😀%']) {
      const response = await clients.admin.get(`/api/admin/users?${new URLSearchParams({ q })}`);
      expect([q, response.status, response.headers['x-total-count']]).toEqual([q, 200, '0']);
    }
  });
});
