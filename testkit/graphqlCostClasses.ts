// The GraphQL inputs of the cost suite: each class grows with `size` and is refused by one
// of the limits in schema/limits.ts. Shared by the deterministic checks in `npm test`
// (server/graphql/queryLimits.test.ts, server/api/graphqlLimits.api.test.ts) and the timed
// `npm run bench:cost`, which imports this file directly (Node 24 strips the types), so it keeps
// to erasable TypeScript and imports nothing.

/** One GraphQL request body: a document, the operation to run and its variables (or a whole odd body). */
export interface GraphqlCostRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  /** Sent instead of `{ query, operationName, variables }` when set (e.g. a batch array). */
  body?: unknown;
}

/** A class of growing GraphQL inputs and the limit that refuses it. */
export interface GraphqlCostClass {
  name: string;
  /** Which limit refuses it, as docs/API.md "Request limits" states it. */
  limit: 'tokens' | 'depth' | 'aliases' | 'directives' | 'cost' | 'width' | 'body' | 'batching' | 'text';
  /** Sizes tried: start, 2·start, 4·start … while ≤ max. */
  start: number;
  max: number;
  /** The request at `size`; `tag` makes the document new each time, so no cache hides the work. */
  build: (size: number, tag: string) => GraphqlCostRequest;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** k fragments, each spreading the next one twice: 2^k spreads of the last. */
export function fragmentFanOut(fragments: number, tag = 'A'): string {
  const chain = range(fragments).map((index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`);
  return `query FanOut${tag} { ...F0 } ${chain.join(' ')} fragment F${fragments} on Query { me { id } }`;
}

/** k fragments in a line, each spreading the next once. */
export function fragmentChain(fragments: number, tag = 'A'): string {
  const chain = range(fragments).map((index) => `fragment F${index} on Query { ...F${index + 1} }`);
  return `query Chain${tag} { ...F0 } ${chain.join(' ')} fragment F${fragments} on Query { me { id } }`;
}

/** One field asked `count` times. */
export const fieldRepetition = (count: number, tag = 'A') => `query Repeat${tag} { me { ${'id '.repeat(count)}} }`;

/** `count` aliases of one field. */
export const manyAliases = (count: number, tag = 'A') =>
  `query Aliases${tag} { ${range(count)
    .map((index) => `a${index}: me { id }`)
    .join(' ')} }`;

/** `count` fields, each with its own directive. */
export const manyDirectives = (count: number, tag = 'A') =>
  `query Directives${tag} { me { ${'id @include(if: true) '.repeat(count)}} }`;

/** Selections nested `levels` deep through inline fragments (the schema itself is shallow). */
export const deepInlineFragments = (levels: number, tag = 'A') =>
  `query Deep${tag} { ${'... on Query { '.repeat(levels)}me { id }${' }'.repeat(levels)} }`;

/** `count` operations in one document; the first is run. */
export const manyOperations = (count: number, tag = 'A') =>
  range(count)
    .map((index) => `query Op${index}${tag} { me { id } }`)
    .join(' ');

/** Four aliased admin pages of users, each of `pageSize` rows: the cost grows with the page size. */
export const adminPages = (pageSize: number, tag = 'A') =>
  `query Pages${tag} { ${[0, 1, 2, 3].map((index) => `p${index}: adminUsers(query: { limit: ${pageSize}, offset: ${index * pageSize} }) { total items { id username email displayName isAdmin createdAt } }`).join(' ')} }`;

/** Every class of the suite. */
export const graphqlCostClasses: GraphqlCostClass[] = [
  {
    name: 'fragment fan-out (k fragments, 2^k spreads)',
    limit: 'cost',
    start: 1,
    max: 256,
    build: (k, tag) => ({ query: fragmentFanOut(k, tag) }),
  },
  {
    name: 'fragment chain',
    limit: 'tokens',
    start: 1,
    max: 1024,
    build: (k, tag) => ({ query: fragmentChain(k, tag) }),
  },
  {
    name: 'field repetition',
    limit: 'tokens',
    start: 1,
    max: 4096,
    build: (count, tag) => ({ query: fieldRepetition(count, tag) }),
  },
  {
    name: 'aliases',
    limit: 'aliases',
    start: 1,
    max: 1024,
    build: (count, tag) => ({ query: manyAliases(count, tag) }),
  },
  {
    name: 'directives',
    limit: 'directives',
    start: 1,
    max: 1024,
    build: (count, tag) => ({ query: manyDirectives(count, tag) }),
  },
  {
    name: 'deep nesting of selections',
    limit: 'tokens',
    start: 1,
    max: 4096,
    build: (levels, tag) => ({ query: deepInlineFragments(levels, tag) }),
  },
  {
    name: 'operations in one document',
    limit: 'tokens',
    start: 1,
    max: 1024,
    build: (count, tag) => ({ query: manyOperations(count, tag), operationName: `Op0${tag}` }),
  },
  {
    name: 'list page size (4 admin pages of users)',
    limit: 'cost',
    start: 1,
    max: 256,
    build: (size, tag) => ({ query: adminPages(size, tag) }),
  },
  {
    name: 'batched array of operations',
    limit: 'batching',
    start: 1,
    max: 1024,
    build: (count, tag) => ({
      query: '',
      body:
        count === 1
          ? { query: `query Batch${tag} { me { id } }` }
          : range(count).map(() => ({ query: `query Batch${tag} { me { id } }` })),
    }),
  },
  {
    name: 'wide variables object (undeclared variables)',
    limit: 'width',
    start: 16,
    max: 1 << 20,
    build: (count, tag) => ({
      query: `query Vars${tag}($withId: Boolean!) { me { id @include(if: $withId) } }`,
      variables: { withId: true, ...Object.fromEntries(range(count).map((index) => [`v${index}`, index])) },
    }),
  },
  {
    name: 'large variables (one long value)',
    limit: 'body',
    start: 1024,
    max: 1 << 22,
    build: (length, tag) => ({
      query: `query Large${tag}($withId: Boolean!) { me { id @include(if: $withId) } }`,
      variables: { withId: true, pad: 'x'.repeat(length) },
    }),
  },
  {
    name: 'long text argument (playlist name)',
    limit: 'text',
    start: 4,
    max: 1 << 20,
    build: (length, tag) => ({
      query: `mutation Text${tag}($name: String!) { createPlaylist(input: { name: $name }) { id } }`,
      variables: { name: 'a'.repeat(length) },
    }),
  },
];
