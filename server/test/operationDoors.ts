import type { Response } from 'supertest';
import type { GraphqlOperationName, OperationId } from '../../schema/operationIds';
import { graphqlOperationDocuments } from '../fuzz/graphqlOperations';
import { variablesFrom, type RequestValues } from '../fuzz/operations';
import { restOperations } from '../rest/operations';
import type { ApiClient } from './apiClient';

// Any operation through either door, by its operation id: the REST request is read from the REST
// table (method, path), the GraphQL document from the schema (every field it returns) and its
// variables from the same values as the REST request (server/fuzz/operations.ts `variablesFrom`).
// A test of a new operation needs no adapter written for it.

/** One answer of either door, normalised: status, error (message/code/fields) or data. */
export interface Result<T = unknown> {
  status: number;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
  data?: T;
}

/** Calls an operation with REST values (path parameters, query, body) on one door. */
export interface OperationDoor {
  name: 'REST' | 'GraphQL';
  call<T = unknown>(client: ApiClient, id: OperationId, values: RequestValues): Promise<Result<T>>;
}

/** A REST answer, normalised. */
export function restResult<T>(response: Response): Result<T> {
  if (response.status >= 400) {
    const { message, code, fields } = response.body as Result;
    return { status: response.status, message, code, fields };
  }
  return { status: response.status, data: response.body as T };
}

/** A GraphQL answer for `field`, normalised. */
export function graphqlResult<T>(response: Response, field: string): Result<T> {
  const body = response.body as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
  };
  const error = body.errors?.[0];
  if (error)
    return {
      status: response.status,
      message: error.message,
      code: error.extensions?.code,
      fields: error.extensions?.fields,
    };
  return { status: response.status, data: body.data?.[field] as T };
}

const tableById = new Map(restOperations.map((operation) => [operation.operationId, operation]));
let documents: Map<string, ReturnType<typeof graphqlOperationDocuments>[number]> | undefined;

/** The REST door: the table entry of the id, its path filled from `params`. */
export const restDoor: OperationDoor = {
  name: 'REST',
  async call(client, id, { params = {}, query, body }) {
    const operation = tableById.get(id);
    if (!operation) throw new Error(`${id} has no REST operation`);
    const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
    return restResult(await client.send(operation.method, url, body));
  },
};

/** The GraphQL door: the query or mutation of the id, selecting every field (three levels deep). */
export const graphqlDoor: OperationDoor = {
  name: 'GraphQL',
  async call(client, id, values) {
    documents ??= new Map(graphqlOperationDocuments().map((operation) => [operation.name, operation]));
    const operation = documents.get(id as GraphqlOperationName);
    if (!operation) throw new Error(`${id} has no GraphQL operation`);
    return graphqlResult(await client.graphql(operation.document, variablesFrom(operation.args, values)), id);
  },
};

/** Both doors, for `describe.each`. */
export const operationDoors: OperationDoor[] = [restDoor, graphqlDoor];
