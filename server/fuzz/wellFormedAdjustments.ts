import type { OperationId } from '../../schema/operationIds';
import type { ApiClient } from '../test/apiClient';
import { photoOf, providerCallbackQuery, soundOf, tokenToRevoke } from './wellFormedRows';
import type { FuzzWorld } from './world';

// What the well-formed case of an operation changes of its example, on both doors (wellFormedRest.ts,
// wellFormedGraphql.ts): the examples aim at nothing on purpose (ids nobody has, wrong passwords) so
// that random principals can send them harmlessly; the well-formed case aims at rows made for it
// instead: an account to sign in as or to change the password of, a token to revoke, a user to
// delete. The values are the REST door's; the GraphQL variables are read from them.

/** What an operation's well-formed case changes of its example. */
export interface WellFormedAdjustment {
  /** Who sends it; by default the admin for admin operations, else the signed-in user who owns the fixtures. */
  client?: ApiClient;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** GraphQL variables where they cannot be read from the values above. */
  variables?: Record<string, unknown>;
  /** Sent as the browser's photo form does (multipart) instead of JSON. */
  photo?: true;
  /** Sent as the browser's sound form does (multipart) instead of JSON. */
  sound?: true;
}

const toTarget = async (world: FuzzWorld): Promise<WellFormedAdjustment> => ({
  params: { id: (await world.makeAccount()).id },
});
const toFixturePlaylist = async (world: FuzzWorld): Promise<WellFormedAdjustment> => ({
  params: { id: world.fixtures.playlistId },
});

/** The adjustments, by operation id. */
export const WELL_FORMED_ADJUSTMENTS: Partial<
  Record<OperationId, (world: FuzzWorld) => Promise<WellFormedAdjustment>>
> = {
  finishProviderLogin: async (world) => {
    const client = await world.newClient();
    return { client, query: await providerCallbackQuery(client, world.app.baseUrl) };
  },
  revokeApiToken: async (world) => ({ params: { id: await tokenToRevoke(world.clients.user) } }),
  login: async (world) => {
    const account = await world.makeAccount();
    return { client: world.clients.anonymous, body: { usernameOrEmail: account.username, password: account.password } };
  },
  register: async (world) => ({ client: world.clients.anonymous }),
  changePassword: async (world) => {
    const account = await world.makeAccount();
    return {
      client: await world.signedIn(account),
      body: { currentPassword: account.password, newPassword: 'another-good-password' },
    };
  },
  // The fixture profile is the recipient's: only an admin may change another user's profile.
  updateUserProfile: async (world) => ({ client: world.clients.admin }),
  uploadProfileImage: async () => ({ photo: true }),
  profileImage: async (world) => ({ params: await photoOf(world.clients.user) }),
  uploadSound: async () => ({ sound: true }),
  sound: async (world) => ({ params: { id: await soundOf(world.clients.user) } }),
  deleteSound: async (world) => ({ params: { id: await soundOf(world.clients.user) } }),
  deleteUser: toTarget,
  resetUserPassword: toTarget,
  toggleUserAdmin: toTarget,
  setUserAdmin: async (world) => ({ variables: { id: (await world.makeAccount()).id, isAdmin: true } }),
  adminUpdatePlaylist: toFixturePlaylist,
  adminDeletePlaylist: toFixturePlaylist,
};
