// Long strings in every text field of every REST operation: the bodies' fields come from the
// operations registry (compiled server/fuzz/operations.ts) and their shared schemas, the query
// strings' from the schemas listed here. Each class grows one field; the rest of the request is one
// that succeeds (2xx), so the time is that of real work, not of an early refusal.
import { createRequire } from 'node:module';
import { passwordOf, sessionHeaders, tokenHeaders, uniqueEmail, uniqueName } from './httpFixtures.mjs';

const require = createRequire(import.meta.url);
const { restOperations, restKey } = require('../../dist/server/fuzz/operations.js');
const { JSON_BODY_MAX_BYTES, REQUEST_HEADERS_MAX_BYTES } = require('../../dist/schema/limits.js');
const validation = require('../../dist/schema/validation/index.js');

/** Text fields whose rule is not a length (docs/API.md "Profile photos"; `confirmPassword` grows with `password`); a field named `…Id` is a row's id. */
const NOT_FREE_TEXT = new Set(['profileImageUrl', 'confirmPassword']);
const isFreeText = (name) => !NOT_FREE_TEXT.has(name) && !/Id$/.test(name);

/** Fields that must keep a shape to pass their other rules: its shortest length and a value of a given length. */
const SHAPED = {
  email: { shortest: 16, of: uniqueEmail },
  albumArt: { shortest: 32, of: (length) => `https://example.test/${'a'.repeat(length - 21)}` },
  phoneNumber: { shortest: 1, of: (length) => '5'.repeat(length) },
  username: { shortest: 3, of: uniqueName },
  // A song id already in the playlist answers 409: each send adds a new one.
  id: { shortest: 1, of: uniqueName },
  // So does the same title and artist: each track name is new too (and so is every other name).
  name: { shortest: 8, of: uniqueName },
};

/** A value of exactly `length` characters that passes the field's other rules. */
export function textOf(field, length) {
  return SHAPED[field] ? SHAPED[field].of(length) : 'x'.repeat(length);
}

/** `min` and `max` of a yup string field, with the `max` rule's message. */
export function lengthRuleOf(field) {
  const option = (name) => field.tests.find((test) => test.OPTIONS?.name === name)?.OPTIONS;
  const max = option('max');
  return {
    min: Number(option('min')?.params?.min ?? 1),
    max: max ? Number(max.params.max) : undefined,
    maxMessage: max?.message,
  };
}

/** The first power of two the field's other rules accept. */
export function firstSize(field, rule) {
  return 2 ** Math.ceil(Math.log2(Math.max(rule.min, SHAPED[field]?.shortest ?? 1)));
}

export function limitText(rule, oversize) {
  return rule.max === undefined ? oversize : `${rule.max} characters → 400 VALIDATION_ERROR '${rule.maxMessage}'`;
}

/**
 * How each REST operation with a body is sent so that it succeeds, by operation id: caller, path parameters, the rest
 * of the body, and where a field's series starts when its smaller sizes cannot succeed. A few fields
 * take a value made for their size (an account to log in as or share with, a password to change).
 */
function requestsByOperation(ctx, fx) {
  const owner = tokenHeaders(fx.owner.token);
  const admin = sessionHeaders(ctx.admin);
  const visitor = sessionHeaders(fx.visitor);
  const newAccount = () => ({
    username: uniqueName(12),
    email: uniqueEmail(40),
    password: 'a-good-password',
    confirmPassword: 'a-good-password',
    displayName: 'Cost',
  });
  return {
    createApiToken: {
      headers: sessionHeaders(fx.owner.session),
      body: () => ({ name: 'Cost token', scope: 'read', expiresInDays: 30 }),
    },
    login: {
      headers: visitor,
      start: { usernameOrEmail: 4, password: 8 },
      body: (field, size) => {
        if (field === 'usernameOrEmail') {
          const account = fx.byUsername.get(size) ?? fx.byEmail.get(size);
          const identifier = fx.byUsername.has(size) ? account.username : account?.email;
          return { usernameOrEmail: identifier ?? textOf(field, size), password: account?.password ?? 'x' };
        }
        const account = fx.byPassword.get(size);
        return {
          usernameOrEmail: account?.username ?? fx.owner.username,
          password: account?.password ?? textOf(field, size),
        };
      },
    },
    register: { headers: visitor, body: newAccount },
    updateDisplayName: { headers: owner, body: () => ({ displayName: 'Cost' }) },
    // From the account whose password has this size to the same password: repeatable, and both fields have the size.
    changePassword: {
      start: { currentPassword: 8 },
      headers: (field, size) => tokenHeaders((fx.byPassword.get(size) ?? fx.owner).token),
      body: (field, size) => {
        const password = fx.byPassword.get(size)?.password ?? textOf(field, size);
        return { currentPassword: password, newPassword: password };
      },
    },
    updateProfile: { headers: owner, body: () => ({ displayName: 'Cost', phoneNumber: '+1 555 0100', bio: 'Drums' }) },
    updateUserProfile: {
      headers: admin,
      params: { username: fx.owner.username },
      body: () => ({ displayName: 'Cost', bio: 'Drums' }),
    },
    createUser: { headers: admin, body: () => ({ ...newAccount(), isAdmin: false }) },
    resetUserPassword: {
      headers: admin,
      params: { id: fx.resetTarget.id },
      body: () => ({ password: FIXED_PASSWORD }),
    },
    adminCreatePlaylist: { headers: admin, body: () => ({ name: 'Cost system', description: 'Songs' }) },
    adminUpdatePlaylist: {
      headers: admin,
      params: { id: fx.systemPlaylistId },
      body: () => ({ name: 'Cost system', description: 'Songs' }),
    },
    createPlaylist: { headers: owner, body: () => ({ name: 'Cost', description: 'Songs' }) },
    updatePlaylist: {
      headers: owner,
      params: { id: fx.playlistId },
      body: () => ({ name: 'Cost', description: 'Songs' }),
    },
    addTrack: {
      headers: owner,
      params: { id: fx.playlistId },
      // A song already in the playlist (same id, or same title and artist) answers 409: each send is a new song.
      body: () => ({
        name: uniqueName(16),
        artist: 'Band',
        bpm: 120,
        id: uniqueName(20),
        albumArt: 'https://example.test/a.jpg',
        bpmSource: 'lookup',
      }),
    },
    updateTrack: {
      headers: owner,
      params: { trackId: fx.trackId },
      body: () => ({ name: 'Song', artist: 'Band', notes: 'Capo 2' }),
    },
    addSetBreak: { headers: owner, params: { id: fx.playlistId }, body: () => ({ name: 'Set 2' }) },
    renameSetBreak: { headers: owner, params: { breakId: fx.breakId }, body: () => ({ name: 'Set 3' }) },
    // The owner has no device in the playlist's room: 409 once the text is checked and the room read (nothing stored, so the room's message rate is never reached).
    sendRehearsalMessage: {
      headers: owner,
      params: { id: fx.playlistId },
      body: () => ({ text: 'Last chorus', onDownbeat: false }),
      acceptedStatuses: [409],
    },
    // Shared with the account whose username has this size; longer names find nobody (404).
    sharePlaylist: {
      headers: owner,
      params: { id: fx.playlistId },
      body: (field, size) => ({ sharedWithUsername: fx.byUsername.get(size)?.username ?? textOf(field, size) }),
      start: { sharedWithUsername: 4 },
      acceptedStatuses: [404],
    },
  };
}

const FIXED_PASSWORD = passwordOf(12);

/** The value the class grows, unless the operation's own body already gave one of the right length. */
function grownBody(how, field, size) {
  const body = how.body(field, size);
  if (typeof body[field] !== 'string' || body[field].length !== size) body[field] = textOf(field, size);
  if (field === 'password' && 'confirmPassword' in body) body.confirmPassword = body.password;
  return body;
}

function bodyClasses(ctx, fx) {
  const byOperation = requestsByOperation(ctx, fx);
  return restOperations
    .filter((operation) => operation.bodySchema)
    .flatMap((operation) => {
      const key = restKey(operation);
      const how = byOperation[operation.operationId];
      const fields = Object.entries(operation.bodySchema.fields).filter(
        ([name, field]) => field.type === 'string' && isFreeText(name) && !field.describe().oneOf.length,
      );
      if (fields.length && !how)
        throw new Error(`bench/cost/longStringClasses.mjs: say how to send ${key} so that it succeeds`);
      const path = operation.path.replace(/:(\w+)/g, (_, name) => encodeURIComponent(how?.params?.[name] ?? ''));
      return fields.map(([field, schema]) => {
        const rule = lengthRuleOf(schema);
        return {
          name: `long string · ${key} ${field}`,
          limit: limitText(
            rule,
            `no length rule (only looked up, never stored): the ${JSON_BODY_MAX_BYTES / 1024} kB body → 413 PAYLOAD_TOO_LARGE`,
          ),
          start: how.start?.[field] ?? firstSize(field, rule),
          max: 4 * JSON_BODY_MAX_BYTES,
          ...(how.acceptedStatuses ? { acceptedStatuses: how.acceptedStatuses } : {}),
          build: (size) => ({
            method: operation.method,
            path,
            headers: {
              ...(typeof how.headers === 'function' ? how.headers(field, size) : how.headers),
              'content-type': 'application/json',
            },
            body: JSON.stringify(grownBody(how, field, size)),
          }),
        };
      });
    });
}

/** The REST query-string text: route, parameter, the schema field it feeds, and who may ask. */
function queryTextFields(ctx, fx) {
  const owner = tokenHeaders(fx.owner.token);
  const admin = sessionHeaders(ctx.admin);
  return [
    // MUSIC_LOOKUPS=off in the benchmark: search answers 503 once the query has passed validation.
    {
      path: '/api/music/search',
      parameter: 'q',
      schema: validation.songSearchSchema,
      field: 'query',
      headers: owner,
      acceptedStatuses: [503],
    },
    {
      path: '/api/music/bpm',
      parameter: 'id',
      schema: validation.songTempoSchema,
      field: 'id',
      headers: owner,
      others: { name: 'Song', artist: 'Band' },
    },
    {
      path: '/api/music/bpm',
      parameter: 'name',
      schema: validation.songTempoSchema,
      field: 'name',
      headers: owner,
      others: { id: 'song-1', artist: 'Band' },
    },
    {
      path: '/api/music/bpm',
      parameter: 'artist',
      schema: validation.songTempoSchema,
      field: 'artist',
      headers: owner,
      others: { id: 'song-1', name: 'Song' },
    },
    { path: '/api/admin/users', parameter: 'q', schema: validation.adminUserListSchema, field: 'q', headers: admin },
    {
      path: '/api/admin/playlists',
      parameter: 'q',
      schema: validation.adminPlaylistListSchema,
      field: 'q',
      headers: admin,
    },
  ];
}

const oversizeUrl = `the ${REQUEST_HEADERS_MAX_BYTES / 1024} kB request head → 431 REQUEST_HEADERS_TOO_LARGE`;

function queryClasses(ctx, fx) {
  return queryTextFields(ctx, fx).map(({ path, parameter, schema, field, headers, others = {}, acceptedStatuses }) => {
    const rule = lengthRuleOf(schema.fields[field]);
    return {
      name: `long string · GET ${path} ${parameter}`,
      limit: limitText(rule, oversizeUrl),
      start: firstSize(field, rule),
      max: 4 * REQUEST_HEADERS_MAX_BYTES,
      ...(acceptedStatuses ? { acceptedStatuses } : {}),
      build: (size) => ({
        method: 'GET',
        path: `${path}?${new URLSearchParams({ ...others, [parameter]: textOf(field, size) })}`,
        headers,
      }),
    };
  });
}

/** A user named in the path: looked up only, bounded by the request head. */
function pathClasses(fx) {
  return [
    {
      name: 'long string · GET /api/users/profile/:username',
      limit: `no length rule (only looked up): unknown names 404, ${oversizeUrl}`,
      start: 4,
      max: 4 * REQUEST_HEADERS_MAX_BYTES,
      acceptedStatuses: [404],
      build: (size) => ({
        method: 'GET',
        path: `/api/users/profile/${fx.byUsername.get(size)?.username ?? textOf('username', size)}`,
        headers: tokenHeaders(fx.owner.token),
      }),
    },
  ];
}

/**
 * One class per text field of every REST operation, body and query string, and the path's username.
 * @param {object} ctx the runner's callers
 * @param {object} fx made by makeHttpFixtures
 */
export function longStringClasses(ctx, fx) {
  return [...bodyClasses(ctx, fx), ...queryClasses(ctx, fx), ...pathClasses(fx)];
}

/** Sizes the fixtures must cover: usernames and emails to log in and share with, passwords to log in and change. */
export const FIXTURE_SIZES = {
  usernameSizes: [4, 8, 16, 32],
  emailSizes: [64, 128],
  passwordSizes: [8, 16, 32, 64, 128, 256],
};
