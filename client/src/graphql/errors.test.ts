import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { readApiError, serverMessageOr } from './errors';

function serverError(statusCode: number, result: Record<string, unknown>): Error {
  return Object.assign(new Error(`Response not successful: Received status code ${statusCode}`), {
    name: 'ServerError',
    statusCode,
    result,
  });
}

describe('readApiError', () => {
  it('reads code, message and fields from a GraphQL error', () => {
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Email is already registered', {
          extensions: { code: 'CONFLICT', fields: { email: 'Email is already registered' } },
        }),
      ],
    });

    expect(readApiError(error)).toEqual({
      code: 'CONFLICT',
      message: 'Email is already registered',
      fields: { email: 'Email is already registered' },
    });
  });

  it('reads the GraphQL body of an HTTP error status (how our server answers 401/409/429)', () => {
    const error = new ApolloError({
      networkError: serverError(429, {
        data: null,
        errors: [
          { message: 'Too many failed logins', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 } },
        ],
      }),
    });

    expect(readApiError(error)).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many failed logins', fields: {} });
  });

  it('reads the REST-shaped body of a request refused before GraphQL (anti-forgery 403)', () => {
    const error = new ApolloError({
      networkError: serverError(403, { message: 'Missing or invalid anti-forgery token.', code: 'FORBIDDEN' }),
    });

    expect(readApiError(error)).toEqual({
      code: 'FORBIDDEN',
      message: 'Missing or invalid anti-forgery token.',
      fields: {},
    });
  });

  it('keeps only string field messages', () => {
    const error = new ApolloError({
      graphQLErrors: [
        new GraphQLError('Bad input', {
          extensions: { code: 'VALIDATION_ERROR', fields: { username: 'Too short', n: 3 } },
        }),
      ],
    });

    expect(readApiError(error).fields).toEqual({ username: 'Too short' });
  });

  it('says nothing for a network failure or a non-Apollo error', () => {
    expect(readApiError(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toEqual({ fields: {} });
    expect(readApiError(new Error('boom'))).toEqual({ fields: {} });
  });
});

describe('serverMessageOr', () => {
  const fallback = 'There was a problem. Please try again.';

  it("gives the server's message for a refusal", () => {
    const refused = new ApolloError({
      graphQLErrors: [new GraphQLError('Track name is required', { extensions: { code: 'VALIDATION_ERROR' } })],
    });
    expect(serverMessageOr(refused, fallback)).toBe('Track name is required');
  });

  it('gives the fallback for a fault, a network failure or a non-Apollo error', () => {
    const fault = new ApolloError({
      graphQLErrors: [new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL' } })],
    });
    expect(serverMessageOr(fault, fallback)).toBe(fallback);
    expect(serverMessageOr(new ApolloError({ networkError: new TypeError('Failed to fetch') }), fallback)).toBe(
      fallback,
    );
    expect(serverMessageOr(new Error('boom'), fallback)).toBe(fallback);
  });
});
