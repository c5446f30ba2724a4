import { number, object, string, type InferType } from 'yup';
import { API_TOKEN_MAX_EXPIRY_DAYS, API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES, type ApiTokenScope } from '../limits';
import { messages } from './messages';

/** POST /api/tokens, `createApiToken`, and the /profile form: a name, a scope and an optional lifetime in days. */
export const apiTokenSchema = object({
  name: string()
    .label('Token name')
    .trim()
    .required(messages.apiTokenNameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, messages.apiTokenNameMax),
  scope: string<ApiTokenScope>()
    .label('Scope')
    .oneOf(API_TOKEN_SCOPES, messages.apiTokenScope)
    .required(messages.apiTokenScope),
  expiresInDays: number()
    .label('Expiry')
    .integer(messages.apiTokenExpiry)
    .min(1, messages.apiTokenExpiry)
    .max(API_TOKEN_MAX_EXPIRY_DAYS, messages.apiTokenExpiry)
    .nullable()
    .optional(),
});
export type ApiTokenInput = InferType<typeof apiTokenSchema>;
