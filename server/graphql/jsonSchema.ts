import { Extensions } from 'type-graphql';

/** The field extension the OpenAPI document reads (server/openapi/graphqlViews.ts). */
export const JSON_SCHEMA_EXTENSION = 'jsonSchema';

/**
 * What a field's REST JSON Schema adds to what its GraphQL type says: `minimum`, `enum`,
 * `pattern`, …; for a list, `items` adds to each item; `undefined` takes a keyword away (an `ID`
 * that is no uuid: `{ format: undefined }`). GraphQL clients never see it.
 */
export const Json = (schema: Record<string, unknown>) => Extensions({ [JSON_SCHEMA_EXTENSION]: schema });
