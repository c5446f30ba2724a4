import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import {
  SearchSongsDocument,
  SongTempoDocument,
  type SearchSongsQuery,
  type SongTempoQuery,
} from '../graphql/generated';

type SearchedSong = SearchSongsQuery['searchSongs'][number];

/** A search result song as `searchSongs` returns it (bpm null until looked up). */
export function buildSong(overrides: Partial<SearchedSong> = {}): SearchedSong {
  return {
    __typename: 'Song',
    id: 'mb-1',
    name: 'Take Five',
    artist: 'Dave Brubeck',
    albumArt: null,
    bpm: null,
    ...overrides,
  };
}

/** `searchSongs(query)` answering the songs or failing, optionally after `delay` ms. */
export function songSearchMock(
  query: string,
  outcome: SearchedSong[] | { error: GraphQLFormattedError },
  delay?: number,
): MockedResponse {
  const result = Array.isArray(outcome) ? { data: { searchSongs: outcome } } : { data: null, errors: [outcome.error] };
  return { request: { query: SearchSongsDocument, variables: { query } }, result, delay };
}

type SongTempo = Omit<SongTempoQuery['songTempo'], '__typename'>;

/** `songTempo` for `song`, answering a tempo or failing, optionally after `delay` ms. */
export function songTempoMock(
  song: Pick<SearchedSong, 'id' | 'name' | 'artist'>,
  outcome: (Partial<SongTempo> & Pick<SongTempo, 'bpm' | 'bpmSource'>) | { error: GraphQLFormattedError },
  delay?: number,
): MockedResponse {
  const result =
    'error' in outcome
      ? { data: null, errors: [outcome.error] }
      : { data: { songTempo: { __typename: 'SongTempo', provider: null, albumArt: null, ...outcome } } };
  return {
    request: { query: SongTempoDocument, variables: { id: song.id, name: song.name, artist: song.artist } },
    result,
    delay,
  };
}
