import { Router } from 'express';
import { NotFound } from '../errors/appErrors';
import { authRouter } from './auth.routes';
import { musicRouter } from './music.routes';
import { playlistsRouter, tracksRouter } from './playlists.routes';

/** Everything under /api. */
export function apiRouter(): Router {
  const router = Router();
  router.use('/auth', authRouter());
  router.use('/playlists', playlistsRouter());
  router.use('/tracks', tracksRouter());
  router.use('/music', musicRouter());
  router.get('/login', () => {
    throw new NotFound('Provider login is not configured on this server');
  });
  router.use(() => {
    throw new NotFound('No such API route');
  });
  return router;
}
