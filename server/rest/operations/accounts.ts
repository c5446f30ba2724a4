import { changePasswordSchema, loginSchema, registerSchema, updateProfileSchema } from '../../../schema/validation';
import { PROVIDER_LOGIN_PATH } from '../../../schema/providerLogin';
import { providerInfoOf } from '../../http/providerLogin';
import * as accounts from '../../services/accounts';
import { linkedProvidersOfViewer } from '../../services/oidc/providerAccounts';
import { restTable, type RestOperation } from './restOperation';

/** /api/auth: the account operations of SPEC.md §7, thin over services/accounts. */
export const accountOperations: RestOperation[] = restTable({ tag: 'Accounts', who: 'user' }, [
  {
    operationId: 'me',
    method: 'get',
    path: '/api/auth/me',
    summary: 'Who is signed in',
    output: { status: 200, description: 'The signed-in user.', view: 'User' },
    handle: ({ ctx }) => accounts.requireViewerView(ctx),
  },
  {
    operationId: 'login',
    method: 'post',
    path: '/api/auth/login',
    summary: 'Log in (starts a cookie session)',
    who: 'anyone',
    body: { name: 'LoginInput', schema: loginSchema },
    output: { status: 200, description: 'The user.', view: 'User' },
    errors: [401, 429],
    handle: ({ ctx, body }) => accounts.login(ctx, body),
  },
  {
    operationId: 'register',
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and log in',
    who: 'anyone',
    body: { name: 'RegisterInput', schema: registerSchema },
    output: { status: 201, description: 'The new user.', view: 'User' },
    errors: [409],
    handle: ({ ctx, body }) => accounts.register(ctx, body),
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End every session of the user',
    who: 'anyone',
    output: { status: 200, description: 'Done.', view: 'Success' },
    handle: async ({ ctx }) => {
      await accounts.logout(ctx);
      return { success: true };
    },
  },
  {
    operationId: 'updateDisplayName',
    method: 'patch',
    path: '/api/auth/profile',
    summary: 'Change the display name',
    body: { name: 'DisplayNameInput', schema: updateProfileSchema },
    output: { status: 200, description: 'The user.', view: 'User' },
    handle: ({ ctx, body }) => accounts.updateProfile(ctx, body),
  },
  {
    operationId: 'changePassword',
    method: 'patch',
    path: '/api/auth/password',
    summary: 'Change the password (other sessions end)',
    body: { name: 'ChangePasswordInput', schema: changePasswordSchema },
    output: { status: 200, description: 'Done.', view: 'Success' },
    errors: [429],
    handle: async ({ ctx, body }) => {
      await accounts.changePassword(ctx, body);
      return { success: true };
    },
  },
  {
    operationId: 'authProvider',
    method: 'get',
    path: '/api/auth/provider',
    summary: 'The identity provider of this server',
    who: 'anyone',
    output: { status: 200, description: 'Enabled or not, and its name.', view: 'ProviderInfo' },
    handle: ({ ctx }) => {
      const provider = providerInfoOf(ctx.services);
      return provider ? { enabled: true, ...provider, loginUrl: PROVIDER_LOGIN_PATH } : { enabled: false };
    },
  },
  {
    operationId: 'linkedProviders',
    method: 'get',
    path: '/api/auth/linked-providers',
    summary: 'Identity-provider accounts linked to the user',
    output: { status: 200, description: 'The links.', view: ['LinkedProvider'] },
    handle: ({ ctx }) => linkedProvidersOfViewer(ctx),
  },
]);
