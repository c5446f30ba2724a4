import { Router } from 'express';
import { NotFound } from '../errors/appErrors';
import { authRouter } from './auth.routes';

/** Everything under /api. */
export function apiRouter(): Router {
  const router = Router();
  router.use('/auth', authRouter());
  router.get('/login', () => {
    throw new NotFound('Provider login is not configured on this server');
  });
  router.use(() => {
    throw new NotFound('No such API route');
  });
  return router;
}
