import { apiTokenSchema } from '../../../schema/validation';
import * as apiTokens from '../../services/apiTokens';
import { restTable, type RestOperation } from './restOperation';

/** /api/tokens: the signed-in user's personal API tokens (docs/API.md). */
export const apiTokenOperations: RestOperation[] = restTable({ tag: 'API tokens', who: 'user' }, [
  {
    operationId: 'apiTokens',
    method: 'get',
    path: '/api/tokens',
    summary: 'Your API tokens',
    output: { status: 200, description: 'Newest first.', view: ['ApiToken'] },
    handle: ({ ctx }) => apiTokens.listApiTokens(ctx),
  },
  {
    operationId: 'createApiToken',
    method: 'post',
    path: '/api/tokens',
    summary: 'Create a token (from a signed-in session)',
    body: { name: 'ApiTokenInput', schema: apiTokenSchema },
    output: { status: 201, description: 'The token, shown this once.', view: 'CreatedApiToken' },
    errors: [409],
    handle: ({ ctx, body }) => apiTokens.createApiToken(ctx, body),
  },
  {
    operationId: 'revokeApiToken',
    method: 'delete',
    path: '/api/tokens/:id',
    summary: 'Revoke a token',
    pathParams: { id: 'Token id.' },
    output: { status: 204, description: 'Revoked.' },
    errors: [404],
    handle: ({ ctx, params }) => apiTokens.revokeApiToken(ctx, params.id!),
  },
]);
