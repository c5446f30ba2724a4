import { Router, type Response } from 'express';
import { requestContextOf } from '../http/session';
import { createSystemPlaylist, deleteAnyPlaylist, listAllPlaylists, updateAnyPlaylist } from '../services/admin/adminPlaylists';
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  listUsers,
  resetPasswordAsAdmin,
  setAdminAsAdmin,
  type Page,
} from '../services/admin/adminUsers';
import { listQueryOf } from './listQuery';
import { presentUser } from './presenters';

/** SPEC.md's lists stay arrays; the number of matching rows comes in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

function sendPage<T>(res: Response, page: Page<T>, present: (item: T) => unknown = (item) => item): void {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  res.json(page.items.map(present));
}

/** /api/admin: the admin routes of SPEC.md §7 (admins only: 401 for visitors, 403 for users). */
export function adminRouter(): Router {
  const router = Router();

  router.get('/users', async (req, res) => {
    sendPage(res, await listUsers(requestContextOf(req), listQueryOf(req)), presentUser);
  });

  router.post('/users', async (req, res) => {
    res.status(201).json(presentUser(await createUserAsAdmin(requestContextOf(req), req.body)));
  });

  router.delete('/users/:id', async (req, res) => {
    await deleteUserAsAdmin(requestContextOf(req), req.params.id);
    res.status(204).end();
  });

  router.post('/users/:id/reset-password', async (req, res) => {
    await resetPasswordAsAdmin(requestContextOf(req), req.params.id, req.body);
    res.status(204).end();
  });

  router.patch('/users/:id/toggle-admin', async (req, res) => {
    res.json(presentUser(await setAdminAsAdmin(requestContextOf(req), req.params.id)));
  });

  router.get('/playlists', async (req, res) => {
    sendPage(res, await listAllPlaylists(requestContextOf(req), listQueryOf(req)));
  });

  router.post('/playlists', async (req, res) => {
    res.status(201).json(await createSystemPlaylist(requestContextOf(req), req.body));
  });

  router.patch('/playlists/:id', async (req, res) => {
    res.json(await updateAnyPlaylist(requestContextOf(req), req.params.id, req.body));
  });

  router.delete('/playlists/:id', async (req, res) => {
    await deleteAnyPlaylist(requestContextOf(req), req.params.id);
    res.status(204).end();
  });

  return router;
}
