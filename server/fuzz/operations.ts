import type { AnyObjectSchema } from 'yup';
import { restOperations as restTable } from '../rest/operations';
import { STEADY_BEAT } from '../../testkit/fakeMusicServices';

// The operations registry: every REST route and every GraphQL operation the server has, with what
// it takes, so the fuzz suite (server/fuzz/*.fuzz.test.ts) can aim odd input at each of them. The
// REST routes come from the REST table (server/rest/operations/): their method, path, body schema
// and who may call them are read from it; this file adds only valid example values, by operationId.
// registry.test.ts fails when the app has a route or the schema an operation that is not listed
// here, or an operation with parameters or a body has no example: a new feature joins the gates by
// its table entry plus its example. The fuzz requires each entry to be
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
const CSV_EXAMPLE = 'name,artist,bpm,bpm_source,notes\r\nImported Opener,Fuzz Band,128,manual,Capo 2\r\nImported Ballad,Fuzz Band,72,tap,\r\n';

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
const PRACTICE_EXAMPLE = { gapClick: { playBars: 2, muteBars: 1 }, randomMutePercent: 20, randomSeed: 12345, tempoTrainer: { stepBpm: 5, everyBars: 2, limitBpm: 140 } };
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
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST route. Path parameters are `:name`; `params` gives each a valid value. */
export interface RestOperation {
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
  /** A text/csv body that passes validation, for a route that takes a CSV file instead of JSON. */
  csvBody?: (fixtures: Fixtures) => string;
  /** Only admins may call it: a valid request is sent as the admin principal. */
  adminOnly?: true;
  /** Its operationId in the REST table (the infrastructure routes have none). */
  operationId?: string;
}

const playlistParam = (fixtures: Fixtures) => ({ id: fixtures.playlistId });

/** A song of the fake music services' catalogue (the fuzz world points the app at them), for valid music requests. */
const FUZZ_SONG = { searchQuery: 'steady', id: STEADY_BEAT.id, name: STEADY_BEAT.title, artist: STEADY_BEAT.artist };
const WRONG_PASSWORD = 'not-the-right-password';
/** A well-formed id no row has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Valid inputs of a table operation, for the fuzz and the matrix to start from. */
type RestExample = Pick<RestOperation, 'params' | 'query' | 'validBody' | 'csvBody'>;

const PROFILE_BODY = () => ({ displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' });

/** Example values of every table operation that takes path parameters, a query or a body, by operationId. */
export const REST_EXAMPLES: Record<string, RestExample> = {
  startProviderLogin: { query: () => ({ link: '1' }) },
  finishProviderLogin: { query: () => ({ code: 'a-code', state: 'a-state' }) },
  createApiToken: { validBody: () => ({ name: 'Fuzz token', scope: 'read', expiresInDays: 30 }) },
  revokeApiToken: { params: () => ({ id: NOBODY }) },
  login: { validBody: (fx) => ({ usernameOrEmail: fx.victimUsername, password: WRONG_PASSWORD }) },
  register: {
    validBody: (fx) => ({ username: fx.freshUsername, email: fx.freshEmail, password: 'a-good-password', confirmPassword: 'a-good-password', displayName: 'Fuzz' }),
  },
  updateDisplayName: { validBody: () => ({ displayName: 'Fuzzed Name' }) },
  changePassword: { validBody: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'another-good-password' }) },
  updateProfile: { validBody: PROFILE_BODY },
  userProfile: { params: (fx) => ({ username: fx.recipientUsername }) },
  updateUserProfile: { params: (fx) => ({ username: fx.recipientUsername }), validBody: PROFILE_BODY },
  profileImage: { params: () => ({ userId: NOBODY, imageId: NOBODY }) },
  adminUsers: { query: () => ({ q: 'user', limit: '20', offset: '0', sort: '-createdAt' }) },
  createUser: { validBody: (fx) => ({ username: fx.freshUsername, email: fx.freshEmail, displayName: 'Fuzz', password: 'six-ok', isAdmin: false }) },
  // Ids nobody has: the fuzz must not delete or demote the fixtures it needs (the well-formed case of
  // wellFormedRest.ts / wellFormedGraphql.ts aims at a user made for it, the admin tests at many).
  deleteUser: { params: () => ({ id: NOBODY }) },
  resetUserPassword: { params: () => ({ id: NOBODY }), validBody: () => ({ password: 'six-ok' }) },
  toggleUserAdmin: { params: () => ({ id: NOBODY }) },
  adminPlaylists: { query: () => ({ q: 'set', limit: '20', offset: '0', sort: 'trackCount' }) },
  adminCreatePlaylist: { validBody: () => ({ name: 'Fuzz system set', description: 'Songs' }) },
  adminUpdatePlaylist: { params: () => ({ id: NOBODY }), validBody: () => ({ name: 'Renamed' }) },
  adminDeletePlaylist: { params: () => ({ id: NOBODY }) },
  playlist: { params: playlistParam },
  createPlaylist: { validBody: () => ({ name: 'Fuzz set', description: 'Songs' }) },
  updatePlaylist: { params: playlistParam, validBody: () => ({ name: 'Renamed', description: 'New' }) },
  deletePlaylist: { params: playlistParam },
  addTrack: {
    params: playlistParam,
    validBody: () => ({ name: 'Song', artist: 'Band', bpm: 120, id: 'mbid-fuzz', albumArt: 'https://example.test/a.jpg', bpmSource: 'lookup', rhythm: { ...RHYTHM_EXAMPLE } }),
  },
  sharePlaylist: { params: playlistParam, validBody: (fx) => ({ sharedWithUsername: fx.strangerUsername }) },
  unsharePlaylist: { params: (fx) => ({ id: fx.playlistId, username: fx.recipientUsername }) },
  removeTrack: { params: (fx) => ({ trackId: fx.trackId }) },
  updateTrack: { params: (fx) => ({ trackId: fx.trackId }), validBody: () => ({ name: 'Renamed song', artist: 'Band', notes: 'Capo 2', bpm: 128, bpmSource: 'tap', countInBeats: 2, soundType: 'beep', countInSoundType: 'cowbell', lengthSeconds: 245, key: 'F#m', rhythm: { ...RHYTHM_EXAMPLE } }) },
  updateSettings: { validBody: () => structuredClone(SETTINGS_EXAMPLE) },
  exportTracksCsv: { params: playlistParam },
  importTracksCsv: { params: playlistParam, query: () => ({ dryRun: 'false' }), csvBody: () => CSV_EXAMPLE },
  reorderTracks: { params: playlistParam, validBody: (fx) => ({ trackIds: [...fx.trackIds, fx.breakId].reverse() }) },
  addSetBreak: { params: playlistParam, validBody: (fx) => ({ name: 'Encore', afterId: fx.trackId }) },
  renameSetBreak: { params: (fx) => ({ breakId: fx.breakId }), validBody: () => ({ name: 'Set 3' }) },
  removeSetBreak: { params: (fx) => ({ breakId: fx.breakId }) },
  duplicatePlaylist: { params: playlistParam },
  searchSongs: { query: () => ({ q: FUZZ_SONG.searchQuery }) },
  songTempo: { query: () => ({ id: FUZZ_SONG.id, name: FUZZ_SONG.name, artist: FUZZ_SONG.artist }) },
  rehearsalRoom: { params: playlistParam },
  leadRehearsal: { params: playlistParam },
  answerRehearsalLead: { params: playlistParam, validBody: () => ({ accept: false }) },
  setRehearsalLeaders: { params: playlistParam, validBody: (fx) => ({ anyoneMayLead: false, leaders: [fx.recipientUsername] }) },
  startRehearsalTrack: { params: playlistParam, validBody: (fx) => ({ trackId: fx.trackId, bpm: 132 }) },
  stopRehearsal: { params: playlistParam },
  reportRehearsalSync: { params: (fx) => ({ memberId: fx.deviceId }), validBody: () => ({ errorMs: 2.5 }) },
};

/** Routes outside the REST table: health checks and the GraphQL playground page. */
const INFRASTRUCTURE_ROUTES: RestOperation[] = [
  { method: 'GET', path: '/healthz/live' },
  { method: 'GET', path: '/healthz/ready' },
  // The playground page for browsers; any other GET /graphql is a GraphQL request (fuzzed by graphql.fuzz.test.ts).
  { method: 'GET', path: '/graphql' },
];

/** Every REST route: the table's operations (SPEC.md §7 plus provider sign-in and the reference) and the infrastructure routes. */
export const restOperations: RestOperation[] = [
  ...INFRASTRUCTURE_ROUTES,
  ...restTable.map(
    (operation): RestOperation => ({
      method: operation.method.toUpperCase() as Method,
      path: operation.path,
      operationId: operation.operationId,
      ...(operation.body ? { bodySchema: operation.body.schema } : {}),
      ...(operation.who === 'admin' ? { adminOnly: true as const } : {}),
      ...REST_EXAMPLES[operation.operationId],
    }),
  ),
];

/** One GraphQL operation (a Query or Mutation field): valid arguments; the document is built from the schema. */
export interface GraphQLOperation {
  validArgs: (fixtures: Fixtures) => Record<string, unknown>;
  /** Only admins may call it: a valid request is sent as the admin principal. */
  adminOnly?: true;
}

/** Every GraphQL query and mutation, by field name. */
export const graphqlOperations: Record<string, GraphQLOperation> = {
  me: { validArgs: () => ({}) },
  myPlaylists: { validArgs: () => ({}) },
  playlistsSharedWithMe: { validArgs: () => ({}) },
  playlist: { validArgs: (fx) => ({ id: fx.playlistId }) },
  login: { validArgs: (fx) => ({ input: { usernameOrEmail: fx.victimUsername, password: WRONG_PASSWORD } }) },
  register: {
    validArgs: (fx) => ({
      input: { username: fx.freshUsername, email: fx.freshEmail, password: 'a-good-password', confirmPassword: 'a-good-password', displayName: 'Fuzz' },
    }),
  },
  logout: { validArgs: () => ({}) },
  updateProfile: { validArgs: () => ({ input: { displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' } }) },
  changePassword: { validArgs: () => ({ input: { currentPassword: WRONG_PASSWORD, newPassword: 'another-good-password' } }) },
  createPlaylist: { validArgs: () => ({ input: { name: 'Fuzz set', description: 'Songs' } }) },
  updatePlaylist: { validArgs: (fx) => ({ id: fx.playlistId, input: { name: 'Renamed', description: 'New' } }) },
  deletePlaylist: { validArgs: (fx) => ({ id: fx.playlistId }) },
  addTrack: {
    validArgs: (fx) => ({
      playlistId: fx.playlistId,
      input: { name: 'Song', artist: 'Band', bpm: 120, id: 'mbid-fuzz', albumArt: 'https://example.test/a.jpg', bpmSource: 'lookup', rhythm: { ...RHYTHM_EXAMPLE } },
    }),
  },
  removeTrack: { validArgs: (fx) => ({ trackId: fx.trackId }) },
  updateTrackTempo: { validArgs: (fx) => ({ trackId: fx.trackId, input: { bpm: 128, bpmSource: 'tap' } }) },
  updateTrack: { validArgs: (fx) => ({ trackId: fx.trackId, input: { name: 'Renamed song', notes: 'Capo 2', bpm: 128, countInBeats: 2, soundType: 'beep', countInSoundType: null, lengthSeconds: 245, key: 'Bb', rhythm: { ...RHYTHM_EXAMPLE } } }) },
  settings: { validArgs: () => ({}) },
  updateSettings: { validArgs: () => ({ input: structuredClone(SETTINGS_EXAMPLE) }) },
  reorderTracks: { validArgs: (fx) => ({ playlistId: fx.playlistId, trackIds: [...fx.trackIds, fx.breakId].reverse() }) },
  addSetBreak: { validArgs: (fx) => ({ playlistId: fx.playlistId, input: { name: 'Encore', afterId: fx.trackId } }) },
  renameSetBreak: { validArgs: (fx) => ({ breakId: fx.breakId, input: { name: 'Set 3' } }) },
  removeSetBreak: { validArgs: (fx) => ({ breakId: fx.breakId }) },
  duplicatePlaylist: { validArgs: (fx) => ({ id: fx.playlistId }) },
  sharePlaylist: { validArgs: (fx) => ({ playlistId: fx.playlistId, sharedWithUsername: fx.strangerUsername }) },
  unsharePlaylist: { validArgs: (fx) => ({ playlistId: fx.playlistId, username: fx.recipientUsername }) },
  searchSongs: { validArgs: () => ({ query: FUZZ_SONG.searchQuery }) },
  songTempo: { validArgs: () => ({ id: FUZZ_SONG.id, name: FUZZ_SONG.name, artist: FUZZ_SONG.artist }) },
  authProvider: { validArgs: () => ({}) },
  apiTokens: { validArgs: () => ({}) },
  createApiToken: { validArgs: () => ({ input: { name: 'Fuzz token', scope: 'read', expiresInDays: 30 } }) },
  revokeApiToken: { validArgs: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  linkedProviders: { validArgs: () => ({}) },
  profile: { validArgs: () => ({}) },
  featuredPlaylists: { validArgs: () => ({}) },
  adminUsers: { validArgs: () => ({ query: { q: 'user', limit: 20, offset: 0, sort: '-createdAt' } }), adminOnly: true },
  adminPlaylists: { validArgs: () => ({ query: { q: 'set', limit: 20, offset: 0, sort: 'trackCount' } }), adminOnly: true },
  createUser: { validArgs: (fx) => ({ input: { username: fx.freshUsername, email: fx.freshEmail, displayName: 'Fuzz', password: 'six-ok', isAdmin: false } }), adminOnly: true },
  deleteUser: { validArgs: () => ({ id: NOBODY }), adminOnly: true },
  resetUserPassword: { validArgs: () => ({ id: NOBODY, password: 'six-ok' }), adminOnly: true },
  setUserAdmin: { validArgs: () => ({ id: NOBODY, isAdmin: false }), adminOnly: true },
  adminCreatePlaylist: { validArgs: () => ({ input: { name: 'Fuzz system set', description: 'Songs' } }), adminOnly: true },
  adminUpdatePlaylist: { validArgs: () => ({ id: NOBODY, input: { name: 'Renamed' } }), adminOnly: true },
  adminDeletePlaylist: { validArgs: () => ({ id: NOBODY }), adminOnly: true },
  userProfile: { validArgs: (fx) => ({ username: fx.recipientUsername }) },
  serverTime: { validArgs: () => ({}) },
  rehearsalRoom: { validArgs: (fx) => ({ playlistId: fx.playlistId }) },
  leadRehearsal: { validArgs: (fx) => ({ playlistId: fx.playlistId }) },
  answerRehearsalLead: { validArgs: (fx) => ({ playlistId: fx.playlistId, accept: false }) },
  setRehearsalLeaders: { validArgs: (fx) => ({ playlistId: fx.playlistId, input: { anyoneMayLead: false, leaders: [fx.recipientUsername] } }) },
  startRehearsalTrack: { validArgs: (fx) => ({ playlistId: fx.playlistId, input: { trackId: fx.trackId, bpm: 132 } }) },
  stopRehearsal: { validArgs: (fx) => ({ playlistId: fx.playlistId }) },
  reportRehearsalSync: { validArgs: (fx) => ({ memberId: fx.deviceId, errorMs: 2.5 }) },
  updateUserProfile: { validArgs: (fx) => ({ username: fx.recipientUsername, input: { displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' } }) },
};

/** "METHOD /path" of a REST operation, as the completeness check compares them. */
export function restKey(operation: Pick<RestOperation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
