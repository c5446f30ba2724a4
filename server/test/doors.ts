import type { Response } from 'supertest';
import type { ApiClient, XsrfMode } from './apiClient';

/** A user as both doors return it. */
export interface UserOut {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  isAdmin: boolean;
}

/** One answer of either door, normalised so a test can run unchanged against both. */
export interface DoorResult {
  status: number;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
  retryAfter?: string;
  user?: UserOut | null;
  ok?: boolean;
}

type Input = Record<string, unknown>;

/** The account operations, reachable through REST or GraphQL. */
export interface Door {
  name: 'REST' | 'GraphQL';
  me(client: ApiClient): Promise<DoorResult>;
  login(client: ApiClient, input: Input, mode?: XsrfMode): Promise<DoorResult>;
  register(client: ApiClient, input: Input, mode?: XsrfMode): Promise<DoorResult>;
  logout(client: ApiClient, mode?: XsrfMode): Promise<DoorResult>;
  updateProfile(client: ApiClient, input: Input, mode?: XsrfMode): Promise<DoorResult>;
  changePassword(client: ApiClient, input: Input, mode?: XsrfMode): Promise<DoorResult>;
}

function fromRest(response: Response, kind: 'user' | 'ok'): DoorResult {
  const base = { status: response.status, retryAfter: response.headers['retry-after'] as string | undefined };
  if (response.status >= 400) {
    const body = response.body as { message?: string; code?: string; fields?: Record<string, string> };
    return { ...base, message: body.message, code: body.code, fields: body.fields };
  }
  return kind === 'user'
    ? { ...base, user: response.body as UserOut }
    : { ...base, ok: (response.body as { success?: boolean }).success };
}

const USER_FIELDS = 'id username email displayName isAdmin';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

function fromGraphQL(response: Response, field: string, kind: 'user' | 'ok'): DoorResult {
  const body = response.body as GraphQLBody;
  const base = { status: response.status, retryAfter: response.headers['retry-after'] as string | undefined };
  const error = body.errors?.[0];
  if (error) return { ...base, message: error.message, code: error.extensions?.code, fields: error.extensions?.fields };
  const value = body.data?.[field];
  return kind === 'user' ? { ...base, user: (value ?? null) as UserOut | null } : { ...base, ok: value === true };
}

export const restDoor: Door = {
  name: 'REST',
  me: async (client) => fromRest(await client.get('/api/auth/me'), 'user'),
  login: async (client, input, mode) => fromRest(await client.post('/api/auth/login', input, mode), 'user'),
  register: async (client, input, mode) => fromRest(await client.post('/api/auth/register', input, mode), 'user'),
  logout: async (client, mode) => fromRest(await client.post('/api/auth/logout', undefined, mode), 'ok'),
  updateProfile: async (client, input, mode) => fromRest(await client.patch('/api/auth/profile', input, mode), 'user'),
  changePassword: async (client, input, mode) => fromRest(await client.patch('/api/auth/password', input, mode), 'ok'),
};

export const graphqlDoor: Door = {
  name: 'GraphQL',
  me: async (client) => fromGraphQL(await client.graphql(`query { me { ${USER_FIELDS} } }`), 'me', 'user'),
  login: async (client, input, mode) =>
    fromGraphQL(
      await client.graphql(
        `mutation($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`,
        { input },
        mode,
      ),
      'login',
      'user',
    ),
  register: async (client, input, mode) =>
    fromGraphQL(
      await client.graphql(
        `mutation($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
        { input },
        mode,
      ),
      'register',
      'user',
    ),
  logout: async (client, mode) =>
    fromGraphQL(await client.graphql('mutation { logout }', undefined, mode), 'logout', 'ok'),
  updateProfile: async (client, input, mode) =>
    fromGraphQL(
      await client.graphql(
        `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
        { input },
        mode,
      ),
      'updateProfile',
      'user',
    ),
  changePassword: async (client, input, mode) =>
    fromGraphQL(
      await client.graphql('mutation($input: ChangePasswordInput!) { changePassword(input: $input) }', { input }, mode),
      'changePassword',
      'ok',
    ),
};

/** Both doors, for `describe.each`. */
export const doors: Door[] = [restDoor, graphqlDoor];
