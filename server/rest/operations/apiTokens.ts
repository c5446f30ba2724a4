import { apiTokenSchema } from '../../../schema/validation';
import * as apiTokens from '../../services/apiTokens';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';

const DEFAULTS: TableDefaults = { tag: 'API tokens', who: 'user', pathParams: { id: 'Token id.' } };

/** /api/tokens: the signed-in user's personal API tokens (docs/API.md). */
export const apiTokenOperations: RestOperation[] = restTable(DEFAULTS, {
  apiTokens: {
    route: 'GET /api/tokens',
    summary: 'Your API tokens',
    output: { description: 'Newest first.', view: ['ApiToken'] },
    handle: ({ ctx }) => apiTokens.listApiTokens(ctx),
  },
  createApiToken: {
    route: 'POST /api/tokens',
    summary: 'Create a token (from a signed-in session)',
    body: { name: 'ApiTokenInput', schema: apiTokenSchema },
    output: { status: 201, description: 'The token, shown this once.', view: 'CreatedApiToken' },
    errors: [409],
    handle: ({ ctx, body }) => apiTokens.createApiToken(ctx, body),
  },
  revokeApiToken: {
    route: 'DELETE /api/tokens/:id',
    summary: 'Revoke a token',
    output: { status: 204, description: 'Revoked.' },
    handle: ({ ctx, params }) => apiTokens.revokeApiToken(ctx, params.id!),
  },
});
