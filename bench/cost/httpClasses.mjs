// The HTTP and REST classes of bench:cost: headers, cookies, query strings, JSON bodies,
// multipart uploads, CSV set lists, chord charts, MIDI tempo maps, searches full of special characters, and (longStringClasses.mjs) long strings
// in every text field. Each accepted size is a request that succeeds, so its time is real work.
import { createRequire } from 'node:module';
import { makeHttpFixtures, sessionHeaders, tokenHeaders } from './httpFixtures.mjs';
import { FIXTURE_SIZES, longStringClasses } from './longStringClasses.mjs';

const require = createRequire(import.meta.url);
const limits = require('../../dist/schema/limits.js');

/**
 * @typedef {{ name: string, limit: string, start: number, max: number, acceptedStatuses?: number[],
 *   build: (size: number) => { method: string, path: string, headers?: Record<string, string | string[]>, body?: string | Buffer } }} CostClass
 * `acceptedStatuses`: answers besides 2xx that mean the request was served, not refused by a limit.
 */

const HEAD = `${limits.REQUEST_HEADERS_MAX_BYTES / 1024} kB request head → 431 REQUEST_HEADERS_TOO_LARGE`;
const BODY = `${limits.JSON_BODY_MAX_BYTES / 1024} kB body → 413 PAYLOAD_TOO_LARGE`;
const DEPTH = `${limits.JSON_BODY_MAX_DEPTH} levels → 400 VALIDATION_ERROR, before parsing`;
const PARTS = `${limits.MULTIPART_FIELDS_MAX} fields and ${limits.MULTIPART_FILES_MAX} file → 413 PAYLOAD_TOO_LARGE 'Too many parts in the upload'`;

const range = (count) => Array.from({ length: count }, (_, index) => index);
const nested = (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const wideObject = (keys) =>
  `{${range(keys)
    .map((index) => `"k${index}":"v"`)
    .join(',')}}`;

/** Headers, cookies and the query string: what node's parser and express read before any route. */
function headClasses(fx) {
  const owner = tokenHeaders(fx.owner.token);
  const filler = (index) => `x-filler-${String(index).padStart(5, '0')}`;
  /** A class that grows the head of `GET /api/auth/me` (the cheapest authenticated read): `headersOf(size)`. */
  const meClass = (name, start, max, headersOf) => ({
    name,
    limit: HEAD,
    start,
    max,
    build: (size) => ({ method: 'GET', path: '/api/auth/me', headers: headersOf(size) }),
  });
  const session = fx.owner.session.cookie;
  return [
    meClass('one large header · GET /api/auth/me', 1024, 64 * 1024, (size) => ({
      ...owner,
      'x-filler': 'a'.repeat(size),
    })),
    meClass('many headers · GET /api/auth/me', 16, 16 * 1024, (count) => ({
      ...owner,
      ...Object.fromEntries(range(count).map((index) => [filler(index), 'v'.repeat(26)])),
    })),
    meClass('one large cookie · GET /api/auth/me (session)', 1024, 64 * 1024, (size) => ({
      cookie: `${session}; junk=${'c'.repeat(size)}`,
    })),
    meClass('many cookies · GET /api/auth/me (session)', 16, 16 * 1024, (count) => ({
      cookie: [session, ...range(count).map((index) => `c${index}=v`)].join('; '),
    })),
    {
      name: 'many query parameters · GET /api/playlists',
      limit: `${limits.QUERY_PARAMETERS_MAX} parameters → 400 VALIDATION_ERROR 'Too many query parameters'`,
      start: 1,
      max: 1024,
      build: (count) => ({
        method: 'GET',
        path: `/api/playlists?${range(count)
          .map((index) => `p${index}=1`)
          .join('&')}`,
        headers: owner,
      }),
    },
  ];
}

/** JSON bodies on both doors: nesting and width (GraphQL ignores unknown extensions and undeclared variables). */
function jsonClasses(fx) {
  const owner = { ...tokenHeaders(fx.owner.token), 'content-type': 'application/json' };
  const post = (path, body) => ({ method: 'POST', path, headers: owner, body });
  return [
    {
      name: 'deeply nested JSON · POST /api/playlists',
      limit: DEPTH,
      start: 2,
      max: 32 * 1024,
      build: (depth) => post('/api/playlists', `{"name":"Deep","extra":${nested(depth - 1)}}`),
    },
    {
      name: 'very wide JSON · POST /api/playlists',
      limit: BODY,
      start: 16,
      max: 1024 * 1024,
      build: (keys) => post('/api/playlists', `{"name":"Wide","extra":${wideObject(keys)}}`),
    },
    {
      name: 'deeply nested JSON · POST /graphql extensions',
      limit: DEPTH,
      start: 4,
      max: 32 * 1024,
      build: (depth) => post('/graphql', `{"query":"{ me { id } }","extensions":{"x":${nested(depth - 2)}}}`),
    },
    {
      name: 'very wide JSON · POST /graphql variables',
      limit: `${limits.GRAPHQL_MAX_INPUT_FIELDS} fields in one object → 400 VALIDATION_ERROR`,
      start: 16,
      max: 1024 * 1024,
      build: (keys) => post('/graphql', `{"query":"{ me { id } }","variables":${wideObject(keys)}}`),
    },
  ];
}

/** A multipart/form-data body of text fields and files. */
function multipart(boundary, parts, preamble = Buffer.alloc(0)) {
  const chunks = [preamble];
  for (const { name, value, filename } of parts) {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: ${disposition}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n`,
      ),
      Buffer.from(value),
    );
  }
  chunks.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Photo uploads (REST only: GraphQL takes none), with ever more parts or bytes. */
function uploadClasses(fx) {
  const boundary = 'cost-boundary';
  const headers = { ...tokenHeaders(fx.owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` };
  const upload = (body) => ({ method: 'POST', path: '/api/users/upload-profile-image', headers, body });
  const photo = (name = 'profileImage') => ({ name, value: fx.photo, filename: 'me.png' });
  const fields = (count) => range(count).map((index) => ({ name: `f${index}`, value: 'x' }));
  return [
    {
      name: 'many parts · POST /api/users/upload-profile-image',
      limit: PARTS,
      start: 1,
      max: 1024,
      build: (count) => upload(multipart(boundary, [...fields(count), photo()])),
    },
    {
      name: 'many files · POST /api/users/upload-profile-image',
      limit: PARTS,
      start: 1,
      max: 1024,
      build: (count) =>
        upload(multipart(boundary, [photo(), ...range(count - 1).map((index) => photo(`other${index}`))])),
    },
    {
      name: 'large upload (bytes before the first part) · POST /api/users/upload-profile-image',
      limit: `${(limits.MULTIPART_BODY_MAX_BYTES / 1024 / 1024).toFixed(1)} MB in all → 413 PAYLOAD_TOO_LARGE while it arrives`,
      start: 64 * 1024,
      max: 16 * 1024 * 1024,
      build: (size) => upload(multipart(boundary, [photo()], Buffer.alloc(size, 0x41))),
    },
  ];
}

/** A set list's CSV: ever more rows, and one ever longer cell, checked with ?dryRun=true so nothing is written. */
function csvClasses(fx) {
  const headers = { ...tokenHeaders(fx.owner.token), 'content-type': 'text/csv' };
  const check = (body) => ({
    method: 'POST',
    path: `/api/playlists/${fx.playlistId}/tracks.csv?dryRun=true`,
    headers,
    body,
  });
  const header = `${limits.CSV_COLUMNS.join(',')}\r\n`;
  const rows = (count, tag) =>
    range(count)
      .map((index) => `Cost ${tag} ${index},"Band, The",${60 + (index % 180)},tap,"Capo 2, ""big"" end"`)
      .join('\r\n');
  return [
    {
      name: 'many rows · POST /api/playlists/:id/tracks.csv?dryRun=true',
      limit: `${limits.CSV_IMPORT_MAX_ROWS} rows → 400 VALIDATION_ERROR`,
      start: 16,
      max: 64 * 1024,
      build: (count, tag = 'rows') => check(`${header}${rows(count, tag)}\r\n`),
    },
    {
      name: 'one long cell · POST /api/playlists/:id/tracks.csv?dryRun=true',
      limit: `${limits.CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB → 413 PAYLOAD_TOO_LARGE`,
      start: 1024,
      max: 4 * 1024 * 1024,
      build: (size, tag = 'cell') => check(`${header}Cost ${tag},Band,120,tap,"${'n'.repeat(size)}"\r\n`),
    },
  ];
}

/** Chord charts: one ChordPro song of ever more tempo changes, and ever more songs, read with ?dryRun=true so nothing is written. */
function chartClasses(fx) {
  const headers = { ...tokenHeaders(fx.owner.token), 'content-type': 'text/plain' };
  const check = (body) => ({
    method: 'POST',
    path: `/api/playlists/${fx.playlistId}/charts?dryRun=true`,
    headers,
    body,
  });
  return [
    {
      name: 'many directives · POST /api/playlists/:id/charts?dryRun=true',
      limit: `${limits.CHART_IMPORT_MAX_BYTES / 1024 / 1024} MB → 413 PAYLOAD_TOO_LARGE`,
      start: 16,
      max: 128 * 1024,
      build: (count, tag = 'directives') =>
        check(`{title: Cost ${tag}}\n{artist: Band}\n${'{tempo: 120}\n[C] [G]\n'.repeat(count)}`),
    },
    {
      name: 'many songs · POST /api/playlists/:id/charts?dryRun=true',
      limit: `${limits.CHART_IMPORT_MAX_SONGS} songs → 400 VALIDATION_ERROR`,
      start: 4,
      max: 64 * 1024,
      build: (count, tag = 'songs') =>
        check(
          range(count)
            .map((index) => `{title: Cost ${tag} ${index}}\n{tempo: ${60 + (index % 180)}}\n[C] [G]`)
            .join('\n{new_song}\n'),
        ),
    },
  ];
}

/** MIDI tempo maps: a file of ever more tempo events (one a tick), read with ?dryRun=true so nothing is written. */
function midiClasses(fx) {
  const { writeMidi } = require('midi-file');
  const headers = { ...tokenHeaders(fx.owner.token), 'content-type': 'audio/midi' };
  const tempo = (index) => ({
    deltaTime: index === 0 ? 0 : 1,
    meta: true,
    type: 'setTempo',
    microsecondsPerBeat: 500000,
  });
  const file = (count, tag) =>
    Buffer.from(
      writeMidi({
        header: { format: 0, numTracks: 1, ticksPerBeat: 480 },
        tracks: [
          [
            { deltaTime: 0, meta: true, type: 'trackName', text: `Cost ${tag}` },
            ...range(count).map(tempo),
            { deltaTime: 0, meta: true, type: 'endOfTrack' },
          ],
        ],
      }),
    );
  return [
    {
      name: 'many tempo events · POST /api/playlists/:id/tracks.mid?dryRun=true',
      limit: `${limits.MIDI_TEMPO_EVENTS_MAX} tempo events → 400 VALIDATION_ERROR; ${limits.MIDI_IMPORT_MAX_BYTES / 1024 / 1024} MB → 413`,
      start: 16,
      max: 64 * 1024,
      build: (count, tag = 'tempos') => ({
        method: 'POST',
        path: `/api/playlists/${fx.playlistId}/tracks.mid?dryRun=true`,
        headers,
        body: file(count, tag),
      }),
    },
  ];
}

/** Searches full of special characters: LIKE wildcards, Lucene syntax, quotes, other scripts and emoji. */
function searchClasses(ctx, fx) {
  const owner = tokenHeaders(fx.owner.token);
  const admin = sessionHeaders(ctx.admin);
  const special = (pattern) => (size) =>
    [...pattern.repeat(Math.ceil(size / [...pattern].length))].slice(0, size).join('');
  const like = special('%_\\');
  const mixed = special(`%_\\'"[]*?()+-&&||!{}^~:/名前😀`);
  /** One class per searched parameter: the text grows past its limit, built of characters a search treats specially. */
  const searchClass = ({ path, parameter, what, maxLength, text, headers, others = {}, acceptedStatuses }) => ({
    name: `search specials · GET ${path} ${parameter} (${what})`,
    limit: `${maxLength} characters → 400`,
    start: 4,
    max: 4 * limits.REQUEST_HEADERS_MAX_BYTES,
    ...(acceptedStatuses ? { acceptedStatuses } : {}),
    build: (size) => ({
      method: 'GET',
      path: `${path}?${new URLSearchParams({ ...others, [parameter]: text(size) })}`,
      headers,
    }),
  });
  const adminSearch = { parameter: 'q', maxLength: limits.ADMIN_SEARCH_MAX_LENGTH, headers: admin };
  return [
    searchClass({ ...adminSearch, path: '/api/admin/users', what: 'LIKE wildcards', text: like }),
    searchClass({ ...adminSearch, path: '/api/admin/playlists', what: 'mixed', text: mixed }),
    searchClass({
      path: '/api/music/bpm',
      parameter: 'name',
      what: 'mixed',
      maxLength: limits.TRACK_NAME_MAX_LENGTH,
      text: mixed,
      headers: owner,
      others: { id: 'song-1', artist: 'Band' },
    }),
    searchClass({
      path: '/api/music/search',
      parameter: 'q',
      what: 'mixed; lookups off: 503 after validation',
      maxLength: limits.SONG_SEARCH_MAX_LENGTH,
      text: mixed,
      headers: owner,
      acceptedStatuses: [503],
    }),
  ];
}

/**
 * Every HTTP/REST cost class, after making the accounts, playlists and photo they send at.
 * @param {{ baseUrl: string, user: { cookie: string, xsrf: string }, admin: { cookie: string, xsrf: string }, token: string,
 *   ids: { playlistId: string, trackId: string, userId: string, username: string } }} ctx
 * @returns {Promise<CostClass[]>}
 */
export async function httpCostClasses(ctx) {
  const fx = await makeHttpFixtures(ctx, FIXTURE_SIZES);
  return [
    ...headClasses(fx),
    ...jsonClasses(fx),
    ...uploadClasses(fx),
    ...csvClasses(fx),
    ...chartClasses(fx),
    ...midiClasses(fx),
    ...searchClasses(ctx, fx),
    ...longStringClasses(ctx, fx),
  ];
}
