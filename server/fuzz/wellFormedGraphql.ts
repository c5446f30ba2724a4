import type { ApiClient } from '../test/apiClient';
import type { WellFormedCase } from './fuzzDoor';
import { requestAs } from './fuzzRequest';
import type { GraphQLOperationDocument } from './graphqlOperations';
import { graphqlOperations } from './operations';
import { tokenToRevoke } from './wellFormedRows';
import type { FuzzWorld } from './world';

// The well-formed GraphQL case of every query and mutation: the registry's valid arguments, sent by
// a caller allowed to use it — aimed, where the registry aims at nothing on purpose, at rows made
// for the case (as wellFormedRest.ts explains).

/** What an operation's well-formed case changes of the registry's valid request. */
interface GraphqlAdjustment {
  /** Who sends it; by default the admin for admin operations, else the signed-in user who owns the fixtures. */
  client?: ApiClient;
  variables?: Record<string, unknown>;
}

const onTarget = (extra: Record<string, unknown>) => async (world: FuzzWorld): Promise<GraphqlAdjustment> => ({
  variables: { id: (await world.makeAccount()).id, ...extra },
});
const onFixturePlaylist = (extra: Record<string, unknown>) => async (world: FuzzWorld): Promise<GraphqlAdjustment> => ({
  variables: { id: world.fixtures.playlistId, ...extra },
});

const ADJUSTMENTS: Record<string, (world: FuzzWorld) => Promise<GraphqlAdjustment>> = {
  login: async (world) => {
    const account = await world.makeAccount();
    return { client: world.clients.anonymous, variables: { input: { usernameOrEmail: account.username, password: account.password } } };
  },
  register: async (world) => ({ client: world.clients.anonymous }),
  changePassword: async (world) => {
    const account = await world.makeAccount();
    return { client: await world.signedIn(account), variables: { input: { currentPassword: account.password, newPassword: 'another-good-password' } } };
  },
  revokeApiToken: async (world) => ({ variables: { id: await tokenToRevoke(world.clients.user) } }),
  // The fixture profile is the recipient's: only an admin may change another user's profile.
  updateUserProfile: async (world) => ({ client: world.clients.admin }),
  deleteUser: onTarget({}),
  resetUserPassword: onTarget({ password: 'six-ok' }),
  setUserAdmin: onTarget({ isAdmin: true }),
  adminUpdatePlaylist: onFixturePlaylist({ input: { name: 'Renamed by an admin' } }),
  adminDeletePlaylist: onFixturePlaylist({}),
};

function wellFormedCaseOf(world: FuzzWorld, operation: GraphQLOperationDocument): WellFormedCase {
  const registered = graphqlOperations[operation.name]!;
  return {
    operation: operation.name,
    errorShape: 'GraphQL',
    mayChange: operation.kind === 'mutation',
    prepare: async () => {
      const adjustment = (await ADJUSTMENTS[operation.name]?.(world)) ?? {};
      const client = adjustment.client ?? world.clients[registered.adminOnly ? 'admin' : 'user'];
      const variables = adjustment.variables ?? registered.validArgs(world.fixtures);
      const send = async () =>
        client.remember(await requestAs(client, 'post', '/graphql').set('Content-Type', 'application/json').send({ query: operation.document, variables }));
      return { send, sent: { variables } };
    },
  };
}

/** Every query's and mutation's well-formed case, in the schema's order. */
export function graphqlWellFormedCases(world: FuzzWorld, operations: GraphQLOperationDocument[]): WellFormedCase[] {
  return operations.map((operation) => wellFormedCaseOf(world, operation));
}
