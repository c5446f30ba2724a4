import {
  GraphQLNonNull,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { JSON_SCHEMA_EXTENSION } from '../graphql/jsonSchema';

// REST views derived from the GraphQL output types, so a shape is declared once (the type-graphql
// class): its fields, their types, nullability and descriptions. What GraphQL cannot say (ranges,
// enums, patterns) sits on the same field as `@Json({...})` (graphql/jsonSchema.ts). Every key of
// a REST answer is always present (null when empty), so every field is required; the objects are
// closed like the rest.

type Schema = Record<string, unknown>;

/** The REST views derived from a GraphQL type: REST name → GraphQL name. */
const GRAPHQL_VIEWS = {
  User: 'User',
  PublicProfile: 'UserProfile',
  PlaylistSummary: 'PlaylistSummary',
  Track: 'Track',
  SetBreak: 'SetBreak',
  Rhythm: 'Rhythm',
  Section: 'Section',
  Playlist: 'Playlist',
  SharedPlaylist: 'SharedPlaylist',
  AdminPlaylist: 'AdminPlaylist',
  Song: 'Song',
  SongTempo: 'SongTempo',
  GeneratorSettings: 'GeneratorSettings',
  Practice: 'Practice',
  CueSettings: 'CueSettings',
  RehearsalRoom: 'RehearsalRoom',
  ApiToken: 'ApiTokenInfo',
  CreatedApiToken: 'CreatedApiToken',
  UserSound: 'UserSound',
  LinkedProvider: 'LinkedProvider',
} as const;
export type GraphQLViewName = keyof typeof GRAPHQL_VIEWS;

/** The REST name of each derived GraphQL type, for references between views. */
const REST_NAME = new Map<string, string>(Object.entries(GRAPHQL_VIEWS).map(([rest, graphql]) => [graphql, rest]));

const SCALARS: Record<string, Schema> = {
  ID: { type: 'string', format: 'uuid' },
  String: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  NonNegativeInt: { type: 'integer', minimum: 0 },
  PositiveInt: { type: 'integer', minimum: 1 },
  URL: { type: 'string' },
};

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
    return Object.fromEntries(Object.entries({ ...scalar, ...extra }).filter(([, value]) => value !== undefined));
  }
  if (!isObjectType(inner)) throw new Error(`No JSON Schema for the GraphQL type ${inner.name}`);
  const named = REST_NAME.get(inner.name);
  if (named) return { $ref: `#/components/schemas/${named}`, ...extra };
  return { ...objectSchema(inner.description, Object.values(inner.getFields())), ...extra };
}

function fieldSchema(field: GraphQLField<unknown, unknown>): Schema {
  const schema = typeSchema(field.type, (field.extensions[JSON_SCHEMA_EXTENSION] ?? {}) as Schema);
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

/** The JSON Schema of each derived view, from its GraphQL output type in `schema`. */
export function graphqlViewSchemas(schema: GraphQLSchema): Record<GraphQLViewName, Schema> {
  return Object.fromEntries(
    Object.entries(GRAPHQL_VIEWS).map(([rest, name]) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is no GraphQL object type`);
      return [rest, objectSchema(type.description, Object.values(type.getFields()))];
    }),
  ) as Record<GraphQLViewName, Schema>;
}
