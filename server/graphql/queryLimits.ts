import { GraphQLError, Kind, type ASTNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Deepest selection nesting a query may have. */
export const MAX_QUERY_DEPTH = 10;
/** Most aliased fields one operation may have (aliases multiply work on one field). */
export const MAX_ALIASES = 15;

function depthOf(node: ASTNode, context: ValidationContext, seenFragments: Set<string>): number {
  if (node.kind === Kind.FRAGMENT_SPREAD) {
    if (seenFragments.has(node.name.value)) return 0;
    const fragment = context.getFragment(node.name.value);
    return fragment ? depthOf(fragment, context, new Set([...seenFragments, node.name.value])) : 0;
  }
  // Introspection is bounded by our own schema and the playground's standard introspection query is deeper than 10.
  if (node.kind === Kind.FIELD && node.name.value.startsWith('__')) return 0;
  if (!('selectionSet' in node) || !node.selectionSet) return node.kind === Kind.FIELD ? 1 : 0;
  const childDepth = Math.max(0, ...node.selectionSet.selections.map((child) => depthOf(child, context, seenFragments)));
  return node.kind === Kind.FIELD ? 1 + childDepth : childDepth;
}

/** Refuses operations nested deeper than MAX_QUERY_DEPTH fields (introspection fields do not count). */
export const depthLimitRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    const depth = depthOf(operation, context, new Set());
    if (depth > MAX_QUERY_DEPTH) {
      context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${MAX_QUERY_DEPTH} allowed`, { nodes: [operation] }));
    }
  },
});

/** Refuses documents with more than MAX_ALIASES aliased fields. */
export const aliasLimitRule: ValidationRule = (context) => {
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    Document: {
      leave(document) {
        if (aliases > MAX_ALIASES) {
          context.reportError(new GraphQLError(`Too many aliases: ${aliases}, at most ${MAX_ALIASES} allowed`, { nodes: [document] }));
        }
      },
    },
  };
};

/** Refuses operations of a kind the schema has no root type for (e.g. a subscription here) as invalid input, before execution. */
export const knownOperationTypeRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation)) {
      context.reportError(new GraphQLError(`This API has no ${operation.operation} operations`, { nodes: [operation] }));
    }
  },
});
