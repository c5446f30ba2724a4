import type { AnyObjectSchema } from 'yup';
import type { ViewName } from './viewSchemas';

/** Who may call an operation: anyone, a signed-in user (401 otherwise), or an admin (401/403 otherwise). */
export type Who = 'anyone' | 'user' | 'admin';

/** The groups of the reference, in the order the page shows them. */
export const TAGS = [
  'Accounts',
  'Profiles',
  'Playlists',
  'Sharing',
  'Rehearsal',
  'Music',
  'Sounds',
  'API tokens',
  'Admin',
  'Documentation',
] as const;
export type Tag = (typeof TAGS)[number];

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A JSON Schema written out (for the few answers that are no named view). */
export type JsonSchema = Record<string, unknown>;

/** What a successful call answers. */
export interface OutputDescription {
  status: 200 | 201 | 204 | 303;
  description: string;
  /** A named view, a list of one (`[name]`), or a schema written out; none for 204/303. */
  view?: ViewName | [ViewName] | JsonSchema;
  /** A body that is not JSON (a photo, a page): its media type and schema. */
  media?: { type: string; schema: JsonSchema };
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

/**
 * One REST operation as the reference describes it: everything the OpenAPI document, the fuzz
 * registry and the authorization matrix read. The REST table (server/rest/operations/) adds how it
 * runs; nothing else describes an operation.
 */
export interface OperationDescription {
  /** Unique, camelCase, the name client generators give the call; the GraphQL field's name where there is one. */
  operationId: string;
  method: HttpMethod;
  /** Express form: `/api/playlists/:id`. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  who: Who;
  /** Whether a call changes anything (a read-only API token may only call the others). */
  changesState: boolean;
  /** Each `:param` of the path with its description. */
  pathParams?: Record<string, string>;
  /** Query parameters, validated by this shared schema; `names` maps a schema field to its parameter when they differ. */
  query?: { schema: AnyObjectSchema; names?: Record<string, string> };
  /** The JSON body, validated by this shared schema, and its name in the document. */
  body?: { name: string; schema: AnyObjectSchema };
  /** A multipart upload instead of a JSON body: the file field's name. */
  upload?: { field: string; description: string; fields?: Record<string, string> };
  /** A text or file body instead of JSON (a CSV file, chord charts, a MIDI file): its media type. */
  textBody?: { mediaType: 'text/csv' | 'text/plain' | 'audio/midi'; description: string };
  output: OutputDescription;
  /** Refusals besides those every operation of its kind has (400 with a body or query, 401 for users, 401 and 403 for admins, 403 for browser changes without the anti-forgery header, 404 with a path parameter: no such row). */
  errors?: number[];
}
