import { ADMIN_PLAYLIST_SORTS, ADMIN_USER_SORTS } from '../../schema/limits';
import { listParameters, ref, schemas } from './components';

// Every /api operation of the REST door, as OpenAPI 3.1 path items. openapi.api.test.ts checks the
// list against the routes express serves and real answers against these schemas.

type Schema = Record<string, unknown>;
type Who = 'anyone' | 'user' | 'admin';

/** One operation, in the few words this file needs. */
interface OperationSpec {
  tag: string;
  summary: string;
  description?: string;
  who: Who;
  pathParams?: Record<string, string>;
  query?: Array<Record<string, unknown>>;
  body?: keyof typeof schemas | { multipart: true };
  ok: { status: number; description: string; schema?: Schema; headers?: Record<string, unknown> };
  /** Refusals besides those `who` implies (401 for users, 401 and 403 for admins). */
  errors?: number[];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input (VALIDATION_ERROR, with the message of each field).',
  401: 'Not signed in (no session and no valid token).',
  403: 'Not allowed: not an admin, a read-only token on a change, a missing anti-forgery header, or a read-only playlist.',
  404: 'No such row, or one the caller may not see.',
  409: 'Conflict (taken username, already in playlist, last admin …).',
  413: 'Body too large.',
  415: 'Wrong content type.',
  429: 'Too many attempts; Retry-After says when to try again.',
  503: 'The database or a music service is unavailable; Retry-After.',
};

const errorResponse = (status: number) => [String(status), { description: ERROR_TEXT[status], content: { 'application/json': { schema: ref('Error') } } }] as const;

function operation(spec: OperationSpec): Schema {
  const implied = spec.who === 'admin' ? [401, 403] : spec.who === 'user' ? [401] : [];
  const statuses = [...new Set([...(spec.body ? [400] : []), ...implied, ...(spec.errors ?? [])])].sort();
  const ok = { description: spec.ok.description, ...(spec.ok.headers ? { headers: spec.ok.headers } : {}), ...(spec.ok.schema ? { content: { 'application/json': { schema: spec.ok.schema } } } : {}) };
  const parameters = [
    ...Object.entries(spec.pathParams ?? {}).map(([name, description]) => ({ name, in: 'path', required: true, schema: { type: 'string' }, description })),
    ...(spec.query ?? []),
  ];
  const requestBody =
    spec.body === undefined
      ? undefined
      : typeof spec.body === 'string'
        ? { required: true, content: { 'application/json': { schema: ref(spec.body) } } }
        : {
            required: true,
            content: { 'multipart/form-data': { schema: { type: 'object', properties: { profileImage: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['profileImage'] } } },
          };
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    security: spec.who === 'anyone' ? [{}, { session: [] }, { bearer: [] }] : [{ session: [] }, { bearer: [] }],
    responses: { [String(spec.ok.status)]: ok, ...Object.fromEntries(statuses.map(errorResponse)) },
  };
}

const arrayOf = (name: keyof typeof schemas): Schema => ({ type: 'array', items: ref(name) });
const totalHeader = { 'X-Total-Count': { description: 'How many rows match in all.', schema: { type: 'integer', minimum: 0 } } };
const sortParameter = (sorts: readonly string[], byDefault: string) => ({ name: 'sort', in: 'query', required: false, schema: { type: 'string', enum: sorts, default: byDefault }, description: 'Order.' });
const playlistId = { id: 'Playlist id.' };
const userId = { id: 'User id.' };

/** Every operation by path (OpenAPI `{name}` parameters) and method. */
export const paths: Record<string, Record<string, Schema>> = {
  '/api/auth/me': { get: operation({ tag: 'Accounts', summary: 'Who is signed in', who: 'user', ok: { status: 200, description: 'The signed-in user.', schema: ref('User') } }) },
  '/api/auth/login': {
    post: operation({ tag: 'Accounts', summary: 'Log in (starts a cookie session)', who: 'anyone', body: 'LoginInput', ok: { status: 200, description: 'The user.', schema: ref('User') }, errors: [401, 403, 429] }),
  },
  '/api/auth/register': { post: operation({ tag: 'Accounts', summary: 'Create an account and log in', who: 'anyone', body: 'RegisterInput', ok: { status: 201, description: 'The new user.', schema: ref('User') }, errors: [403, 409] }) },
  '/api/auth/logout': { post: operation({ tag: 'Accounts', summary: "End every session of the user", who: 'anyone', ok: { status: 200, description: 'Done.', schema: ref('Success') }, errors: [403] }) },
  '/api/auth/profile': {
    patch: operation({ tag: 'Accounts', summary: 'Change the display name', who: 'user', body: 'ProfileInput', ok: { status: 200, description: 'The user.', schema: ref('User') }, errors: [403] }),
  },
  '/api/auth/password': {
    patch: operation({ tag: 'Accounts', summary: 'Change the password (other sessions end)', who: 'user', body: 'ChangePasswordInput', ok: { status: 200, description: 'Done.', schema: ref('Success') }, errors: [403, 429] }),
  },
  '/api/auth/provider': { get: operation({ tag: 'Accounts', summary: 'The identity provider of this server', who: 'anyone', ok: { status: 200, description: 'Enabled or not, and its name.', schema: ref('ProviderInfo') } }) },
  '/api/auth/linked-providers': { get: operation({ tag: 'Accounts', summary: 'Identity-provider accounts linked to the user', who: 'user', ok: { status: 200, description: 'The links.', schema: arrayOf('LinkedProvider') } }) },
  '/api/login': {
    get: operation({
      tag: 'Accounts',
      summary: 'Sign in with the identity provider (browser)',
      description: 'Redirects the browser to the provider (OpenID Connect, PKCE). `?link=1` links the provider to the signed-in user.',
      who: 'anyone',
      query: [{ name: 'link', in: 'query', required: false, schema: { type: 'string', enum: ['1'] } }],
      ok: { status: 303, description: 'To the provider.' },
      errors: [404],
    }),
  },
  '/api/login/callback': {
    get: operation({ tag: 'Accounts', summary: 'Where the provider sends the browser back', who: 'anyone', ok: { status: 303, description: 'Signed in: to the app; refused: to /login with the reason.' }, errors: [404] }),
  },
  '/api/users/profile': {
    get: operation({ tag: 'Profiles', summary: 'Your profile', who: 'user', ok: { status: 200, description: 'You.', schema: ref('User') } }),
    patch: operation({ tag: 'Profiles', summary: 'Change your profile', who: 'user', body: 'ProfileInput', ok: { status: 200, description: 'You, changed.', schema: ref('User') }, errors: [403] }),
  },
  '/api/users/profile/{username}': {
    get: operation({ tag: 'Profiles', summary: "Anyone's public profile", who: 'user', pathParams: { username: 'Username, any case.' }, ok: { status: 200, description: 'The profile.', schema: ref('PublicProfile') }, errors: [400, 404] }),
    patch: operation({
      tag: 'Profiles',
      summary: 'Change a public profile (owner or admin)',
      who: 'user',
      pathParams: { username: 'Username, any case.' },
      body: 'ProfileInput',
      ok: { status: 200, description: 'The profile, changed.', schema: ref('PublicProfile') },
      errors: [403, 404],
    }),
  },
  '/api/users/upload-profile-image': {
    post: operation({
      tag: 'Profiles',
      summary: 'Upload your photo',
      description: 'PNG, JPEG, WebP or GIF by its bytes, under 5 MB, at most 40 megapixels; re-encoded to WebP ≤ 512 px without metadata.',
      who: 'user',
      body: { multipart: true },
      ok: { status: 200, description: 'Its URL.', schema: ref('ProfileImageUploaded') },
      errors: [403, 413, 415],
    }),
  },
  '/api/users/{userId}/profile-image/{imageId}': {
    get: {
      ...operation({ tag: 'Profiles', summary: "A user's photo", who: 'user', pathParams: { userId: 'User id.', imageId: 'Photo id (from profileImageUrl).' }, ok: { status: 200, description: 'The photo.' }, errors: [404] }),
      responses: {
        200: { description: 'The photo (cached for a year: a new photo has a new URL).', content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } } },
        ...Object.fromEntries([401, 404].map(errorResponse)),
      },
    },
  },
  '/api/playlists': {
    get: operation({ tag: 'Playlists', summary: 'Your playlists, newest first', who: 'user', ok: { status: 200, description: 'Summaries.', schema: arrayOf('PlaylistSummary') } }),
    post: operation({ tag: 'Playlists', summary: 'Create a playlist', who: 'user', body: 'PlaylistInput', ok: { status: 201, description: 'The playlist.', schema: ref('Playlist') }, errors: [403] }),
  },
  '/api/playlists/shared-with-me': { get: operation({ tag: 'Playlists', summary: 'Playlists shared with you', who: 'user', ok: { status: 200, description: 'Read-only playlists.', schema: arrayOf('SharedPlaylist') } }) },
  '/api/playlists/featured': { get: operation({ tag: 'Playlists', summary: 'System playlists (made by admins)', who: 'user', ok: { status: 200, description: 'Summaries.', schema: arrayOf('PlaylistSummary') } }) },
  '/api/playlists/{id}': {
    get: operation({ tag: 'Playlists', summary: 'One playlist with its tracks', who: 'user', pathParams: playlistId, ok: { status: 200, description: 'The playlist.', schema: ref('Playlist') }, errors: [404] }),
    put: operation({
      tag: 'Playlists',
      summary: 'Rename or re-describe (owner or admin)',
      who: 'user',
      pathParams: playlistId,
      body: 'PlaylistUpdateInput',
      ok: { status: 200, description: 'The playlist.', schema: { type: 'object', properties: { success: { const: true }, playlist: ref('Playlist') }, required: ['success', 'playlist'], additionalProperties: false } },
      errors: [403, 404],
    }),
    delete: operation({ tag: 'Playlists', summary: 'Delete with its tracks and shares (owner or admin)', who: 'user', pathParams: playlistId, ok: { status: 200, description: 'Deleted.', schema: ref('Success') }, errors: [403, 404] }),
  },
  '/api/playlists/{id}/tracks': {
    post: operation({ tag: 'Playlists', summary: 'Add a track', who: 'user', pathParams: playlistId, body: 'TrackInput', ok: { status: 201, description: 'The playlist.', schema: ref('Playlist') }, errors: [403, 404, 409] }),
  },
  '/api/playlists/{id}/share': {
    post: operation({
      tag: 'Sharing',
      summary: 'Share read-only with a user',
      who: 'user',
      pathParams: playlistId,
      body: 'ShareInput',
      ok: { status: 200, description: 'Shared.', schema: { type: 'object', properties: { success: { const: true }, sharedWith: { type: 'string', description: 'The username it is now shared with.' } }, required: ['success', 'sharedWith'], additionalProperties: false } },
      errors: [403, 404],
    }),
  },
  '/api/playlists/{id}/share/{username}': {
    delete: operation({ tag: 'Sharing', summary: 'Stop sharing', who: 'user', pathParams: { ...playlistId, username: 'Username or user id.' }, ok: { status: 200, description: 'Done.', schema: ref('Success') }, errors: [403, 404] }),
  },
  '/api/tracks/{trackId}': {
    delete: operation({ tag: 'Playlists', summary: 'Remove a track', who: 'user', pathParams: { trackId: 'Track id.' }, ok: { status: 200, description: 'The playlist as it is now.', schema: ref('Playlist') }, errors: [403, 404] }),
    patch: operation({ tag: 'Playlists', summary: "Change a track's tempo", who: 'user', pathParams: { trackId: 'Track id.' }, body: 'TrackTempoInput', ok: { status: 200, description: 'The playlist.', schema: ref('Playlist') }, errors: [403, 404] }),
  },
  '/api/music/search': {
    get: operation({
      tag: 'Music',
      summary: 'Search songs',
      who: 'user',
      query: [{ name: 'q', in: 'query', required: true, schema: { type: 'string', minLength: 3 }, description: 'Title or artist.' }],
      ok: { status: 200, description: 'Up to 10 songs.', schema: arrayOf('Song') },
      errors: [400, 429, 503],
    }),
  },
  '/api/music/bpm': {
    get: operation({
      tag: 'Music',
      summary: "A song's tempo",
      who: 'user',
      query: ['id', 'name', 'artist'].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } })),
      ok: { status: 200, description: 'Its tempo.', schema: ref('SongTempo') },
      errors: [400, 429],
    }),
  },
  '/api/tokens': {
    get: operation({ tag: 'API tokens', summary: 'Your API tokens', who: 'user', ok: { status: 200, description: 'Newest first.', schema: arrayOf('ApiToken') } }),
    post: operation({ tag: 'API tokens', summary: 'Create a token (from a signed-in session)', who: 'user', body: 'ApiTokenInput', ok: { status: 201, description: 'The token, shown this once.', schema: ref('CreatedApiToken') }, errors: [403, 409] }),
  },
  '/api/tokens/{id}': { delete: operation({ tag: 'API tokens', summary: 'Revoke a token', who: 'user', pathParams: { id: 'Token id.' }, ok: { status: 204, description: 'Revoked.' }, errors: [403, 404] }) },
  '/api/admin/users': {
    get: operation({ tag: 'Admin', summary: 'Users, searched and paged', who: 'admin', query: [...listParameters, sortParameter(ADMIN_USER_SORTS, 'username')], ok: { status: 200, description: 'One page.', schema: arrayOf('User'), headers: totalHeader }, errors: [400] }),
    post: operation({ tag: 'Admin', summary: 'Create a user', who: 'admin', body: 'AdminCreateUserInput', ok: { status: 201, description: 'The user.', schema: ref('User') }, errors: [409] }),
  },
  '/api/admin/users/{id}': { delete: operation({ tag: 'Admin', summary: 'Delete a user and all they own', who: 'admin', pathParams: userId, ok: { status: 204, description: 'Deleted.' }, errors: [404, 409] }) },
  '/api/admin/users/{id}/reset-password': {
    post: operation({ tag: 'Admin', summary: "Set a user's password (their sessions end)", who: 'admin', pathParams: userId, body: 'PasswordInput', ok: { status: 204, description: 'Done.' }, errors: [404] }),
  },
  '/api/admin/users/{id}/toggle-admin': {
    patch: operation({ tag: 'Admin', summary: 'Make a user an admin or not (their sessions end)', who: 'admin', pathParams: userId, ok: { status: 200, description: 'The user.', schema: ref('User') }, errors: [404, 409] }),
  },
  '/api/admin/playlists': {
    get: operation({
      tag: 'Admin',
      summary: 'Every playlist, searched and paged',
      who: 'admin',
      query: [...listParameters, sortParameter(ADMIN_PLAYLIST_SORTS, '-createdAt')],
      ok: { status: 200, description: 'One page.', schema: arrayOf('AdminPlaylist'), headers: totalHeader },
      errors: [400],
    }),
    post: operation({ tag: 'Admin', summary: 'Create a system playlist', who: 'admin', body: 'PlaylistInput', ok: { status: 201, description: 'The playlist.', schema: ref('AdminPlaylist') } }),
  },
  '/api/admin/playlists/{id}': {
    patch: operation({ tag: 'Admin', summary: 'Change any playlist', who: 'admin', pathParams: playlistId, body: 'PlaylistUpdateInput', ok: { status: 200, description: 'The playlist.', schema: ref('AdminPlaylist') }, errors: [404] }),
    delete: operation({ tag: 'Admin', summary: 'Delete any playlist', who: 'admin', pathParams: playlistId, ok: { status: 204, description: 'Deleted.' }, errors: [404] }),
  },
  '/api/openapi.json': { get: operation({ tag: 'Documentation', summary: 'This document', who: 'anyone', ok: { status: 200, description: 'OpenAPI 3.1.', schema: { type: 'object' } } }) },
  '/api/docs': {
    get: {
      ...operation({ tag: 'Documentation', summary: 'This document as a page', who: 'anyone', ok: { status: 200, description: 'HTML.' } }),
      responses: { 200: { description: 'HTML (works offline).', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
};
