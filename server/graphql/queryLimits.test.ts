import { buildSchema, Kind, Lexer, parse, Source, TokenKind, validate, type OperationDefinitionNode } from 'graphql';
import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_DIRECTIVES } from '../../schema/limits';
import { fragmentFanOut, graphqlCostClasses } from '../../testkit/graphqlCostClasses';
import { emittedSchema } from '../fuzz/graphqlOperations';
import { operationCost } from './queryCost';
import { aliasLimitRule, limitMessages, operationShapeRule, type VisitCounter } from './queryLimits';

// A recursive schema, so any depth can be written (ours is not deep yet, but will be).
const recursive = buildSchema('type Query { node: Node } type Node { child: Node name: String }');

/** A selection `levels` fields deep: child { child { ... { name } } }. */
function chain(levels: number): string {
  return levels <= 1 ? 'name' : `child { ${chain(levels - 1)} }`;
}

/** A whole query `depth` fields deep, starting at Query.node. */
function nested(depth: number): string {
  return `{ node { ${chain(depth - 1)} } }`;
}

const errorsOf = (query: string) =>
  validate(recursive, parse(query), [operationShapeRule(), aliasLimitRule()]).map((error) => error.message);

describe('depth limit', () => {
  it(`allows ${GRAPHQL_MAX_DEPTH} levels and refuses ${GRAPHQL_MAX_DEPTH + 1}`, () => {
    expect(errorsOf(nested(GRAPHQL_MAX_DEPTH - 1))).toEqual([]);
    expect(errorsOf(nested(GRAPHQL_MAX_DEPTH))).toEqual([]);
    expect(errorsOf(nested(GRAPHQL_MAX_DEPTH + 1))).toEqual([limitMessages.depth(GRAPHQL_MAX_DEPTH + 1)]);
    expect(limitMessages.depth(11)).toBe(`Query is too deep: 11 levels, at most ${GRAPHQL_MAX_DEPTH} allowed`);
  });

  it('follows fragments and inline fragments, and does not loop on fragments that spread themselves', () => {
    const fragment = (levels: number) =>
      `{ node { ...deep } } fragment deep on Node { ... on Node { ${chain(levels)} } }`;
    expect(errorsOf(fragment(GRAPHQL_MAX_DEPTH - 1))).toEqual([]);
    expect(errorsOf(fragment(GRAPHQL_MAX_DEPTH))).toEqual([limitMessages.depth(GRAPHQL_MAX_DEPTH + 1)]);
    const cyclic = 'query { node { ...a } } fragment a on Node { child { ...a } }';
    expect(() => validate(recursive, parse(cyclic), [operationShapeRule()])).not.toThrow();
  });

  it('measures a fragment the same wherever it is spread (memoised once per document)', () => {
    const shallowFirst = `{ node { name ...deep } a: node { child { ...deep } } } fragment deep on Node { ${chain(GRAPHQL_MAX_DEPTH - 1)} }`;
    expect(errorsOf(shallowFirst)).toEqual([limitMessages.depth(GRAPHQL_MAX_DEPTH + 1)]);
  });

  it('does not count introspection fields', () => {
    expect(
      errorsOf(
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }',
      ),
    ).toEqual([]);
  });
});

describe('alias limit', () => {
  const aliases = (count: number) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: node { name }`).join(' ')} }`;
  it(`allows ${GRAPHQL_MAX_ALIASES} aliases and refuses ${GRAPHQL_MAX_ALIASES + 1}`, () => {
    expect(errorsOf(aliases(GRAPHQL_MAX_ALIASES))).toEqual([]);
    expect(errorsOf(aliases(GRAPHQL_MAX_ALIASES + 1))).toEqual([
      `Too many aliases: 16, at most ${GRAPHQL_MAX_ALIASES} allowed`,
    ]);
  });
});

describe('directive limit', () => {
  const directives = (count: number) => `{ node { ${'name @include(if: true) '.repeat(count)}} }`;
  it(`allows ${GRAPHQL_MAX_DIRECTIVES} directives and refuses ${GRAPHQL_MAX_DIRECTIVES + 1}, counting a fragment's once per spread`, () => {
    expect(errorsOf(directives(GRAPHQL_MAX_DIRECTIVES))).toEqual([]);
    expect(errorsOf(directives(GRAPHQL_MAX_DIRECTIVES + 1))).toEqual([
      `Too many directives: 51, at most ${GRAPHQL_MAX_DIRECTIVES} allowed`,
    ]);
    const spreadTwice = `{ node { ...d } other: node { ...d } } fragment d on Node { ${'name @skip(if: false) '.repeat(26)}}`;
    expect(errorsOf(spreadTwice)).toEqual([limitMessages.directives(52)]);
  });
});

/** Tokens of a document as graphql-js's parser counts them for `maxTokens`. */
function tokensOf(document: string): number {
  const lexer = new Lexer(new Source(document));
  let tokens = 0;
  while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
  return tokens;
}

/** AST nodes each rule of ours visits for `document`, against the real schema. */
function workOf(document: string, operationName?: string): { shape: number; aliases: number; cost: number } {
  const schema = emittedSchema();
  const parsed = parse(document);
  const shape: VisitCounter = { count: 0 };
  const aliases: VisitCounter = { count: 0 };
  const cost: VisitCounter = { count: 0 };
  validate(schema, parsed, [operationShapeRule(shape), aliasLimitRule(aliases)]);
  const operations = parsed.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations.find((candidate) => candidate.name?.value === operationName) ?? operations[0]!;
  operationCost(schema, parsed, operation, {}, cost);
  return { shape: shape.count, aliases: aliases.count, cost: cost.count };
}

describe('the work of our rules is proportional to the document', () => {
  it('fragment fan-out: 2^k spreads cost O(k) visits, not O(2^k)', () => {
    const visits = [10, 20, 40, 80].map((fragments) => workOf(fragmentFanOut(fragments)));
    for (const rule of ['shape', 'aliases', 'cost'] as const) {
      const perFragment = visits.map((work, index) => work[rule] / [10, 20, 40, 80][index]!);
      // Each fragment adds the same few visits (its two spreads, itself, its operation share), whatever k is.
      expect(Math.max(...perFragment)).toBeLessThanOrEqual(4);
    }
  });

  for (const costClass of graphqlCostClasses.filter(
    (candidate) => !['batching', 'width', 'body', 'text'].includes(candidate.limit),
  )) {
    it(`${costClass.name}: every rule visits at most 2 nodes per token, at every size`, () => {
      for (let size = costClass.start; size <= Math.min(costClass.max, 2048); size *= 2) {
        const request = costClass.build(size, 'T');
        const tokens = tokensOf(request.query);
        const work = workOf(request.query, request.operationName);
        expect({
          size,
          shape: work.shape <= 2 * tokens,
          aliases: work.aliases <= 2 * tokens,
          cost: work.cost <= 2 * tokens,
        }).toEqual({ size, shape: true, aliases: true, cost: true });
      }
    });
  }
});
