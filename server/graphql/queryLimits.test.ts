import { buildSchema, parse, validate } from 'graphql';
import { aliasLimitRule, depthLimitRule, MAX_ALIASES, MAX_QUERY_DEPTH } from './queryLimits';

// A recursive schema, so any depth can be written (ours is not deep yet, but will be).
const schema = buildSchema('type Query { node: Node } type Node { child: Node name: String }');

/** A selection `levels` fields deep: child { child { ... { name } } }. */
function chain(levels: number): string {
  return levels <= 1 ? 'name' : `child { ${chain(levels - 1)} }`;
}

/** A whole query `depth` fields deep, starting at Query.node. */
function nested(depth: number): string {
  return `{ node { ${chain(depth - 1)} } }`;
}

const errorsOf = (query: string) => validate(schema, parse(query), [depthLimitRule, aliasLimitRule]).map((error) => error.message);

describe('depthLimitRule', () => {
  it(`allows ${MAX_QUERY_DEPTH} levels and refuses ${MAX_QUERY_DEPTH + 1}`, () => {
    expect(errorsOf(nested(MAX_QUERY_DEPTH - 1))).toEqual([]);
    expect(errorsOf(nested(MAX_QUERY_DEPTH))).toEqual([]);
    expect(errorsOf(nested(MAX_QUERY_DEPTH + 1))).toEqual([`Query is too deep: 11 levels, at most ${MAX_QUERY_DEPTH} allowed`]);
  });

  it('follows fragments, and does not loop on fragments that spread themselves', () => {
    const fragment = (levels: number) => `{ node { ...deep } } fragment deep on Node { ${chain(levels)} }`;
    expect(errorsOf(fragment(MAX_QUERY_DEPTH - 1))).toEqual([]);
    expect(errorsOf(fragment(MAX_QUERY_DEPTH))).toHaveLength(1);
    const cyclic = 'query { node { ...a } } fragment a on Node { child { ...a } }';
    expect(() => validate(schema, parse(cyclic), [depthLimitRule])).not.toThrow();
  });

  it('does not count introspection fields', () => {
    expect(errorsOf('{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } }')).toEqual([]);
  });
});

describe('aliasLimitRule', () => {
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, index) => `a${index}: node { name }`).join(' ')} }`;
  it(`allows ${MAX_ALIASES} aliases and refuses ${MAX_ALIASES + 1}`, () => {
    expect(errorsOf(aliases(MAX_ALIASES))).toEqual([]);
    expect(errorsOf(aliases(MAX_ALIASES + 1))).toEqual([`Too many aliases: 16, at most ${MAX_ALIASES} allowed`]);
  });
});
