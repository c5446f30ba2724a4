import { Router, type Request } from 'express';
import { PROVIDER_LOGIN_PATH } from '../../schema/providerLogin';
import { providerInfoOf } from '../http/providerLogin';
import { requestContextOf } from '../http/session';
import { linkedProviders } from '../services/oidc/providerAccounts';
import * as accounts from '../services/accounts';
import { ownUserView } from '../services/userViews';
import type { User } from '../entities';
import { presentUser, type UserJson } from './presenters';

/** The signed-in user's own view of themself, as JSON. */
async function ownUserJson(req: Request, user: User): Promise<UserJson> {
  return presentUser(await ownUserView(req.em, user));
}

/** /api/auth: the account routes of SPEC.md §7, thin over services/accounts. */
export function authRouter(): Router {
  const router = Router();

  router.get('/me', async (req, res) => {
    res.json(await ownUserJson(req, accounts.requireCurrentUser(requestContextOf(req))));
  });

  router.post('/login', async (req, res) => {
    res.json(await ownUserJson(req, await accounts.login(requestContextOf(req), req.body)));
  });

  router.post('/register', async (req, res) => {
    res.status(201).json(await ownUserJson(req, await accounts.register(requestContextOf(req), req.body)));
  });

  router.post('/logout', async (req, res) => {
    await accounts.logout(requestContextOf(req));
    res.json({ success: true });
  });

  router.patch('/profile', async (req, res) => {
    res.json(await ownUserJson(req, await accounts.updateProfile(requestContextOf(req), req.body)));
  });

  router.patch('/password', async (req, res) => {
    await accounts.changePassword(requestContextOf(req), req.body);
    res.json({ success: true });
  });

  router.get('/provider', (req, res) => {
    const provider = providerInfoOf(req);
    res.json(provider ? { enabled: true, ...provider, loginUrl: PROVIDER_LOGIN_PATH } : { enabled: false });
  });

  router.get('/linked-providers', async (req, res) => {
    const viewer = accounts.requireCurrentUser(requestContextOf(req));
    res.json(await linkedProviders(req.em, viewer.id));
  });

  return router;
}
