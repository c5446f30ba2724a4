import type { AnyObjectSchema } from 'yup';
import {
  adminCreateUserSchema,
  adminResetPasswordSchema,
  apiTokenSchema,
  changePasswordSchema,
  loginSchema,
  playlistSchema,
  playlistUpdateSchema,
  profileSchema,
  registerSchema,
  shareSchema,
  trackSchema,
  trackTempoSchema,
  updateProfileSchema,
} from '../../schema/validation';
import { STEADY_BEAT } from '../../testkit/fakeMusicServices';

// The operations registry: every REST route and every GraphQL operation the server has, with what
// it takes, so the fuzz suite (server/fuzz/*.fuzz.test.ts) can aim odd input at each of them.
// registry.test.ts fails when the app has a route or the schema an operation that is not listed
// here: a new feature joins the gates by adding its entry. The fuzz requires each entry to be
// accepted once per run: where its valid request aims at nothing on purpose, wellFormedRest.ts or
// wellFormedGraphql.ts says which caller and which rows make it succeed.

/** Rows every fuzz run has, so a valid baseline request can name real ids. */
export interface Fixtures {
  /** A playlist owned by the signed-in `user` principal, with `trackId` in it and shared with `recipient`. */
  playlistId: string;
  trackId: string;
  /** A user the playlist is shared with, and another one it is not shared with yet. */
  recipientUsername: string;
  strangerUsername: string;
  /** An account nobody fuzzes as, to aim logins at (its password is never sent right). */
  victimUsername: string;
  /** A username and email nobody has, for sign-ups. */
  freshUsername: string;
  freshEmail: string;
}

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
  /** Only admins may call it: a valid request is sent as the admin principal. */
  adminOnly?: true;
}

const playlistParam = (fixtures: Fixtures) => ({ id: fixtures.playlistId });

/** A song of the fake music services' catalogue (the fuzz world points the app at them), for valid music requests. */
const FUZZ_SONG = { searchQuery: 'steady', id: STEADY_BEAT.id, name: STEADY_BEAT.title, artist: STEADY_BEAT.artist };
const WRONG_PASSWORD = 'not-the-right-password';
/** A well-formed id no row has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Every REST route (SPEC.md §7 plus health checks and provider sign-in). */
export const restOperations: RestOperation[] = [
  { method: 'GET', path: '/healthz/live' },
  { method: 'GET', path: '/healthz/ready' },
  // The playground page for browsers; any other GET /graphql is a GraphQL request (fuzzed by graphql.fuzz.test.ts).
  { method: 'GET', path: '/graphql' },
  { method: 'GET', path: '/api/login', query: () => ({ link: '1' }) },
  { method: 'GET', path: '/api/login/callback', query: () => ({ code: 'a-code', state: 'a-state' }) },
  { method: 'GET', path: '/api/auth/provider' },
  { method: 'GET', path: '/api/auth/linked-providers' },
  { method: 'GET', path: '/api/tokens' },
  { method: 'POST', path: '/api/tokens', bodySchema: apiTokenSchema, validBody: () => ({ name: 'Fuzz token', scope: 'read', expiresInDays: 30 }) },
  { method: 'DELETE', path: '/api/tokens/:id', params: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  { method: 'GET', path: '/api/openapi.json' },
  { method: 'GET', path: '/api/docs' },
  { method: 'GET', path: '/api/auth/me' },
  {
    method: 'POST',
    path: '/api/auth/login',
    bodySchema: loginSchema,
    validBody: (fx) => ({ usernameOrEmail: fx.victimUsername, password: WRONG_PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    bodySchema: registerSchema,
    validBody: (fx) => ({ username: fx.freshUsername, email: fx.freshEmail, password: 'a-good-password', confirmPassword: 'a-good-password', displayName: 'Fuzz' }),
  },
  { method: 'POST', path: '/api/auth/logout' },
  { method: 'PATCH', path: '/api/auth/profile', bodySchema: updateProfileSchema, validBody: () => ({ displayName: 'Fuzzed Name' }) },
  {
    method: 'PATCH',
    path: '/api/auth/password',
    bodySchema: changePasswordSchema,
    validBody: () => ({ currentPassword: WRONG_PASSWORD, newPassword: 'another-good-password' }),
  },
  { method: 'GET', path: '/api/users/profile' },
  { method: 'PATCH', path: '/api/users/profile', bodySchema: profileSchema, validBody: () => ({ displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' }) },
  { method: 'GET', path: '/api/users/profile/:username', params: (fx) => ({ username: fx.recipientUsername }) },
  {
    method: 'PATCH',
    path: '/api/users/profile/:username',
    params: (fx) => ({ username: fx.recipientUsername }),
    bodySchema: profileSchema,
    validBody: () => ({ displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' }),
  },
  // A JSON body is never an upload: the fuzz checks it is refused cleanly (the upload tests send real files).
  { method: 'POST', path: '/api/users/upload-profile-image' },
  {
    method: 'GET',
    path: '/api/users/:userId/profile-image/:imageId',
    params: () => ({ userId: '00000000-0000-4000-8000-000000000000', imageId: '00000000-0000-4000-8000-000000000000' }),
  },
  { method: 'GET', path: '/api/admin/users', adminOnly: true, query: () => ({ q: 'user', limit: '20', offset: '0', sort: '-createdAt' }) },
  {
    method: 'POST',
    path: '/api/admin/users', adminOnly: true,
    bodySchema: adminCreateUserSchema,
    validBody: (fx) => ({ username: fx.freshUsername, email: fx.freshEmail, displayName: 'Fuzz', password: 'six-ok', isAdmin: false }),
  },
  // Ids nobody has: the fuzz must not delete or demote the fixtures it needs (the well-formed case of
  // wellFormedRest.ts / wellFormedGraphql.ts aims at a user made for it, the admin tests at many).
  { method: 'DELETE', path: '/api/admin/users/:id', adminOnly: true, params: () => ({ id: NOBODY }) },
  { method: 'POST', path: '/api/admin/users/:id/reset-password', adminOnly: true, params: () => ({ id: NOBODY }), bodySchema: adminResetPasswordSchema, validBody: () => ({ password: 'six-ok' }) },
  { method: 'PATCH', path: '/api/admin/users/:id/toggle-admin', adminOnly: true, params: () => ({ id: NOBODY }) },
  { method: 'GET', path: '/api/admin/playlists', adminOnly: true, query: () => ({ q: 'set', limit: '20', offset: '0', sort: 'trackCount' }) },
  { method: 'POST', path: '/api/admin/playlists', adminOnly: true, bodySchema: playlistSchema, validBody: () => ({ name: 'Fuzz system set', description: 'Songs' }) },
  { method: 'PATCH', path: '/api/admin/playlists/:id', adminOnly: true, params: () => ({ id: NOBODY }), bodySchema: playlistUpdateSchema, validBody: () => ({ name: 'Renamed' }) },
  { method: 'DELETE', path: '/api/admin/playlists/:id', adminOnly: true, params: () => ({ id: NOBODY }) },
  { method: 'GET', path: '/api/playlists/featured' },
  { method: 'GET', path: '/api/playlists' },
  { method: 'GET', path: '/api/playlists/shared-with-me' },
  { method: 'GET', path: '/api/playlists/:id', params: playlistParam },
  { method: 'POST', path: '/api/playlists', bodySchema: playlistSchema, validBody: () => ({ name: 'Fuzz set', description: 'Songs' }) },
  { method: 'PUT', path: '/api/playlists/:id', params: playlistParam, bodySchema: playlistUpdateSchema, validBody: () => ({ name: 'Renamed', description: 'New' }) },
  { method: 'DELETE', path: '/api/playlists/:id', params: playlistParam },
  {
    method: 'POST',
    path: '/api/playlists/:id/tracks',
    params: playlistParam,
    bodySchema: trackSchema,
    validBody: () => ({ name: 'Song', artist: 'Band', bpm: 120, id: 'mbid-fuzz', albumArt: 'https://example.test/a.jpg', bpmSource: 'lookup' }),
  },
  { method: 'POST', path: '/api/playlists/:id/share', params: playlistParam, bodySchema: shareSchema, validBody: (fx) => ({ sharedWithUsername: fx.strangerUsername }) },
  { method: 'DELETE', path: '/api/playlists/:id/share/:username', params: (fx) => ({ id: fx.playlistId, username: fx.recipientUsername }) },
  { method: 'DELETE', path: '/api/tracks/:trackId', params: (fx) => ({ trackId: fx.trackId }) },
  { method: 'GET', path: '/api/music/search', query: () => ({ q: FUZZ_SONG.searchQuery }) },
  { method: 'GET', path: '/api/music/bpm', query: () => ({ id: FUZZ_SONG.id, name: FUZZ_SONG.name, artist: FUZZ_SONG.artist }) },
  {
    method: 'PATCH',
    path: '/api/tracks/:trackId',
    params: (fx) => ({ trackId: fx.trackId }),
    bodySchema: trackTempoSchema,
    validBody: () => ({ bpm: 128, bpmSource: 'tap' }),
  },
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
      input: { name: 'Song', artist: 'Band', bpm: 120, id: 'mbid-fuzz', albumArt: 'https://example.test/a.jpg', bpmSource: 'lookup' },
    }),
  },
  removeTrack: { validArgs: (fx) => ({ trackId: fx.trackId }) },
  updateTrackTempo: { validArgs: (fx) => ({ trackId: fx.trackId, input: { bpm: 128, bpmSource: 'tap' } }) },
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
  // JSON never carries a file: the fuzz checks the refusal; server/api/profileImages.api.test.ts sends real ones.
  uploadProfileImage: { validArgs: () => ({ file: null }) },
  userProfile: { validArgs: (fx) => ({ username: fx.recipientUsername }) },
  updateUserProfile: { validArgs: (fx) => ({ username: fx.recipientUsername, input: { displayName: 'Fuzzed Name', phoneNumber: '+1 555 0100', bio: 'Drums' } }) },
};

/** "METHOD /path" of a REST operation, as the completeness check compares them. */
export function restKey(operation: Pick<RestOperation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}
