import { object, string } from 'yup';

/** GET /api/login: `?link=1` from a signed-in user links the provider account instead of signing in. */
export const providerLoginStartSchema = object({
  link: string().label('Link to the signed-in user').oneOf(['1']).optional(),
});

/** GET /api/login/callback: what the identity provider sends back (OpenID Connect authorization response). */
export const providerLoginCallbackSchema = object({
  code: string().label('Authorization code').optional(),
  state: string().label('State of the flow').optional(),
  error: string().label('Error code of a refusal').optional(),
});
