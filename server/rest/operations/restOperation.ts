import type { Request, Response } from 'express';
import type { HttpMethod, OperationDescription, OutputDescription } from '../../openapi/operation';
import type { RequestContext } from '../../services/context';

/** What an operation's handler gets: the request's context and its inputs, read as the description says. */
export interface RestCall {
  ctx: RequestContext;
  /** The path parameters. */
  params: Record<string, string>;
  /** The declared query parameters that were sent, by their schema field names (plain numbers as numbers). */
  query: Record<string, unknown>;
  /** The JSON body as sent; the service validates it with the declared schema. */
  body: unknown;
  req: Request;
  res: Response;
}

/**
 * One row of the REST table: its description (for the reference, the fuzz and the matrix) and the
 * service call. What `handle` returns is sent as JSON with the declared status (nothing for 204);
 * the few answers that are not one JSON body (a photo, a redirect, a page) write `res` themselves.
 */
export interface RestOperation extends OperationDescription {
  handle(call: RestCall): Promise<unknown> | unknown;
}

/** The handler of a row whose service call answers nothing: once `act` is done, it answers `{ success: true }`. */
export function successAfter(act: (call: RestCall) => Promise<unknown>): RestOperation['handle'] {
  return async (call) => {
    await act(call);
    return { success: true };
  };
}

/** The method in capitals and the path in express form: `'GET /api/playlists/:id'`. */
export type Route = `${Uppercase<HttpMethod>} /api/${string}`;

/** What a table says once for all its rows: their tag and callers, and what each path parameter is. */
export type TableDefaults = Pick<RestOperation, 'tag' | 'who'> & { pathParams?: Record<string, string> };

/**
 * A row as a table writes it, under its operation id: only what is particular to it. The tag,
 * callers and path parameter descriptions are its table's unless it names its own; it changes
 * state unless it is a GET or says otherwise; it answers 200 unless its output names a status.
 */
export type RestRow = Omit<
  RestOperation,
  'operationId' | 'method' | 'path' | 'tag' | 'who' | 'changesState' | 'output'
> &
  Partial<Pick<RestOperation, 'tag' | 'who' | 'changesState'>> & {
    route: Route;
    output: Omit<OutputDescription, 'status'> & Partial<Pick<OutputDescription, 'status'>>;
  };

/** Each `:name` of an express path, in order. */
function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The rows of one table (one file of this folder), keyed by operation id, as REST operations. */
export function restTable(defaults: TableDefaults, rows: Record<string, RestRow>): RestOperation[] {
  return Object.entries(rows).map(([operationId, { route, output, pathParams: ownParams, ...row }]) => {
    const [method, path] = route.split(' ') as [Uppercase<HttpMethod>, string];
    const names = pathParamNames(path);
    const described = { ...defaults.pathParams, ...ownParams };
    const missing = names.filter((name) => !described[name]);
    if (missing.length > 0) throw new Error(`${operationId}: no description of :${missing.join(', :')}`);
    return {
      operationId,
      method: method.toLowerCase() as HttpMethod,
      path,
      tag: defaults.tag,
      who: defaults.who,
      changesState: method !== 'GET',
      ...(names.length > 0 && { pathParams: Object.fromEntries(names.map((name) => [name, described[name]!])) }),
      output: { status: 200, ...output },
      ...row,
    };
  });
}
