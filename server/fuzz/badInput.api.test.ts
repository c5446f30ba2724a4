import type { Schema } from 'yup';
import { inputShapeMessages } from '../../schema/validation';
import {
  emittedSchema,
  graphqlOperationDocuments,
  inputFieldsOf,
  type GraphQLOperationDocument,
} from './graphqlOperations';
import { graphqlOperations, restKey, restOperations } from './operations';
import { changedTables, FuzzWorld } from './world';

// The exact answer for each kind of wrong input, field by field, on every operation that takes a
// body: 400 VALIDATION_ERROR naming the field with a clear message, and nothing written. The fuzz
// suites check the general properties over random input; this checks the words.

let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.start();
});
afterAll(() => world?.close());

const withBody = restOperations.filter((operation) => operation.bodySchema);

/** A body field: its JSON type, label, and for a list the label of its items. */
function fieldsOf(
  schema: NonNullable<(typeof withBody)[number]['bodySchema']>,
): Array<{ name: string; type: string; label: string; itemLabel?: string; itemType?: string }> {
  return Object.entries(schema.fields).map(([name, field]) => {
    const { type, spec } = field as Schema;
    const item = (field as Schema & { innerType?: Schema }).innerType;
    return {
      name,
      type,
      label: spec.label ?? name,
      itemLabel: item ? (item.spec.label ?? name) : undefined,
      itemType: item?.type,
    };
  });
}

type FieldCase = readonly [value: unknown, message: string];

/** Values of the wrong JSON type for a field, with the message each gets; text also gets a NUL character. */
function wrongValuesOf({ type, label, itemLabel, itemType }: ReturnType<typeof fieldsOf>[number]): FieldCase[] {
  const each = (values: unknown[], message: string) => values.map((value) => [value, message] as const);
  if (type === 'number') return each(['120', [120], true], inputShapeMessages.notNumber(label));
  if (type === 'boolean') return each(['true', 1, [], { $gt: '' }], inputShapeMessages.notBoolean(label));
  if (type === 'object') return each(['a', 42, true, [], ['a']], inputShapeMessages.notObject(label));
  // A list of objects (a track's MIDI messages) names the list in its items' shape message.
  if (type === 'array' && itemType === 'object') {
    return [
      ...each(['a', 42, true, { $gt: '' }], inputShapeMessages.notList(label)),
      ...each([[42], ['a'], ['ok\u0000ok'], [null]], inputShapeMessages.notObject(label)),
    ];
  }
  if (type === 'array') {
    const items = itemLabel ?? label;
    return [
      ...each(['a', 42, true, { $gt: '' }], inputShapeMessages.notList(label)),
      ...each([[42], [{ $gt: '' }]], inputShapeMessages.notText(items)),
      [['ok\u0000ok'], inputShapeMessages.nulCharacter(items)],
    ];
  }
  return [
    ...each([[], ['a'], { $gt: '' }, 42, true], inputShapeMessages.notText(label)),
    ['ok\u0000ok', inputShapeMessages.nulCharacter(label)],
  ];
}

const restFieldCases = withBody.flatMap((operation) =>
  fieldsOf(operation.bodySchema!).flatMap((field) =>
    wrongValuesOf(field).map(
      ([value, expected]) => [restKey(operation), operation, field.name, value, expected] as const,
    ),
  ),
);

describe('REST: a body field of the wrong type or with a NUL character', () => {
  it.each(restFieldCases)('%s %s = %j → 400 "%s", nothing written', async (_key, operation, field, value, message) => {
    const before = await world.checksum();
    const path = operation.path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(operation.params!(world.fixtures)[name]!),
    );
    const body = { ...operation.validBody!(world.fixtures), [field]: value };
    const client = operation.adminOnly ? world.clients.admin : world.clients.user;
    const method = operation.method.toLowerCase() as 'post' | 'put' | 'patch';
    const response = await client.send(method, path, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, code: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect(changedTables(before, await world.checksum())).toEqual([]);
  });
});

type StringArgumentCase = [name: string, operation: GraphQLOperationDocument, variable: string, field: string | null];

const stringInputFields: StringArgumentCase[] = graphqlOperationDocuments(emittedSchema()).flatMap((operation) =>
  operation.args.flatMap((arg): StringArgumentCase[] => {
    const fields = inputFieldsOf(arg.type);
    if (fields)
      return fields
        .filter((field) => field.type === 'String')
        .map((field) => [operation.name, operation, arg.name, field.name]);
    return String(arg.type).startsWith('String') ? [[operation.name, operation, arg.name, null]] : [];
  }),
);

describe('GraphQL: a String argument with a NUL character', () => {
  it.each(stringInputFields)(
    '%s: %s.%s → 400 VALIDATION_ERROR naming the field, nothing written',
    async (name, operation, variable, field) => {
      const before = await world.checksum();
      const variables: Record<string, unknown> = { ...graphqlOperations[name]!.validArgs(world.fixtures) };
      if (field) variables[variable] = { ...(variables[variable] as object), [field]: 'ok\u0000ok' };
      else variables[variable] = 'ok\u0000ok';
      const client = graphqlOperations[name]!.adminOnly ? world.clients.admin : world.clients.user;
      const response = await client.graphql(operation.document, variables);
      expect(response.status).toBe(400);
      const [error] = response.body.errors;
      expect(error.extensions.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(/can't contain the NUL character/);
      expect(changedTables(before, await world.checksum())).toEqual([]);
    },
  );
});
