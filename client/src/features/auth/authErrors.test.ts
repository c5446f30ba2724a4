import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { LOGIN_FAILED, loginErrorMessage, REGISTRATION_FAILED, registrationErrorMessage } from './authErrors';

function apolloError(message: string, code: string): ApolloError {
  return new ApolloError({ graphQLErrors: [new GraphQLError(message, { extensions: { code } })] });
}

describe('loginErrorMessage', () => {
  it("shows the server's message first: wrong credentials, throttling, an outage", () => {
    expect(loginErrorMessage(apolloError('Invalid username/email or password', 'UNAUTHENTICATED'))).toBe(
      'Invalid username/email or password',
    );
    expect(loginErrorMessage(apolloError('Too many failed logins', 'TOO_MANY_REQUESTS'))).toBe(
      'Too many failed logins',
    );
    expect(loginErrorMessage(apolloError('Try again shortly.', 'UNAVAILABLE'))).toBe('Try again shortly.');
  });

  it('falls back to the generic text when the server gave no message, or only a fault', () => {
    expect(loginErrorMessage(apolloError('Internal server error', 'INTERNAL'))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(LOGIN_FAILED);
  });
});

describe('registrationErrorMessage', () => {
  it("uses the server's message for a conflict or validation error, else the generic text", () => {
    expect(registrationErrorMessage({ code: 'CONFLICT', message: 'Email is already registered', fields: {} })).toBe(
      'Email is already registered',
    );
    expect(registrationErrorMessage({ code: 'INTERNAL', message: 'Internal server error', fields: {} })).toBe(
      REGISTRATION_FAILED,
    );
    expect(registrationErrorMessage({ fields: {} })).toBe(REGISTRATION_FAILED);
  });
});
