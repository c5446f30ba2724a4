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
