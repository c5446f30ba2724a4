import { ApolloProvider } from '@apollo/client';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../../schema/limits';
import { createApolloClient } from '../apollo';
import { App } from '../App';
import { replaceSignedInUser } from '../graphql/currentUser';
import type { CurrentUser } from '../graphql/currentUser';
import '../styles/fullApp';

/** Props of {@link FullApp}. */
export interface FullAppProps {
  /** Who the boot check found signed in: becomes the cached `me`, so it is not asked again. */
  signedInUser: CurrentUser | null;
}

/** The whole app with its data layer and toasts, loaded when a screen beyond the landing page is needed. */
export function FullApp({ signedInUser }: FullAppProps) {
  const [client] = useState(() => {
    const created = createApolloClient();
    replaceSignedInUser(created.cache, signedInUser);
    return created;
  });
  return (
    <ApolloProvider client={client}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
      <App />
    </ApolloProvider>
  );
}
