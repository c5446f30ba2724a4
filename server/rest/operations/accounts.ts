import { changePasswordSchema, loginSchema, registerSchema, updateProfileSchema } from '../../../schema/validation';
import { PROVIDER_LOGIN_PATH } from '../../../schema/providerLogin';
import { providerInfoOf } from '../../http/providerLogin';
import * as accounts from '../../services/accounts';
import { linkedProvidersOfViewer } from '../../services/oidc/providerAccounts';
import { restTable, successAfter, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'Accounts', who: 'user' };

/** /api/auth: the account operations of SPEC.md §7, thin over services/accounts. */
export const accountOperations: RestOperation[] = restTable(DEFAULTS, {
  me: {
    route: 'GET /api/auth/me',
    summary: 'Who is signed in',
    output: { description: 'The signed-in user.', view: 'User' },
    handle: ({ ctx }) => accounts.requireViewerView(ctx),
  },
  login: {
    route: 'POST /api/auth/login',
    summary: 'Log in (starts a cookie session)',
    who: 'anyone',
    body: { name: 'LoginInput', schema: loginSchema },
    output: { description: 'The user.', view: 'User' },
    errors: [401, 429],
    handle: ({ ctx, body }) => accounts.login(ctx, body),
  },
  register: {
    route: 'POST /api/auth/register',
    summary: 'Create an account and log in',
    who: 'anyone',
    body: { name: 'RegisterInput', schema: registerSchema },
    output: { status: 201, description: 'The new user.', view: 'User' },
    errors: [409],
    handle: ({ ctx, body }) => accounts.register(ctx, body),
  },
  logout: {
    route: 'POST /api/auth/logout',
    summary: 'End every session of the user',
    who: 'anyone',
    output: { description: 'Done.', view: 'Success' },
    handle: successAfter(({ ctx }) => accounts.logout(ctx)),
  },
  updateDisplayName: {
    route: 'PATCH /api/auth/profile',
    summary: 'Change the display name',
    body: { name: 'DisplayNameInput', schema: updateProfileSchema },
    output: { description: 'The user.', view: 'User' },
    handle: ({ ctx, body }) => accounts.updateProfile(ctx, body),
  },
  changePassword: {
    route: 'PATCH /api/auth/password',
    summary: 'Change the password (other sessions end)',
    body: { name: 'ChangePasswordInput', schema: changePasswordSchema },
    output: { description: 'Done.', view: 'Success' },
    errors: [429],
    handle: successAfter(({ ctx, body }) => accounts.changePassword(ctx, body)),
  },
  authProvider: {
    route: 'GET /api/auth/provider',
    summary: 'The identity provider of this server',
    who: 'anyone',
    output: { description: 'Enabled or not, and its name.', view: 'ProviderInfo' },
    handle: ({ ctx }) => {
      const provider = providerInfoOf(ctx.services);
      return provider ? { enabled: true, ...provider, loginUrl: PROVIDER_LOGIN_PATH } : { enabled: false };
    },
  },
  linkedProviders: {
    route: 'GET /api/auth/linked-providers',
    summary: 'Identity-provider accounts linked to the user',
    output: { description: 'The links.', view: ['LinkedProvider'] },
    handle: ({ ctx }) => linkedProvidersOfViewer(ctx),
  },
});
