import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { SongTempoDocument, type SongTempoQuery, type SongTempoQueryVariables } from '../graphql/generated';
import { asBpmSource, LOOKUP_FAILED_TEMPO } from '../features/songs/SongSelection/songSelection';
import type { SearchSong, SongTempoChoice } from '../features/songs/SongSearch/searchSong';
import { showToast } from '../toast';

/** A looked-up tempo, with the cover the lookup found (or null). */
export interface LookedUpTempo extends SongTempoChoice {
  albumArt: string | null;
  /** False when the lookup failed and the tempo is SPEC.md §7's fallback of 120. */
  found: boolean;
}

/**
 * Asks the server for a song's tempo (songTempo: community, lookup, estimate or fallback). Never
 * throws: a failed lookup toasts 'Failed to get BPM' and answers 120 labelled 'fallback', which
 * the UI marks 'estimated' (SPEC.md §7, §8).
 */
export function useSongTempoLookup(): (song: SearchSong) => Promise<LookedUpTempo> {
  const client = useApolloClient();
  return useCallback(
    async (song: SearchSong) => {
      try {
        // network-only: a community tempo is our own data and changes as users tap.
        const { data } = await client.query<SongTempoQuery, SongTempoQueryVariables>({
          query: SongTempoDocument,
          variables: { id: song.id, name: song.name, artist: song.artist },
          fetchPolicy: 'network-only',
        });
        const { bpm, bpmSource, albumArt } = data.songTempo;
        return { bpm, bpmSource: asBpmSource(bpmSource), albumArt, found: true };
      } catch {
        showToast({
          color: 'red',
          title: 'Failed to get BPM',
          message: 'Could not retrieve BPM information. Using an estimate.',
        });
        return { ...LOOKUP_FAILED_TEMPO, albumArt: null, found: false };
      }
    },
    [client],
  );
}
