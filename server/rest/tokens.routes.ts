import { Router } from 'express';
import { requestContextOf } from '../http/session';
import * as apiTokens from '../services/apiTokens';

/** /api/tokens: the signed-in user's personal API tokens (README "Using the API"). */
export function tokensRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    res.json(await apiTokens.listApiTokens(requestContextOf(req)));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await apiTokens.createApiToken(requestContextOf(req), req.body));
  });

  router.delete('/:id', async (req, res) => {
    await apiTokens.revokeApiToken(requestContextOf(req), req.params.id);
    res.status(204).end();
  });

  return router;
}
