import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import {
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_DEPTH,
  GRAPHQL_MAX_DIRECTIVES,
  GRAPHQL_MAX_TOKENS,
} from '../../schema/limits';

/** Counts the AST nodes a rule looks at, so tests can show the work is proportional to the document. */
export interface VisitCounter {
  count: number;
}

/** The messages of the limits, each naming the limit and its number. */
export const limitMessages = {
  tokens: () =>
    `Too many tokens: more than ${GRAPHQL_MAX_TOKENS} in the document, at most ${GRAPHQL_MAX_TOKENS} allowed`,
  depth: (depth: number) => `Query is too deep: ${depth} levels, at most ${GRAPHQL_MAX_DEPTH} allowed`,
  aliases: (aliases: number) => `Too many aliases: ${aliases}, at most ${GRAPHQL_MAX_ALIASES} allowed`,
  directives: (directives: number) => `Too many directives: ${directives}, at most ${GRAPHQL_MAX_DIRECTIVES} allowed`,
};

/** How deep a selection nests and how many directives run in it, fragments counted as often as spread. */
interface Shape {
  depth: number;
  directives: number;
}

const EMPTY: Shape = { depth: 0, directives: 0 };

/**
 * Measures selections with each fragment measured once (memoised by name): a fragment spread
 * 2^k times through k fragments costs k fragment walks, not 2^k. A fragment met again while it is
 * being measured is a cycle, which graphql-js's NoFragmentCyclesRule refuses; it counts as empty.
 */
function shapeMeasurer(
  fragmentNamed: (name: string) => FragmentDefinitionNode | undefined | null,
  visits: VisitCounter,
) {
  const measured = new Map<string, Shape>();
  const measuring = new Set<string>();

  function ofSelectionSet(selectionSet: SelectionSetNode | undefined): Shape {
    if (!selectionSet) return EMPTY;
    let depth = 0;
    let directives = 0;
    for (const selection of selectionSet.selections) {
      const shape = ofSelection(selection);
      depth = Math.max(depth, shape.depth);
      directives += shape.directives;
    }
    return { depth, directives };
  }

  function ofSelection(node: SelectionNode): Shape {
    visits.count += 1;
    const own = node.directives?.length ?? 0;
    if (node.kind === Kind.FIELD) {
      // Introspection is bounded by our own schema, and GraphiQL's introspection query is deeper than the limit.
      if (node.name.value.startsWith('__')) return { depth: 0, directives: own };
      const inner = ofSelectionSet(node.selectionSet);
      return { depth: 1 + inner.depth, directives: own + inner.directives };
    }
    const inner = node.kind === Kind.INLINE_FRAGMENT ? ofSelectionSet(node.selectionSet) : ofFragment(node.name.value);
    return { depth: inner.depth, directives: own + inner.directives };
  }

  function ofFragment(name: string): Shape {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragmentNamed(name);
    if (!fragment || measuring.has(name)) return EMPTY;
    visits.count += 1;
    measuring.add(name);
    const inner = ofSelectionSet(fragment.selectionSet);
    measuring.delete(name);
    const shape = { depth: inner.depth, directives: (fragment.directives?.length ?? 0) + inner.directives };
    measured.set(name, shape);
    return shape;
  }

  return ofSelectionSet;
}

/**
 * Refuses operations nested deeper than GRAPHQL_MAX_DEPTH fields or running more than
 * GRAPHQL_MAX_DIRECTIVES directives. One walk per document: fragments are measured once, shared by
 * every operation of the document. `visits` is for tests.
 */
export function operationShapeRule(visits: VisitCounter = { count: 0 }): ValidationRule {
  return (context) => {
    const measure = shapeMeasurer((name) => context.getFragment(name), visits);
    return {
      OperationDefinition(operation) {
        visits.count += 1;
        const shape = measure(operation.selectionSet);
        const directives = shape.directives + (operation.directives?.length ?? 0);
        if (shape.depth > GRAPHQL_MAX_DEPTH)
          context.reportError(new GraphQLError(limitMessages.depth(shape.depth), { nodes: [operation] }));
        if (directives > GRAPHQL_MAX_DIRECTIVES)
          context.reportError(new GraphQLError(limitMessages.directives(directives), { nodes: [operation] }));
      },
    };
  };
}

/** Refuses documents with more than GRAPHQL_MAX_ALIASES aliased fields. `visits` is for tests. */
export function aliasLimitRule(visits: VisitCounter = { count: 0 }): ValidationRule {
  return (context) => {
    let aliases = 0;
    return {
      Field(field) {
        visits.count += 1;
        if (field.alias) aliases += 1;
      },
      Document: {
        leave(document) {
          if (aliases > GRAPHQL_MAX_ALIASES)
            context.reportError(new GraphQLError(limitMessages.aliases(aliases), { nodes: [document] }));
        },
      },
    };
  };
}

/** Refuses operations of a kind the schema has no root type for (e.g. a subscription here) as invalid input, before execution. */
export const knownOperationTypeRule: ValidationRule = (context) => ({
  OperationDefinition(operation) {
    if (!context.getSchema().getRootType(operation.operation)) {
      context.reportError(
        new GraphQLError(`This API has no ${operation.operation} operations`, { nodes: [operation] }),
      );
    }
  },
});

/** graphql-js's own message when `parse(…, { maxTokens })` gives up. */
const PARSER_TOKEN_LIMIT = /^Syntax Error: Document contains more tha[nt] \d+ tokens\. Parsing aborted\.$/;

/** True for the parser's "too many tokens" error, which the error formatter words like our other limits. */
export function isTokenLimitError(message: string): boolean {
  return PARSER_TOKEN_LIMIT.test(message);
}
