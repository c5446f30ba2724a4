import type { GraphqlOperationName } from '../../schema/operationIds';
import type { WellFormedCase } from './fuzzDoor';
import { requestAs } from './fuzzRequest';
import type { GraphQLOperationDocument } from './graphqlOperations';
import { exampleValues, graphqlOperations, variablesFrom } from './operations';
import { WELL_FORMED_ADJUSTMENTS } from './wellFormedAdjustments';
import type { FuzzWorld } from './world';

// The well-formed GraphQL case of every query and mutation: the registry's valid arguments, sent by
// a caller allowed to use it — aimed, where wellFormedAdjustments.ts says, at rows made for the case
// (the same adjustment as the REST twin's, read as GraphQL variables).

function wellFormedCaseOf(world: FuzzWorld, operation: GraphQLOperationDocument): WellFormedCase {
  const registered = graphqlOperations[operation.name]!;
  return {
    operation: operation.name,
    errorShape: 'GraphQL',
    mayChange: operation.kind === 'mutation',
    prepare: async () => {
      const name = operation.name as GraphqlOperationName;
      const adjustment = (await WELL_FORMED_ADJUSTMENTS[name]?.(world)) ?? {};
      const client = adjustment.client ?? world.clients[registered.adminOnly ? 'admin' : 'user'];
      const example = exampleValues(name, world.fixtures);
      const variables = variablesFrom(operation.args, {
        params: { ...example.params, ...adjustment.params },
        query: adjustment.query ?? example.query,
        body: adjustment.body ?? example.body,
        variables: adjustment.variables ?? example.variables,
      });
      const send = async () =>
        client.remember(
          await requestAs(client, 'post', '/graphql')
            .set('Content-Type', 'application/json')
            .send({ query: operation.document, variables }),
        );
      return { send, sent: { variables } };
    },
  };
}

/** Every query's and mutation's well-formed case, in the schema's order. */
export function graphqlWellFormedCases(world: FuzzWorld, operations: GraphQLOperationDocument[]): WellFormedCase[] {
  return operations.map((operation) => wellFormedCaseOf(world, operation));
}
