import type { Request, Response } from 'express';
import type { OperationDescription } from '../../openapi/operation';
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

/** A row as a table writes it: its table's tag and callers unless it names its own, and whether it changes state only where that is not "all but GET". */
export type RestRow = Omit<RestOperation, 'tag' | 'who' | 'changesState'> &
  Partial<Pick<RestOperation, 'tag' | 'who' | 'changesState'>>;

/**
 * The rows of one table (one file of this folder) as REST operations: a row without a tag or
 * callers has its table's, and a row changes state unless it is a GET or says otherwise.
 */
export function restTable(defaults: Pick<RestOperation, 'tag' | 'who'>, rows: RestRow[]): RestOperation[] {
  return rows.map((row) => ({ ...defaults, changesState: row.method !== 'get', ...row }));
}
