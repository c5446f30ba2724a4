import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** The committed contract (schema/schema.graphql), as clients see it. */
export function emittedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8'));
}

/** A Query or Mutation field, with the document that calls it with one variable per argument. */
export interface GraphQLOperationDocument {
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  args: readonly GraphQLArgument[];
}

/** Every leaf field of `type`, nested objects included down to `depth` levels, so serializers run too. */
function selectionOf(type: GraphQLNamedType, depth: number): string {
  if (isLeafType(type) || !isObjectType(type)) return '';
  const fields = Object.values(type.getFields())
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) return field.name;
      return depth > 1 ? `${field.name} ${selectionOf(inner, depth - 1)}` : '';
    })
    .filter(Boolean);
  return `{ ${fields.join(' ')} }`;
}

function documentFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectionOf(getNamedType(field.type), 3);
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

/** Every query and mutation of the schema, each with a document selecting all it returns. */
export function graphqlOperationDocuments(schema: GraphQLSchema = emittedSchema()): GraphQLOperationDocument[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      name: field.name,
      kind,
      document: documentFor(kind, field),
      args: field.args,
    })),
  );
}

/** The names of an input object's fields with their scalar type names, or null for a scalar argument. */
export function inputFieldsOf(type: GraphQLInputType): Array<{ name: string; type: string }> | null {
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return null;
  return Object.values(named.getFields()).map((field) => ({ name: field.name, type: getNamedType(field.type).name }));
}

/**
 * Every subscription of the schema, with a document selecting all it sends. Kept apart from
 * {@link graphqlOperationDocuments}: subscriptions run over WebSocket only, so the HTTP fuzz and
 * matrix do not send them; server/trust/subscriptions.trust.test.ts does, over a real socket.
 */
export function subscriptionDocuments(
  schema: GraphQLSchema = emittedSchema(),
): Array<{ name: string; document: string; args: readonly GraphQLArgument[] }> {
  return Object.values(schema.getSubscriptionType()?.getFields() ?? {}).map((field) => ({
    name: field.name,
    document: documentFor('subscription', field),
    args: field.args,
  }));
}
