import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client';

/**
 * True for a subscription: those go over the WebSocket, everything else over HTTP. (Our documents
 * hold one operation each; getMainDefinition would add its own weight to every page's first load.)
 */
export function isSubscription({ query }: Operation): boolean {
  return query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
}

/**
 * Sends subscriptions through the WebSocket link, loaded on first use (wsLink.ts and graphql-ws are
 * their own chunk): pages that subscribe pay for it, the home page's first load does not.
 */
export const liveLink = new ApolloLink(
  (operation) =>
    new Observable<FetchResult>((observer) => {
      let closed = false;
      let inner: { unsubscribe(): void } | undefined;
      import('./wsLink').then(
        ({ wsLink }) => {
          if (!closed) inner = wsLink().request(operation)?.subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);
