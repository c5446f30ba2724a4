import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../../schema/http';

/**
 * Names every request with a fresh id, sent back in X-Request-Id and written in the log line of a
 * fault, so a user's report ("request id …") can be matched to the server log.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  req.id = randomUUID();
  res.set(REQUEST_ID_HEADER, req.id);
  next();
};
