import { Router, type Request } from 'express';
import { musicLookupsOf } from '../http/musicLookups';
import { requestContextOf } from '../http/session';

/** The named query parameters that are present, as the input of a service (absent ones are left out). */
function queryInput(req: Request, names: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [field, parameter] of Object.entries(names)) {
    if (req.query[parameter] !== undefined) input[field] = req.query[parameter];
  }
  return input;
}

/** /api/music: song search and tempo lookups (signed-in users), thin over the music services. */
export function musicRouter(): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    res.json(await musicLookupsOf(req).searchSongs(requestContextOf(req), queryInput(req, { query: 'q' })));
  });

  router.get('/bpm', async (req, res) => {
    res.json(await musicLookupsOf(req).songTempo(requestContextOf(req), queryInput(req, { id: 'id', name: 'name', artist: 'artist' })));
  });

  return router;
}
