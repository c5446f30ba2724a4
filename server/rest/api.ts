import { Router } from 'express';
import { NotFound } from '../errors/appErrors';
import { adminRouter } from './admin.routes';
import { authRouter } from './auth.routes';
import { docsRouter } from './docs.routes';
import { loginRouter } from './login.routes';
import { tokensRouter } from './tokens.routes';
import { usersRouter } from './users.routes';
import { musicRouter } from './music.routes';
import { playlistsRouter, tracksRouter } from './playlists.routes';

/** Everything under /api. */
export function apiRouter(): Router {
  const router = Router();
  router.use(docsRouter());
  router.use('/auth', authRouter());
  router.use('/playlists', playlistsRouter());
  router.use('/tracks', tracksRouter());
  router.use('/music', musicRouter());
  router.use('/users', usersRouter());
  router.use('/admin', adminRouter());
  router.use('/tokens', tokensRouter());
  router.use('/login', loginRouter());
  router.use(() => {
    throw new NotFound('No such API route');
  });
  return router;
}
