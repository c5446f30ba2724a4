import { ApolloError, ServerError } from '@apollo/client';
import { isUnreachable } from './networkStatus';

afterEach(() => jest.restoreAllMocks());

describe('isUnreachable', () => {
  it('is true when no answer came back (a failed fetch) or the browser is offline', () => {
    expect(isUnreachable(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(true);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isUnreachable(new Error('anything'))).toBe(true);
  });

  it('is false for an answer with an error status and for GraphQL errors', () => {
    const serverError = Object.assign(new Error('Response not successful'), {
      name: 'ServerError',
      statusCode: 503,
      response: {} as Response,
      result: {},
    }) as ServerError;
    expect(isUnreachable(new ApolloError({ networkError: serverError }))).toBe(false);
    expect(isUnreachable(new ApolloError({ graphQLErrors: [] }))).toBe(false);
  });
});
