import { getNamedType, isInputObjectType, type GraphQLArgument } from 'graphql';
import type { AnyObjectSchema } from 'yup';
import { GRAPHQL_OPERATION_NAMES, type OperationId } from '../../schema/operationIds';
import { restOperations as restTable } from '../rest/operations';
import { STEADY_BEAT } from '../../testkit/fakeMusicServices';
import { resolveRhythm } from '../../schema/rhythm';
import { writeTempoMap } from '../services/midi/tempoMapWriter';
import type { MatrixFixtures } from '../trust/matrixWorld';
import type { AccessClass } from '../trust/accessClasses';
import { graphqlOperationDocuments } from './graphqlOperations';

// The operations registry: every REST route and every GraphQL operation the server has, with what
// it takes, so the gates (the fuzz suite, the authorization matrix, anti-forgery, the test doors)
// can aim requests at each of them. The REST routes come from the REST table
// (server/rest/operations/): their method, path, body schema and who may call them are read from
// it. This file adds one example per operation id (schema/operationIds.ts, generated from the table
// and the GraphQL schema), serving both doors: the REST request is its path parameters, query and
// body; the GraphQL variables are read from the same values by argument name (`input` is the body).
// The compiler fails while an operation has no entry. The fuzz requires each operation to be
// accepted once per run: where its valid request aims at nothing on purpose, wellFormedRest.ts or
// wellFormedGraphql.ts says which caller and which rows make it succeed.

/** Rows every fuzz run has, so a valid baseline request can name real ids. */
export interface Fixtures {
  /** A playlist owned by the signed-in `user` principal, with `trackId` in it and shared with `recipient`. */
  playlistId: string;
  trackId: string;
  /** Every track of that playlist, in playlist order. */
  trackIds: string[];
  /** A set break of that playlist, after its tracks. */
  breakId: string;
  /** A user the playlist is shared with, and another one it is not shared with yet. */
  recipientUsername: string;
  strangerUsername: string;
  /** An account nobody fuzzes as, to aim logins at (its password is never sent right). */
  victimUsername: string;
  /** A username and email nobody has, for sign-ups. */
  freshUsername: string;
  freshEmail: string;
  /** The `user` principal's device in the playlist's rehearsal room (they lead it). */
  deviceId: string;
}

/** A set list file with two songs no fixture playlist has (new names each call would not matter: the world resets after a change). */
const CSV_EXAMPLE =
  'name,artist,bpm,bpm_source,notes\r\nImported Opener,Fuzz Band,128,manual,Capo 2\r\nImported Ballad,Fuzz Band,72,tap,\r\n';

/** Two chord charts no fixture playlist has: a ChordPro song whose tempo changes, then an OnSong one. */
const CHARTS_EXAMPLE =
  '{title: Imported Chart}\n{artist: Fuzz Band}\n{key: Am}\n{tempo: 96}\n[Am] [F] [C] [G]\n{tempo: 104}\n[Am] [F]\n{new_song}\nImported Hymn\nFuzz Band\nKey: G\nTempo: 72\nTime: 3/4\n';

/** A tempo map no fixture playlist has: a steady verse, then a ramp in 7/8 to the chorus. */
const MIDI_EXAMPLE = Buffer.from(
  writeTempoMap(
    'Imported Tempo Map',
    resolveRhythm({
      sections: [
        { name: 'Verse', bars: 4, bpm: 96 },
        { name: 'Build', bars: 2, bpm: 96, endBpm: 120, timeSignature: '7/8', tempoUnit: 'quarter' },
      ],
    }).sections,
  ),
);

/** A track's rhythm: 7/8 in 2+2+3 with triplets at quarter = BPM, and a two-section song map with a ramp counted in groups. */
const RHYTHM_EXAMPLE = {
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
  subdivision: 'triplets',
  tempoUnit: 'quarter',
  sections: [
    { name: 'Intro', bars: 4, bpm: 120, endBpm: 132, timeSignature: '7/8', tempoUnit: 'group' },
    { name: 'Groove', bars: 8, bpm: 132, timeSignature: '4/4', subdivision: 'eighths', swingPercent: 60, muted: false },
  ],
};
/** Practice tools: every one on. */
const PRACTICE_EXAMPLE = {
  gapClick: { playBars: 2, muteBars: 1 },
  randomMutePercent: 20,
  randomSeed: 12345,
  tempoTrainer: { stepBpm: 5, everyBars: 2, limitBpm: 140 },
};
/** Generator settings a user may save (not the defaults, so a save is visible), with a rhythm, a count-in of bars and practice tools. */
const SETTINGS_EXAMPLE = {
  bpm: 96,
  soundType: 'beep',
  countInSoundType: 'cowbell',
  durationSeconds: 20,
  countInBeats: 2,
  volumePercent: 60,
  visualizerTheme: 'Contrast',
  rhythm: RHYTHM_EXAMPLE,
  countInBars: 2,
  practice: PRACTICE_EXAMPLE,
  controlMappings: {
    holdMs: 500,
    mappings: [
      { source: { kind: 'control', channel: 1, number: 64 }, press: 'short', action: 'nextSong' },
      { source: { kind: 'key', code: 'KeyB' }, press: 'long', action: 'message', message: 'Last chorus' },
    ],
  },
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a request to one operation carries, in the REST door's terms (the GraphQL variables are read from it). */
export interface RequestValues {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The GraphQL variables, where they cannot be read from the values above (other names or types). */
  variables?: Record<string, unknown>;
}

/** One REST route of the fuzz registry. Path parameters are `:name`; `params` gives each a valid value. */
export interface RestRoute {
  method: Method;
  path: string;
  params?: (fixtures: Fixtures) => Record<string, string>;
  /** Valid query-string parameters (fuzzing replaces one at a time with odd text). */
  query?: (fixtures: Fixtures) => Record<string, string>;
  /** The shared schema its JSON body is validated with (its fields and their types are fuzzed). */
  bodySchema?: AnyObjectSchema;
  /** A body that passes validation (fuzzing changes one field at a time). It must never succeed at
   * something that changes who a principal is (so logins and password changes use wrong passwords). */
  validBody?: (fixtures: Fixtures) => Record<string, unknown>;
  /** A text/csv body that passes validation, for a route that takes a CSV file instead of JSON (bytes for a MIDI file). */
  csvBody?: (fixtures: Fixtures) => string | Buffer;
  /** The media type of that body when it is not text/csv. */
  textType?: 'text/plain' | 'audio/midi';
  /** Only admins may call it: a valid request is sent as the admin principal. */
  adminOnly?: true;
  /** Its operationId in the REST table (the infrastructure routes have none). */
  operationId?: OperationId;
}

/** The example of one operation, for both doors. */
export interface OperationExample {
  /** Valid path parameters (REST), also GraphQL arguments of the same name; a GraphQL `…Id`/`id` argument no parameter names takes `params.id`. */
  params?: (fixtures: Fixtures) => Record<string, string>;
  /** Valid query-string parameters (REST), also GraphQL arguments of the same name. */
  query?: (fixtures: Fixtures) => Record<string, string>;
  /** A valid JSON body (REST); GraphQL's `input` is this body with the fields its input type has, and other arguments are taken by name. */
  body?: (fixtures: Fixtures) => Record<string, unknown>;
  /** A text/csv body that passes validation, for a route that takes a CSV file instead of JSON (bytes for a MIDI file). */
  csv?: (fixtures: Fixtures) => string | Buffer;
  /** The GraphQL variables, where they cannot be read from the REST values. */
  variables?: (fixtures: Fixtures) => Record<string, unknown>;
  /** A GraphQL-only operation only admins may call (the others read `who` from the REST table). */
  adminOnly?: true;
  /**
   * What an authorization-matrix cell sends instead, on both doors: the fuzz aims at nothing on
   * purpose (ids nobody has, wrong passwords), the matrix at real rows, so that an allowed cell
   * really succeeds and a refused one really protects something.
   */
  matrix?: (fixtures: MatrixFixtures) => RequestValues;
  /**
   * Its kind of access (server/trust/accessClasses.ts): what each caller of the authorization matrix
   * gets, on both doors. An operation that fits no kind has its own row in authorization-matrix.json instead.
   */
  access?: AccessClass;
}

const playlistParam = (fixtures: Fixtures) => ({ id: fixtures.playlistId });
const trackParam = (fixtures: Fixtures) => ({ trackId: fixtures.trackId });
const breakParam = (fixtures: Fixtures) => ({ breakId: fixtures.breakId });
const nobodyParam = () => ({ id: NOBODY });

/** A song of the fake music services' catalogue (the fuzz world points the app at them), for valid music requests. */
const FUZZ_SONG = { searchQuery: 'steady', id: STEADY_BEAT.id, name: STEADY_BEAT.title, artist: STEADY_BEAT.artist };
const WRONG_PASSWORD = 'not-the-right-password';
/** A well-formed id no row has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

const PROFILE_BODY = () => ({ displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' });
const ownersProfile = (fx: MatrixFixtures) => ({ params: { username: fx.ownerUsername } });
const onTargetUser = (fx: MatrixFixtures) => ({ params: { id: fx.targetUserId } });
const onFixturePlaylist = (fx: MatrixFixtures) => ({ params: { id: fx.playlistId } });

/** The example of every operation of both doors, by operation id. */
export const OPERATION_EXAMPLES = {
  me: { access: 'signed in' },
  login: {
    access: 'public change',
    body: (fx) => ({ usernameOrEmail: fx.victimUsername, password: WRONG_PASSWORD }),
    matrix: (fx) => ({ body: { usernameOrEmail: fx.loginUsername, password: fx.loginPassword } }),
  },
  register: {
    access: 'public change',
    body: (fx) => ({
      username: fx.freshUsername,
      email: fx.freshEmail,
      password: 'a-good-password',
      confirmPassword: 'a-good-password',
      displayName: 'Fuzz',
    }),
  },
  logout: { access: 'public change' },
  updateDisplayName: { access: 'own account', body: () => ({ displayName: 'Fuzzed Name' }) },
  changePassword: { body: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'another-good-password' }) },
  authProvider: { access: 'public' },
  linkedProviders: { access: 'signed in' },
  startProviderLogin: { access: 'public', query: () => ({ link: '1' }) },
  finishProviderLogin: { access: 'public', query: () => ({ code: 'a-code', state: 'a-state' }) },
  profile: { access: 'signed in' },
  updateProfile: { access: 'own account', body: PROFILE_BODY },
  userProfile: { access: 'signed in', params: (fx) => ({ username: fx.recipientUsername }), matrix: ownersProfile },
  updateUserProfile: {
    params: (fx) => ({ username: fx.recipientUsername }),
    body: PROFILE_BODY,
    matrix: ownersProfile,
  },
  uploadProfileImage: { access: 'own account' },
  profileImage: {
    access: 'signed in',
    params: () => ({ userId: NOBODY, imageId: NOBODY }),
    matrix: (fx) => ({ params: { userId: fx.ownerId, imageId: fx.ownerImageId } }),
  },
  sounds: { access: 'signed in' },
  uploadSound: { access: 'own account' },
  sound: { params: nobodyParam, matrix: (fx) => ({ params: { id: fx.ownerSoundId } }) },
  deleteSound: { params: nobodyParam, matrix: (fx) => ({ params: { id: fx.ownerSoundId } }) },
  settings: { access: 'signed in' },
  updateSettings: { access: 'own account', body: () => structuredClone(SETTINGS_EXAMPLE) },
  apiTokens: { access: 'signed in' },
  createApiToken: { access: 'own account', body: () => ({ name: 'Fuzz token', scope: 'read', expiresInDays: 30 }) },
  revokeApiToken: { params: nobodyParam, matrix: (fx) => ({ params: { id: fx.spareTokenId } }) },
  adminUsers: {
    access: 'admin',
    query: () => ({ q: 'user', limit: '20', offset: '0', sort: '-createdAt' }),
    variables: () => ({ query: { q: 'user', limit: 20, offset: 0, sort: '-createdAt' } }),
  },
  createUser: {
    access: 'admin',
    body: (fx) => ({
      username: fx.freshUsername,
      email: fx.freshEmail,
      displayName: 'Fuzz',
      password: 'six-ok',
      isAdmin: false,
    }),
  },
  // Ids nobody has: the fuzz must not delete or demote the fixtures it needs (the well-formed case of
  // wellFormedRest.ts / wellFormedGraphql.ts aims at a user made for it, the admin tests at many).
  deleteUser: { access: 'admin', params: nobodyParam, matrix: onTargetUser },
  resetUserPassword: {
    access: 'admin',
    params: nobodyParam,
    body: () => ({ password: 'six-ok' }),
    matrix: onTargetUser,
  },
  toggleUserAdmin: { access: 'admin', params: nobodyParam, matrix: onTargetUser },
  setUserAdmin: {
    access: 'admin',
    variables: () => ({ id: NOBODY, isAdmin: false }),
    adminOnly: true,
    matrix: (fx) => ({ variables: { id: fx.targetUserId, isAdmin: true } }),
  },
  adminPlaylists: {
    access: 'admin',
    query: () => ({ q: 'set', limit: '20', offset: '0', sort: 'trackCount' }),
    variables: () => ({ query: { q: 'set', limit: 20, offset: 0, sort: 'trackCount' } }),
  },
  adminCreatePlaylist: { access: 'admin', body: () => ({ name: 'Fuzz system set', description: 'Songs' }) },
  adminUpdatePlaylist: {
    access: 'admin',
    params: nobodyParam,
    body: () => ({ name: 'Renamed' }),
    matrix: onFixturePlaylist,
  },
  adminDeletePlaylist: { access: 'admin', params: nobodyParam, matrix: onFixturePlaylist },
  myPlaylists: { access: 'signed in' },
  playlistsSharedWithMe: { access: 'signed in' },
  featuredPlaylists: { access: 'signed in' },
  playlist: { access: 'read playlist', params: playlistParam },
  createPlaylist: { access: 'own account', body: () => ({ name: 'Fuzz set', description: 'Songs' }) },
  updatePlaylist: {
    access: 'edit playlist',
    params: playlistParam,
    body: () => ({ name: 'Renamed', description: 'New' }),
  },
  deletePlaylist: { access: 'edit playlist', params: playlistParam },
  duplicatePlaylist: { params: playlistParam },
  addTrack: {
    access: 'edit playlist',
    params: playlistParam,
    body: () => ({
      name: 'Song',
      artist: 'Band',
      bpm: 120,
      id: 'mbid-fuzz',
      albumArt: 'https://example.test/a.jpg',
      bpmSource: 'lookup',
      rhythm: { ...RHYTHM_EXAMPLE },
    }),
  },
  removeTrack: { access: 'edit playlist', params: trackParam },
  copyTrack: { access: 'edit playlist', params: trackParam, body: (fx) => ({ playlistId: fx.playlistId }) },
  updateTrackTempo: { access: 'edit playlist', params: trackParam, body: () => ({ bpm: 128, bpmSource: 'tap' }) },
  updateTrack: {
    access: 'edit playlist',
    params: trackParam,
    body: () => ({
      name: 'Renamed song',
      artist: 'Band',
      notes: 'Capo 2',
      bpm: 128,
      bpmSource: 'tap',
      countInBeats: 2,
      soundType: 'beep',
      countInSoundType: 'cowbell',
      lengthSeconds: 245,
      key: 'F#m',
      afterSong: 'bars',
      afterSongGap: 2,
      rhythm: { ...RHYTHM_EXAMPLE },
      midiMessages: [
        { section: null, kind: 'program', channel: 1, program: 5, bankMsb: 0, bankLsb: 3 },
        { section: 1, kind: 'control', channel: 16, controller: 7, value: 100 },
      ],
    }),
  },
  reorderTracks: {
    access: 'edit playlist',
    params: playlistParam,
    body: (fx) => ({ trackIds: [...fx.trackIds, fx.breakId].reverse() }),
  },
  addSetBreak: {
    access: 'edit playlist',
    params: playlistParam,
    body: (fx) => ({ name: 'Encore', afterId: fx.trackId }),
  },
  renameSetBreak: { access: 'edit playlist', params: breakParam, body: () => ({ name: 'Set 3' }) },
  removeSetBreak: { access: 'edit playlist', params: breakParam },
  sharePlaylist: {
    access: 'edit playlist',
    params: playlistParam,
    body: (fx) => ({ sharedWithUsername: fx.strangerUsername }),
  },
  unsharePlaylist: { access: 'edit playlist', params: (fx) => ({ id: fx.playlistId, username: fx.recipientUsername }) },
  exportTracksCsv: { access: 'read playlist', params: playlistParam },
  importTracksCsv: {
    access: 'edit playlist',
    params: playlistParam,
    query: () => ({ dryRun: 'false' }),
    csv: () => CSV_EXAMPLE,
  },
  importCharts: {
    access: 'edit playlist',
    params: playlistParam,
    query: () => ({ dryRun: 'false' }),
    csv: () => CHARTS_EXAMPLE,
  },
  exportTempoMap: { access: 'read playlist', params: trackParam },
  exportSetListTempoMap: { access: 'read playlist', params: playlistParam },
  importTempoMap: {
    access: 'edit playlist',
    params: playlistParam,
    query: () => ({ dryRun: 'false' }),
    csv: () => MIDI_EXAMPLE,
  },
  searchSongs: {
    access: 'signed in',
    query: () => ({ q: FUZZ_SONG.searchQuery }),
    variables: () => ({ query: FUZZ_SONG.searchQuery }),
  },
  songTempo: {
    access: 'signed in',
    query: () => ({ id: FUZZ_SONG.id, name: FUZZ_SONG.name, artist: FUZZ_SONG.artist }),
  },
  serverTime: { access: 'public' },
  rehearsalRoom: { access: 'read playlist', params: playlistParam },
  leadRehearsal: { params: playlistParam },
  answerRehearsalLead: { params: playlistParam, body: () => ({ accept: false }) },
  setRehearsalLeaders: {
    access: 'edit playlist',
    params: playlistParam,
    body: (fx) => ({ anyoneMayLead: false, leaders: [fx.recipientUsername] }),
  },
  startRehearsalTrack: { params: playlistParam, body: (fx) => ({ trackId: fx.trackId, bpm: 132 }) },
  stopRehearsal: { params: playlistParam },
  sendRehearsalMessage: { params: playlistParam, body: () => ({ text: 'Last chorus', onDownbeat: true }) },
  reportRehearsalSync: { params: (fx) => ({ memberId: fx.deviceId }), body: () => ({ errorMs: 2.5 }) },
  // Sent over WebSocket by server/trust/subscriptions.trust.test.ts, which names its own playlists.
  playlistChanged: { params: playlistParam },
  rehearsal: { params: playlistParam },
  openApiDocument: { access: 'public' },
  apiReferencePage: { access: 'public' },
  apiLimits: { access: 'public' },
} satisfies Record<OperationId, OperationExample>;

const examples: Record<OperationId, OperationExample> = OPERATION_EXAMPLES;
const tableById = new Map(restTable.map((operation) => [operation.operationId, operation]));

/** Routes outside the REST table: health checks and the GraphQL playground page. */
const INFRASTRUCTURE_ROUTES: RestRoute[] = [
  { method: 'GET', path: '/healthz/live' },
  { method: 'GET', path: '/healthz/ready' },
  // The playground page for browsers; any other GET /graphql is a GraphQL request (fuzzed by graphql.fuzz.test.ts).
  { method: 'GET', path: '/graphql' },
];

/** Every REST route: the table's operations (SPEC.md §7 plus provider sign-in and the reference) and the infrastructure routes. */
export const restOperations: RestRoute[] = [
  ...INFRASTRUCTURE_ROUTES,
  ...restTable.map((operation): RestRoute => {
    const example = examples[operation.operationId as OperationId];
    return {
      method: operation.method.toUpperCase() as Method,
      path: operation.path,
      operationId: operation.operationId as OperationId,
      ...(operation.body ? { bodySchema: operation.body.schema } : {}),
      ...(operation.who === 'admin' ? { adminOnly: true as const } : {}),
      ...(example.params ? { params: example.params } : {}),
      ...(example.query ? { query: example.query } : {}),
      ...(example.body ? { validBody: example.body } : {}),
      ...(example.csv ? { csvBody: example.csv } : {}),
      ...(operation.textBody && operation.textBody.mediaType !== 'text/csv'
        ? { textType: operation.textBody.mediaType }
        : {}),
    };
  }),
];

/** `body` with only the fields `arg`'s input type declares. */
function inputOf(arg: GraphQLArgument, body: Record<string, unknown>): Record<string, unknown> {
  const type = getNamedType(arg.type);
  if (!isInputObjectType(type)) return body;
  const fields = type.getFields();
  return Object.fromEntries(Object.entries(body).filter(([name]) => name in fields));
}

/**
 * The GraphQL variables of a request with these REST values: `input` is the body; any other
 * argument is the path parameter, body field or query parameter of its name; an `id`/`…Id` argument
 * none of them names is the path's `id` (`addTrack(playlistId)` for `/api/playlists/:id/tracks`).
 */
export function variablesFrom(args: readonly GraphQLArgument[], values: RequestValues): Record<string, unknown> {
  if (values.variables) return values.variables;
  const { params = {}, query = {}, body } = values;
  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg.name === 'input' && body) variables.input = inputOf(arg, body);
    else if (arg.name in params) variables[arg.name] = params[arg.name];
    else if (body && arg.name in body) variables[arg.name] = body[arg.name];
    else if (arg.name in query) variables[arg.name] = query[arg.name];
    else if (/(^id|Id)$/.test(arg.name) && params.id !== undefined) variables[arg.name] = params.id;
  }
  return variables;
}

/** The REST values of an operation's example for these fixtures (its matrix values too, given matrix fixtures). */
export function exampleValues(id: OperationId, fx: Fixtures, forMatrix?: MatrixFixtures): RequestValues {
  const example = examples[id];
  const values: RequestValues = {
    params: example.params?.(fx),
    query: example.query?.(fx),
    body: example.body?.(fx),
    variables: example.variables?.(fx),
  };
  const matrix = forMatrix && example.matrix?.(forMatrix);
  if (!matrix) return values;
  return {
    params: { ...values.params, ...matrix.params },
    query: matrix.query ?? values.query,
    body: matrix.body ?? values.body,
    variables: matrix.variables ?? values.variables,
  };
}

/** One GraphQL operation (a Query or Mutation field): valid arguments; the document is built from the schema. */
export interface GraphQLOperation {
  validArgs: (fixtures: Fixtures) => Record<string, unknown>;
  /** Only admins may call it: a valid request is sent as the admin principal. */
  adminOnly?: true;
}

let argsByName: Map<string, readonly GraphQLArgument[]> | undefined;
/** The arguments of a query or mutation, read from the committed schema on first use. */
export function graphqlArgsOf(name: string): readonly GraphQLArgument[] {
  argsByName ??= new Map(graphqlOperationDocuments().map((operation) => [operation.name, operation.args]));
  return argsByName.get(name) ?? [];
}

/** Every GraphQL query and mutation, by field name: its valid variables, read from its example. */
export const graphqlOperations: Readonly<Record<string, GraphQLOperation>> = Object.fromEntries(
  GRAPHQL_OPERATION_NAMES.map((name) => {
    const adminOnly = examples[name].adminOnly || tableById.get(name)?.who === 'admin';
    const validArgs = (fx: Fixtures) => variablesFrom(graphqlArgsOf(name), exampleValues(name, fx));
    return [name, adminOnly ? { validArgs, adminOnly: true as const } : { validArgs }];
  }),
);

/** "METHOD /path" of a REST operation, as the completeness check compares them. */
export function restKey(operation: Pick<RestRoute, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
