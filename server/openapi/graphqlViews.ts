import { GraphQLNonNull, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { Extensions } from 'type-graphql';

// REST views derived from the GraphQL output types, so a shape is declared once (the type-graphql
// class): its fields, their types, nullability and descriptions. What GraphQL cannot say (ranges,
// enums, patterns) sits on the same field as `@Json({...})`. Every key of a REST answer is always
// present (null when empty), so every field is required; the objects are closed like the rest.

type Schema = Record<string, unknown>;

/** The REST views derived from the GraphQL type of the same name. */
export const GRAPHQL_VIEWS = ['Rhythm', 'Section', 'Practice', 'GeneratorSettings', 'User', 'RehearsalRoom'] as const;
export type GraphQLViewName = (typeof GRAPHQL_VIEWS)[number];

const SCALARS: Record<string, Schema> = {
  ID: { type: 'string', format: 'uuid' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
};

/**
 * What a field's JSON Schema adds to what its GraphQL type says: `minimum`, `enum`, `pattern`, …;
 * for a list, `items` adds to each item. Read only by the OpenAPI document.
 */
export const Json = (schema: Schema) => Extensions({ jsonSchema: schema });

function nullable(schema: Schema): Schema {
  if (typeof schema.type === 'string' && schema.type !== 'object') {
    const { enum: values, ...rest } = schema;
    return { ...rest, type: [schema.type, 'null'], ...(Array.isArray(values) ? { enum: [...values, null] } : {}) };
  }
  return { anyOf: [schema, { type: 'null' }] };
}

function typeSchema(type: GraphQLOutputType, extra: Schema): Schema {
  if (!isNonNullType(type)) return nullable(typeSchema(new GraphQLNonNull(type), extra));
  const inner = type.ofType;
  if (isListType(inner)) {
    const { items = {}, ...rest } = extra;
    return { type: 'array', items: typeSchema(inner.ofType, items as Schema), ...rest };
  }
  if (isScalarType(inner)) {
    const scalar = SCALARS[inner.name];
    if (!scalar) throw new Error(`No JSON Schema for the GraphQL scalar ${inner.name}`);
    return { ...scalar, ...extra };
  }
  if (!isObjectType(inner)) throw new Error(`No JSON Schema for the GraphQL type ${inner.name}`);
  if ((GRAPHQL_VIEWS as readonly string[]).includes(inner.name)) return { $ref: `#/components/schemas/${inner.name}`, ...extra };
  return { ...objectSchema(inner.description, Object.values(inner.getFields())), ...extra };
}

function fieldSchema(field: GraphQLField<unknown, unknown>): Schema {
  const schema = typeSchema(field.type, (field.extensions.jsonSchema ?? {}) as Schema);
  return field.description ? { ...schema, description: field.description } : schema;
}

function objectSchema(description: string | null | undefined, fields: GraphQLField<unknown, unknown>[]): Schema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    required: fields.map((field) => field.name),
    additionalProperties: false,
  };
}

/** The JSON Schema of each derived view, from `schema`'s output type of the same name. */
export function graphqlViewSchemas(schema: GraphQLSchema): Record<GraphQLViewName, Schema> {
  return Object.fromEntries(
    GRAPHQL_VIEWS.map((name) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is no GraphQL object type`);
      return [name, objectSchema(type.description, Object.values(type.getFields()))];
    }),
  ) as Record<GraphQLViewName, Schema>;
}
