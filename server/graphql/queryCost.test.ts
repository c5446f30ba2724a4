import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  getNullableType,
  isListType,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { ADMIN_LIST_DEFAULT_LIMIT, ADMIN_LIST_MAX_LIMIT, GRAPHQL_MAX_COST } from '../../schema/limits';
import { adminPages } from '../../testkit/graphqlCostClasses';
import { emittedSchema } from '../fuzz/graphqlOperations';
import { cachedOperationCost, costMessage, LIST_SIZES, operationCost } from './queryCost';

const schema = emittedSchema();

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

const costOf = (query: string, variables: Record<string, unknown> = {}) => {
  const document = parse(query);
  return operationCost(schema, document, operationsOf(document)[0]!, variables);
};

describe('operation cost', () => {
  it('is remembered for the same parsed operation, unless a page size comes from its variables', () => {
    const fixed = parse('{ myPlaylists { id name } }');
    const fixedOperation = operationsOf(fixed)[0]!;
    expect(cachedOperationCost(schema, fixed, fixedOperation, {})).toBe(150);
    expect(cachedOperationCost(schema, fixed, fixedOperation, {})).toBe(150);
    const paged = parse('query($q: AdminListQuery) { adminUsers(query: $q) { total items { id } } }');
    const pagedOperation = operationsOf(paged)[0]!;
    expect(cachedOperationCost(schema, paged, pagedOperation, { q: { limit: 10 } })).toBe(10 * 4);
    expect(cachedOperationCost(schema, paged, pagedOperation, { q: { limit: 20 } })).toBe(20 * 4);
  });

  it('gives every list field of the schema a declared size, so a new list makes its author choose', () => {
    // Interfaces too: a fragment on one (BarPattern_fields) counts its lists by the interface's name.
    const listFields = Object.values(schema.getTypeMap())
      .filter((type) => (isObjectType(type) || isInterfaceType(type)) && !type.name.startsWith('__'))
      .flatMap((type) =>
        isObjectType(type) || isInterfaceType(type)
          ? Object.values(type.getFields())
              .filter((field) => isListType(getNullableType(field.type)))
              .map((field) => `${type.name}.${field.name}`)
          : [],
      );
    const paged = Object.entries(LIST_SIZES)
      .filter(([, size]) => size === 'page')
      .map(([field]) => field);
    expect([...listFields, ...paged].sort()).toEqual(Object.keys(LIST_SIZES).sort());
  });

  it('counts a field 1 point and a list field once per item of its page', () => {
    expect(costOf('{ me { id username } }')).toBe(3);
    // 50 playlists × (the list field itself + 2 fields).
    expect(costOf('{ myPlaylists { id name } }')).toBe(150);
    expect(costOf('{ __typename me { __typename id } __schema { types { name } } }')).toBe(2);
  });

  it('takes an admin page size from the literal or the variables, within its bounds', () => {
    // Per item of the page: adminUsers itself, total, and items with its id.
    const page = (size: number) => size * (1 + 1 + (1 + 1));
    const query = 'query($q: AdminListQuery) { adminUsers(query: $q) { total items { id } } }';
    expect(costOf('{ adminUsers(query: { limit: 10 }) { total items { id } } }')).toBe(page(10));
    expect(costOf(query, { q: { limit: 20 } })).toBe(page(20));
    expect(costOf(query, {})).toBe(page(ADMIN_LIST_DEFAULT_LIMIT));
    expect(costOf(query, { q: { limit: 100_000 } })).toBe(page(ADMIN_LIST_MAX_LIMIT));
    expect(costOf(query, { q: { limit: 'many' } })).toBe(page(ADMIN_LIST_MAX_LIMIT));
    expect(costOf(adminPages(10))).toBeLessThan(GRAPHQL_MAX_COST);
    expect(costOf(adminPages(ADMIN_LIST_MAX_LIMIT))).toBeGreaterThan(GRAPHQL_MAX_COST);
  });

  it('lets every operation of our own client and the playground introspection through at its largest pages', () => {
    const directory = path.resolve(__dirname, '..', '..', 'client', 'src', 'graphql');
    const files = readdirSync(directory).filter((file) => file.endsWith('.graphql'));
    const costs: Record<string, number> = {};
    // One document of every file, as codegen sends them: an operation's fragments may live in another file.
    const document = parse(files.map((file) => readFileSync(path.join(directory, file), 'utf8')).join('\n'));
    for (const operation of operationsOf(document)) {
      costs[operation.name!.value] = operationCost(schema, document, operation, {
        query: { limit: ADMIN_LIST_MAX_LIMIT },
      });
    }
    expect(Object.keys(costs).length).toBeGreaterThan(20);
    expect(Object.entries(costs).filter(([, cost]) => cost > GRAPHQL_MAX_COST)).toEqual([]);
    expect(costOf(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, oneOf: true }))).toBe(0);
  });

  it('says the cost and the limit in its message, without spelling out astronomic costs', () => {
    expect(costMessage(5001)).toBe(`Query is too costly: 5001 points, at most ${GRAPHQL_MAX_COST} allowed`);
    expect(costMessage(2 ** 90)).toBe(
      `Query is too costly: more than 1000000000 points, at most ${GRAPHQL_MAX_COST} allowed`,
    );
  });
});
