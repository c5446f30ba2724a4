import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import { SongSearchDocument, SongTempoDocument, type SongSearch_SongFragment, type SongTempoQuery } from '../graphql/generated';

/** A search result song as `searchSongs` returns it (bpm null until looked up). */
export function buildSong(overrides: Partial<SongSearch_SongFragment> = {}): SongSearch_SongFragment {
  return { __typename: 'Song', id: 'mb-1', name: 'Take Five', artist: 'Dave Brubeck', albumArt: null, bpm: null, ...overrides };
}

/** `searchSongs(query)` answering the songs or failing, optionally after `delay` ms. */
export function songSearchMock(query: string, outcome: SongSearch_SongFragment[] | { error: GraphQLFormattedError }, delay?: number): MockedResponse {
  const result = Array.isArray(outcome) ? { data: { searchSongs: outcome } } : { data: null, errors: [outcome.error] };
  return { request: { query: SongSearchDocument, variables: { query } }, result, delay };
}

type SongTempo = Omit<SongTempoQuery['songTempo'], '__typename'>;

/** `songTempo` for `song`, answering a tempo or failing, optionally after `delay` ms. */
export function songTempoMock(
  song: Pick<SongSearch_SongFragment, 'id' | 'name' | 'artist'>,
  outcome: Partial<SongTempo> & Pick<SongTempo, 'bpm' | 'bpmSource'> | { error: GraphQLFormattedError },
  delay?: number,
): MockedResponse {
  const result =
    'error' in outcome
      ? { data: null, errors: [outcome.error] }
      : { data: { songTempo: { __typename: 'SongTempo', provider: null, albumArt: null, ...outcome } } };
  return { request: { query: SongTempoDocument, variables: { id: song.id, name: song.name, artist: song.artist } }, result, delay };
}
