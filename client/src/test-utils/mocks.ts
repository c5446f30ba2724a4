import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import type { CurrentUser } from '../graphql/currentUser';
import {
  CurrentUserDocument,
  LoginDocument,
  LogoutDocument,
  RegisterDocument,
  UpdateProfileDocument,
  type LoginInput,
  type ProfileInput,
  type RegisterInput,
} from '../graphql/generated';

/** The `me` query answering `user` (null: visitor), optionally after `delay` ms (Infinity: never). */
export function meMock(user: CurrentUser | null, delay?: number): MockedResponse {
  return { request: { query: CurrentUserDocument }, result: { data: { me: user } }, delay };
}

/** A GraphQL error as our server formats it (message + extensions.code, maybe fields). */
export function serverError(message: string, code: string, fields?: Record<string, string>): GraphQLFormattedError {
  return { message, extensions: { code, ...(fields ? { fields } : {}) } };
}

/** The Login mutation for `input`, answering `user` or failing with `error`. */
export function loginMock(
  input: LoginInput,
  outcome: { user: CurrentUser } | { error: GraphQLFormattedError },
  delay?: number,
): MockedResponse {
  return {
    request: { query: LoginDocument, variables: { input } },
    result: 'user' in outcome ? { data: { login: outcome.user } } : { data: null, errors: [outcome.error] },
    delay,
  };
}

/** The Register mutation for `input`, answering `user` or failing with `error`. */
export function registerMock(
  input: RegisterInput,
  outcome: { user: CurrentUser } | { error: GraphQLFormattedError },
  delay?: number,
): MockedResponse {
  return {
    request: { query: RegisterDocument, variables: { input } },
    result: 'user' in outcome ? { data: { register: outcome.user } } : { data: null, errors: [outcome.error] },
    delay,
  };
}

/** The Logout mutation, succeeding or failing with `error`. */
export function logoutMock(error?: GraphQLFormattedError): MockedResponse {
  return {
    request: { query: LogoutDocument },
    result: error ? { data: null, errors: [error] } : { data: { logout: true } },
  };
}

/**
 * The failure Apollo's HttpLink reports when our server answers an operation with an HTTP error
 * status (401, 409, 429 ...): a network error whose `result` is the GraphQL body.
 */
export function httpErrorResponse(statusCode: number, error: GraphQLFormattedError): Error {
  return Object.assign(new Error(`Response not successful: Received status code ${statusCode}`), {
    name: 'ServerError',
    statusCode,
    result: { data: null, errors: [error] },
  });
}

/** The UpdateProfile mutation for `input`, answering `user` or failing with `error`. */
export function updateProfileMock(
  input: ProfileInput,
  outcome: { user: CurrentUser } | { error: GraphQLFormattedError },
): MockedResponse {
  return {
    request: { query: UpdateProfileDocument, variables: { input } },
    result: 'user' in outcome ? { data: { updateProfile: outcome.user } } : { data: null, errors: [outcome.error] },
  };
}
