import { graphqlOperations, restKey, restOperations, type RestOperation } from '../fuzz/operations';
import type { MatrixFixtures } from './matrixWorld';

// What each cell of the authorization matrix sends. The fuzz registry's valid requests are the
// base; where they aim at nothing (ids nobody has, wrong passwords) the matrix aims at real rows
// instead, so an allowed cell really succeeds and a refused one really protects something: the
// owner's playlist, track, photo and spare token, a target user for the admin operations.

/** A REST request with its path filled in. */
export interface RestRequest {
  method: RestOperation['method'];
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent as the browser's photo form does (multipart, field `profileImage`) instead of JSON. */
  photoUpload?: true;
  /** A GraphQL request over GET: answered in GraphQL's shape. */
  answersAsGraphql?: true;
  /** A text/csv body instead of JSON. */
  csv?: string;
}

type RestOverride = (fx: MatrixFixtures) => Partial<Omit<RestRequest, 'method'>> & { params?: Record<string, string> };

const REST_OVERRIDES: Record<string, RestOverride> = {
  // Without a built client there is no playground page: GET /graphql runs queries (never mutations).
  'GET /graphql': () => ({ query: { query: '{ me { id username } myPlaylists { id name } }' }, answersAsGraphql: true }),
  'POST /api/auth/login': (fx) => ({ body: { usernameOrEmail: fx.loginUsername, password: fx.loginPassword } }),
  'DELETE /api/tokens/:id': (fx) => ({ params: { id: fx.spareTokenId } }),
  'GET /api/users/profile/:username': (fx) => ({ params: { username: fx.ownerUsername } }),
  'PATCH /api/users/profile/:username': (fx) => ({ params: { username: fx.ownerUsername } }),
  'POST /api/users/upload-profile-image': () => ({ photoUpload: true }),
  'GET /api/users/:userId/profile-image/:imageId': (fx) => ({ params: { userId: fx.ownerId, imageId: fx.ownerImageId } }),
  'DELETE /api/admin/users/:id': (fx) => ({ params: { id: fx.targetUserId } }),
  'POST /api/admin/users/:id/reset-password': (fx) => ({ params: { id: fx.targetUserId } }),
  'PATCH /api/admin/users/:id/toggle-admin': (fx) => ({ params: { id: fx.targetUserId } }),
  'PATCH /api/admin/playlists/:id': (fx) => ({ params: { id: fx.playlistId } }),
  'DELETE /api/admin/playlists/:id': (fx) => ({ params: { id: fx.playlistId } }),
};

/** The request a matrix cell sends for a REST route. */
export function restRequest(operation: RestOperation, fx: MatrixFixtures): RestRequest {
  const override = REST_OVERRIDES[restKey(operation)]?.(fx) ?? {};
  const params = { ...operation.params?.(fx), ...override.params };
  return {
    method: operation.method,
    path: operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!)),
    query: override.query ?? operation.query?.(fx),
    body: override.body ?? operation.validBody?.(fx),
    photoUpload: override.photoUpload,
    answersAsGraphql: override.answersAsGraphql,
    csv: operation.csvBody?.(fx),
  };
}

const GRAPHQL_OVERRIDES: Record<string, (fx: MatrixFixtures) => Record<string, unknown>> = {
  login: (fx) => ({ input: { usernameOrEmail: fx.loginUsername, password: fx.loginPassword } }),
  revokeApiToken: (fx) => ({ id: fx.spareTokenId }),
  userProfile: (fx) => ({ username: fx.ownerUsername }),
  updateUserProfile: (fx) => ({ username: fx.ownerUsername, input: { displayName: 'Matrix Name', phoneNumber: '+1 555 0190', bio: 'Bass' } }),
  deleteUser: (fx) => ({ id: fx.targetUserId }),
  resetUserPassword: (fx) => ({ id: fx.targetUserId, password: 'six-ok' }),
  setUserAdmin: (fx) => ({ id: fx.targetUserId, isAdmin: true }),
  adminUpdatePlaylist: (fx) => ({ id: fx.playlistId, input: { name: 'Renamed by an admin' } }),
  adminDeletePlaylist: (fx) => ({ id: fx.playlistId }),
};

/** The variables a matrix cell sends for a GraphQL operation. */
export function graphqlVariables(name: string, fx: MatrixFixtures): Record<string, unknown> {
  return GRAPHQL_OVERRIDES[name]?.(fx) ?? graphqlOperations[name]!.validArgs(fx);
}

/** Every REST route of the registry, by "METHOD /path". */
export const restOperationsByKey = new Map(restOperations.map((operation) => [restKey(operation), operation]));
