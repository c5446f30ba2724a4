import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { LOGIN_FAILED, loginErrorMessage, REGISTRATION_FAILED, registrationErrorMessage } from './authErrors';

function apolloError(message: string, code: string): ApolloError {
  return new ApolloError({ graphQLErrors: [new GraphQLError(message, { extensions: { code } })] });
}

describe('loginErrorMessage', () => {
  it('uses the generic text for wrong credentials', () => {
    expect(loginErrorMessage(apolloError('Invalid username/email or password', 'UNAUTHENTICATED'))).toBe(LOGIN_FAILED);
  });

  it("uses the server's message when it explains more", () => {
    expect(loginErrorMessage(apolloError('Too many failed logins', 'TOO_MANY_REQUESTS'))).toBe('Too many failed logins');
    expect(loginErrorMessage(apolloError('Try again shortly.', 'UNAVAILABLE'))).toBe('Try again shortly.');
  });

  it('hides internal errors and network failures behind the generic text', () => {
    expect(loginErrorMessage(apolloError('Internal server error', 'INTERNAL'))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe(LOGIN_FAILED);
  });
});

describe('registrationErrorMessage', () => {
  it("uses the server's message for a conflict or validation error, else the generic text", () => {
    expect(registrationErrorMessage({ code: 'CONFLICT', message: 'Email is already registered', fields: {} })).toBe(
      'Email is already registered',
    );
    expect(registrationErrorMessage({ code: 'INTERNAL', message: 'Internal server error', fields: {} })).toBe(REGISTRATION_FAILED);
    expect(registrationErrorMessage({ fields: {} })).toBe(REGISTRATION_FAILED);
  });
});
