import { Router, type NextFunction, type Request, type Response } from 'express';
import { NotFound } from '../errors/appErrors';
import { requestContextOf } from '../http/session';
import { jsonSchemaOf } from '../openapi/document';
import { restOperations, type RestOperation } from './operations';

/** Query-string text that is a plain number, as a number; anything else as it came (validation names it). */
function numberOrText(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** Reads an operation's declared query parameters that were sent, by schema field name. */
function queryReader(operation: RestOperation): (req: Request) => Record<string, unknown> {
  if (!operation.query) return () => ({});
  const { names = {} } = operation.query;
  const properties = (jsonSchemaOf(operation.query.schema).properties ?? {}) as Record<
    string,
    { type?: string | string[] }
  >;
  const fields = Object.entries(properties).map(([field, { type }]) => ({
    field,
    parameter: names[field] ?? field,
    numeric: [type].flat().some((each) => each === 'integer' || each === 'number'),
  }));
  return (req) => {
    const input: Record<string, unknown> = {};
    for (const { field, parameter, numeric } of fields) {
      const value = req.query[parameter];
      if (value !== undefined) input[field] = numeric ? numberOrText(value) : value;
    }
    return input;
  };
}

function handlerOf(operation: RestOperation) {
  const readQuery = queryReader(operation);
  return async (req: Request, res: Response, _next: NextFunction) => {
    const result = await operation.handle({
      ctx: requestContextOf(req),
      params: req.params as Record<string, string>,
      query: readQuery(req),
      body: req.body,
      req,
      res,
    });
    if (res.headersSent) return;
    if (operation.output.status === 204) res.status(204).end();
    else res.status(operation.output.status).json(result);
  };
}

const parameterCount = (operation: RestOperation) => (operation.path.match(/:/g) ?? []).length;

/** Everything under /api: the routes of the REST table, then a JSON 404. */
export function apiRouter(): Router {
  const router = Router();
  // Fixed paths before parameterised ones, so /playlists/featured is never read as /playlists/:id.
  const inMatchingOrder = [...restOperations].sort((a, b) => parameterCount(a) - parameterCount(b));
  for (const operation of inMatchingOrder) {
    router[operation.method](operation.path.replace(/^\/api/, ''), handlerOf(operation));
  }
  router.use(() => {
    throw new NotFound('No such API route');
  });
  return router;
}
