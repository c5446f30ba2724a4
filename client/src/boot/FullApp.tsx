import { ApolloProvider } from '@apollo/client';
import { memo, useState } from 'react';
import { createApolloClient } from '../apollo';
import { App } from '../App';
import { Toasts } from '../Toasts';
import { replaceSignedInUser } from '../graphql/currentUser';
import { prefetchFirstScreen } from '../graphql/prefetchFirstScreen';
import type { CurrentUser } from '../graphql/currentUser';
import '../styles/fullApp';

/** Props of {@link FullApp}. */
export interface FullAppProps {
  /** Who the boot check found signed in: becomes the cached `me`, so it is not asked again. */
  signedInUser: CurrentUser | null;
}

/**
 * The whole app with its data layer and toasts, loaded when a screen beyond the landing page is
 * needed. Memoized: the boot screen around it re-renders when it notes that the full app is in use,
 * which must not render the whole app a second time during the start.
 */
export const FullApp = memo(function FullApp({ signedInUser }: FullAppProps) {
  const [client] = useState(() => {
    const created = createApolloClient();
    replaceSignedInUser(created.cache, signedInUser);
    if (signedInUser) prefetchFirstScreen(created, window.location.pathname);
    return created;
  });
  return (
    <ApolloProvider client={client}>
      <Toasts />
      <App />
    </ApolloProvider>
  );
});
