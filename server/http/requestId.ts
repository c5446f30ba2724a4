import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { REQUEST_ID_HEADER } from '../../schema/http';
import { requestLogger } from '../logging/logger';

/**
 * Names every request with a fresh id, sent back in X-Request-Id and carried by every line of its
 * logger (`req.log`), so a user's report ("request id …") can be matched to the server log.
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  req.id = randomUUID();
  req.log = requestLogger(req.id);
  res.set(REQUEST_ID_HEADER, req.id);
  next();
};
