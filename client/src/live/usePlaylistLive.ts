import { usePlaylistLiveSubscription } from '../graphql/generated';

/**
 * Keeps an open playlist up to date while a bandmate changes it: each event carries
 * the playlist as the viewer may see it, which the cache puts in place of the shown one. When it
 * was deleted or the viewer lost access, `onGone` runs (the page reads it again and says so).
 */
export function usePlaylistLive(playlistId: string, enabled: boolean, onGone: () => void): void {
  usePlaylistLiveSubscription({
    variables: { playlistId },
    skip: !enabled,
    // Its events reach the screen through the cache; keeping them as the hook's result as well would
    // render the whole screen again on each (the first one, SUBSCRIBED, comes as the page starts).
    ignoreResults: true,
    onData: ({ data }) => {
      const kind = data.data?.playlistChanged.kind;
      if (kind === 'PLAYLIST_DELETED' || kind === 'ACCESS_REVOKED') onGone();
    },
  });
}
