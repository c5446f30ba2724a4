import type { ApiClient } from '../test/apiClient';
import type { WellFormedCase } from './fuzzDoor';
import { requestAs, sendWithPhoto, type HttpMethod } from './fuzzRequest';
import { restKey, restOperations, type RestOperation } from './operations';
import { photoOf, providerCallbackQuery, tokenToRevoke } from './wellFormedRows';
import type { FuzzWorld } from './world';

// The well-formed REST case of every route: the registry's valid request, sent by a caller allowed
// to use it. Where the registry's request aims at nothing on purpose (ids nobody has, wrong
// passwords) — so that random principals can send it harmlessly — this aims at rows made for the
// case instead: an account to sign in as or to change the password of, a token to revoke, a user
// to delete. Every accepted change is followed by a world reset, so the next case meets fresh rows.

/** What a route's well-formed case changes of the registry's valid request. */
interface RestAdjustment {
  /** Who sends it; by default the admin for admin routes, else the signed-in user who owns the fixtures. */
  client?: ApiClient;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent as the browser's photo form does (multipart) instead of JSON. */
  photo?: true;
  /** Apollo's CSRF prevention runs a GET query only when the request is not a "simple" one. */
  jsonContentType?: true;
}

const toTarget = async (world: FuzzWorld): Promise<RestAdjustment> => ({ params: { id: (await world.makeAccount()).id } });
const toFixturePlaylist = async (world: FuzzWorld): Promise<RestAdjustment> => ({ params: { id: world.fixtures.playlistId } });

const ADJUSTMENTS: Record<string, (world: FuzzWorld) => Promise<RestAdjustment>> = {
  'GET /graphql': async () => ({ query: { query: '{ me { id username } myPlaylists { id name } }' }, jsonContentType: true }),
  'GET /api/login/callback': async (world) => {
    const client = await world.newClient();
    return { client, query: await providerCallbackQuery(client, world.app.baseUrl) };
  },
  'DELETE /api/tokens/:id': async (world) => ({ params: { id: await tokenToRevoke(world.clients.user) } }),
  'POST /api/auth/login': async (world) => {
    const account = await world.makeAccount();
    return { client: world.clients.anonymous, body: { usernameOrEmail: account.username, password: account.password } };
  },
  'POST /api/auth/register': async (world) => ({ client: world.clients.anonymous }),
  'PATCH /api/auth/password': async (world) => {
    const account = await world.makeAccount();
    return { client: await world.signedIn(account), body: { currentPassword: account.password, newPassword: 'another-good-password' } };
  },
  // The fixture profile is the recipient's: only an admin may change another user's profile.
  'PATCH /api/users/profile/:username': async (world) => ({ client: world.clients.admin }),
  'POST /api/users/upload-profile-image': async () => ({ photo: true }),
  'GET /api/users/:userId/profile-image/:imageId': async (world) => ({ params: await photoOf(world.clients.user) }),
  'DELETE /api/admin/users/:id': toTarget,
  'POST /api/admin/users/:id/reset-password': toTarget,
  'PATCH /api/admin/users/:id/toggle-admin': toTarget,
  'PATCH /api/admin/playlists/:id': toFixturePlaylist,
  'DELETE /api/admin/playlists/:id': toFixturePlaylist,
};

function pathWith(operation: RestOperation, params: Record<string, string>, query: Record<string, string> | undefined): string {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

function wellFormedCaseOf(world: FuzzWorld, operation: RestOperation): WellFormedCase {
  const key = restKey(operation);
  return {
    operation: key,
    errorShape: operation.path.startsWith('/graphql') ? 'GraphQL' : 'REST',
    mayChange: operation.method !== 'GET',
    prepare: async () => {
      const adjustment = (await ADJUSTMENTS[key]?.(world)) ?? {};
      const client = adjustment.client ?? world.clients[operation.adminOnly ? 'admin' : 'user'];
      const path = pathWith(operation, { ...operation.params?.(world.fixtures), ...adjustment.params }, adjustment.query ?? operation.query?.(world.fixtures));
      const body = adjustment.body ?? operation.validBody?.(world.fixtures);
      const csv = operation.csvBody?.(world.fixtures);
      const send = async () => {
        const pending = requestAs(client, operation.method.toLowerCase() as HttpMethod, path);
        if (csv !== undefined) return client.remember(await pending.set('Content-Type', 'text/csv').send(csv));
        if (adjustment.jsonContentType) pending.set('Content-Type', 'application/json');
        if (adjustment.photo) return client.remember(await sendWithPhoto(pending));
        return client.remember(await (body ? pending.send(body) : pending));
      };
      return { send, sent: { path, body: body ?? (csv !== undefined ? { csv } : undefined), photo: adjustment.photo } };
    },
  };
}

/** Every REST route's well-formed case, in the registry's order. */
export function restWellFormedCases(world: FuzzWorld): WellFormedCase[] {
  return restOperations.map((operation) => wellFormedCaseOf(world, operation));
}
