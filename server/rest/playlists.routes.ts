import { Router } from 'express';
import { requestContextOf } from '../http/session';
import * as playlists from '../services/playlists';
import * as sharing from '../services/sharing';
import * as tracks from '../services/tracks';

/** /api/playlists: the playlist routes of SPEC.md §7, thin over the playlist services. */
export function playlistsRouter(): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    res.json(await playlists.listOwnPlaylists(requestContextOf(req)));
  });

  router.get('/shared-with-me', async (req, res) => {
    res.json(await playlists.listSharedWithViewer(requestContextOf(req)));
  });

  router.get('/featured', async (req, res) => {
    res.json(await playlists.listFeaturedPlaylists(requestContextOf(req)));
  });

  router.get('/:id', async (req, res) => {
    res.json(await playlists.getPlaylist(requestContextOf(req), req.params.id));
  });

  router.post('/', async (req, res) => {
    res.status(201).json(await playlists.createPlaylist(requestContextOf(req), req.body));
  });

  router.put('/:id', async (req, res) => {
    const playlist = await playlists.updatePlaylist(requestContextOf(req), req.params.id, req.body);
    res.json({ success: true, playlist });
  });

  router.delete('/:id', async (req, res) => {
    await playlists.deletePlaylist(requestContextOf(req), req.params.id);
    res.json({ success: true });
  });

  router.post('/:id/tracks', async (req, res) => {
    res.status(201).json(await tracks.addTrack(requestContextOf(req), req.params.id, req.body));
  });

  router.post('/:id/share', async (req, res) => {
    const { sharedWith } = await sharing.sharePlaylist(requestContextOf(req), req.params.id, req.body);
    res.json({ success: true, sharedWith });
  });

  router.delete('/:id/share/:username', async (req, res) => {
    await sharing.unsharePlaylist(requestContextOf(req), req.params.id, req.params.username);
    res.json({ success: true });
  });

  return router;
}

/** /api/tracks: removing a track or changing its tempo returns the playlist as it is now. */
export function tracksRouter(): Router {
  const router = Router();
  router.delete('/:trackId', async (req, res) => {
    res.json(await tracks.removeTrack(requestContextOf(req), req.params.trackId));
  });
  router.patch('/:trackId', async (req, res) => {
    res.json(await tracks.updateTrackTempo(requestContextOf(req), req.params.trackId, req.body));
  });
  return router;
}
