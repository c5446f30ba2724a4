import { ApolloLink, Observable } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { GraphQLError } from 'graphql';

/** The error code of a change refused because the browser is offline (client-side only). */
export const OFFLINE_CODE = 'OFFLINE';
/** What a change attempted offline answers: nothing is queued to be sent later, so nothing is lost silently. */
export const OFFLINE_CHANGE_MESSAGE = 'You are offline — changes are disabled until you are back online.';

function isMutation(operation: { query: Parameters<typeof getMainDefinition>[0] }): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
}

/**
 * Refuses changes while the browser is offline with a clear error (code OFFLINE) instead of a
 * failed request: the caller's error path runs, and `readApiError` gives the message above.
 */
export const offlineLink = new ApolloLink((operation, forward) => {
  if (navigator.onLine || !isMutation(operation)) return forward(operation);
  return new Observable((observer) => {
    observer.next({ errors: [new GraphQLError(OFFLINE_CHANGE_MESSAGE, { extensions: { code: OFFLINE_CODE } })] });
    observer.complete();
  });
});
