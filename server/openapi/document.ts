import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import { TAGS, type JsonSchema, type OperationDescription, type OutputDescription, type Tag } from './operation';
import { buildApiSchemaSync } from '../graphql/schema';
import { graphqlViewSchemas } from './graphqlViews';
import { viewRef, viewSchemas } from './viewSchemas';

// The OpenAPI 3.1 document, derived from the operation descriptions of the REST table: inputs from
// the shared yup schemas (converted by @sodaru/yup-to-json-schema), outputs from the declared views
// and those derived from the GraphQL types.

const TAG_TEXT: Record<Tag, string> = {
  Accounts: 'Sign-up, login, logout, password, and sign-in with the identity provider.',
  Profiles: 'Your profile and photo, and the public profiles of other musicians.',
  Playlists: 'Playlists and their tracks with tempos.',
  Sharing: 'Read-only sharing of a playlist with another user.',
  Rehearsal:
    "Live rehearsal: the room clock and a playlist's rehearsal room (devices join over the WebSocket, subscription rehearsal).",
  Music: 'Song search and tempo lookups in the music services.',
  Sounds: 'Your own click sounds: uploaded, prepared by the server (trimmed, normalised) and played by the click.',
  'API tokens': 'Personal tokens for scripts and integrations.',
  Admin: 'The admin dashboard: every user and playlist.',
  Documentation: 'This reference.',
};

const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: a field's value (VALIDATION_ERROR, with the message of each field), or the request's shape (too many query parameters, JSON nested too deep).",
  401: 'Not signed in (no session and no valid token).',
  403: 'Not allowed: not an admin, a read-only token on a change, a missing anti-forgery header, or a read-only playlist.',
  404: 'No such row, or one the caller may not see.',
  409: 'Conflict (taken username, already in playlist, last admin …).',
  413: 'Body too large.',
  415: 'Wrong content type.',
  429: 'Too many attempts; Retry-After says when to try again.',
  503: 'The database or a music service is unavailable; Retry-After.',
};

const FAULT_TEXT =
  'Any other answer is a fault of the server: 500 INTERNAL, with a request id to quote when reporting it.';

/** A shared yup schema as JSON Schema: what the converter gives, without the object's own `default: {}`. */
export function jsonSchemaOf(schema: AnyObjectSchema): JsonSchema {
  const { default: _objectDefault, ...converted } = convertSchema(schema as never) as JsonSchema;
  return converted;
}

/** `/api/playlists/:id` as OpenAPI writes it: `/api/playlists/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');

function errorStatuses(operation: OperationDescription): number[] {
  const implied = [
    400,
    ...(operation.who === 'user' ? [401] : operation.who === 'admin' ? [401, 403] : []),
    ...(operation.changesState ? [403] : []),
    ...(operation.pathParams ? [404] : []),
  ];
  return [...new Set([...implied, ...(operation.errors ?? [])])].sort();
}

function outputSchema(view: NonNullable<OutputDescription['view']>): JsonSchema {
  if (typeof view === 'string') return viewRef(view);
  if (Array.isArray(view)) return { type: 'array', items: viewRef(view[0]) };
  return view;
}

/** Every redirect says where to. */
const LOCATION_HEADER = {
  Location: { description: 'Where the browser goes next.', schema: { type: 'string', format: 'uri-reference' } },
};

function successResponse(output: OutputDescription): JsonSchema {
  const headers = { ...output.headers, ...(output.status === 303 ? LOCATION_HEADER : {}) };
  const content = output.media
    ? { [output.media.type]: { schema: output.media.schema } }
    : output.view
      ? { 'application/json': { schema: outputSchema(output.view) } }
      : undefined;
  return {
    description: output.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(content ? { content } : {}),
  };
}

function parameters(operation: OperationDescription): JsonSchema[] {
  const inPath = Object.entries(operation.pathParams ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
  }));
  if (!operation.query) return inPath;
  const { properties = {}, required = [] } = jsonSchemaOf(operation.query.schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(properties).map(([field, { title, ...schema }]) => ({
    name: operation.query!.names?.[field] ?? field,
    in: 'query',
    required: required.includes(field),
    description: `${String(title ?? field)}.`,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(operation: OperationDescription): JsonSchema | undefined {
  if (operation.body)
    return {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${operation.body.name}` } } },
    };
  if (operation.textBody) {
    const { mediaType, description } = operation.textBody;
    const binary = mediaType.startsWith('text/') ? {} : { format: 'binary' };
    return { required: true, content: { [mediaType]: { schema: { type: 'string', ...binary, description } } } };
  }
  if (!operation.upload) return undefined;
  const { field, description, fields = {} } = operation.upload;
  const text = Object.fromEntries(
    Object.entries(fields).map(([name, about]) => [name, { type: 'string', description: about }]),
  );
  const schema = {
    type: 'object',
    properties: { [field]: { type: 'string', contentMediaType: 'application/octet-stream', description }, ...text },
    required: [field, ...Object.keys(fields)],
  };
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function pathItemOperation(operation: OperationDescription): JsonSchema {
  const errorResponses = errorStatuses(operation).map((status) => [
    String(status),
    { description: ERROR_TEXT[status], content: { 'application/json': { schema: viewRef('Error') } } },
  ]);
  const inputs = parameters(operation);
  const body = requestBody(operation);
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(inputs.length ? { parameters: inputs } : {}),
    ...(body ? { requestBody: body } : {}),
    security: operation.who === 'anyone' ? [{}, { session: [] }, { bearer: [] }] : [{ session: [] }, { bearer: [] }],
    responses: {
      [String(operation.output.status)]: successResponse(operation.output),
      ...Object.fromEntries(errorResponses),
      default: { description: FAULT_TEXT, content: { 'application/json': { schema: viewRef('Error') } } },
    },
  };
}

/** The input schemas the operations name, converted once each. */
function inputSchemas(operations: readonly OperationDescription[]): Record<string, JsonSchema> {
  const named = new Map<string, AnyObjectSchema>();
  for (const { body } of operations) {
    if (!body) continue;
    const earlier = named.get(body.name);
    if (earlier && earlier !== body.schema) throw new Error(`Two different body schemas are both called ${body.name}`);
    named.set(body.name, body.schema);
  }
  return Object.fromEntries([...named].map(([name, schema]) => [name, jsonSchemaOf(schema)]));
}

/** The OpenAPI 3.1 document of the REST door (GET /api/openapi.json, rendered at /api/docs). */
export function openApiDocument(operations: readonly OperationDescription[]): Record<string, unknown> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    (paths[openApiPath(operation.path)] ??= {})[operation.method] = pathItemOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Music IQueue API',
      version: '1.0.0',
      description:
        'Click tracks, playlists with tempos, sharing, profiles and administration. Every route answers JSON; errors are `{ message, code, fields? }`. ' +
        'Authenticate with a session cookie (browsers: send the XSRF-TOKEN cookie back in X-XSRF-Token on every change) or with a personal API token: `Authorization: Bearer miq_…` (no cookie, no anti-forgery header). ' +
        'The same operations are on GraphQL at /graphql, except the uploads of a photo and of a sound: uploads are REST only (multipart/form-data to POST /api/users/upload-profile-image and POST /api/sounds).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server.' }],
    tags: TAGS.map((name) => ({ name, description: TAG_TEXT[name] })),
    paths,
    components: {
      schemas: { ...viewSchemas, ...graphqlViewSchemas(buildApiSchemaSync()), ...inputSchemas(operations) },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'miq.session',
          description: 'The session cookie of a browser login; changes need the X-XSRF-Token header.',
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token (create one on /profile).' },
      },
    },
  };
}
