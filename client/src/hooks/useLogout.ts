import { showToast } from '../toast';
import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { replaceSignedInUser } from '../graphql/currentUser';
import { readApiError } from '../graphql/errors';
import { useLogoutMutation } from '../graphql/generated';
import { LOGGED_OUT_STATE } from '../navigation';
import { forgetSavedCopies } from '../offline/savedCopies';

/**
 * Logs out (SPEC.md §4): ends the session on the server, goes to /login, clears the user and
 * confirms with a toast; everything kept for offline use is deleted. On failure the user stays signed in and a 'Logout failed' toast shows.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const client = useApolloClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      showToast({ color: 'red', title: 'Logout failed', message: readApiError(error).message ?? 'Please try again.' });
      return;
    }
    // Commit /login before the user disappears: otherwise the signed-out guard of the current
    // (protected) page would win and send the browser to / instead. The marker keeps /login's
    // "already signed in" redirect from firing during the one render where the user still exists.
    // Our router is declarative: navigate() has changed the location when it returns; its promise is for data routers.
    flushSync(() => void navigate('/login', { state: LOGGED_OUT_STATE }));
    replaceSignedInUser(client.cache, null);
    void forgetSavedCopies();
    showToast({ title: 'Logged out', message: 'You have been successfully logged out.' });
  }, [client, logout, navigate]);
}
