import { Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ERROR_CODES } from '../../../../../schema/errorCodes';
import { SONG_SEARCH_DEBOUNCE_MS, SONG_SEARCH_MAX_LENGTH, SONG_SEARCH_MIN_LENGTH } from '../../../../../schema/limits';
import { readApiError } from '../../../graphql/errors';
import { useSearchSongsQuery } from '../../../graphql/generated';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { showToast } from '../../../toast';
import type { SearchSong, SongResultStatus } from './searchSong';
import { SongSearchResults } from './SongSearchResults';
import './SongSearch.css';

/** The hint under the search box (SPEC.md §5). */
export const SONG_SEARCH_HINT = 'Type at least 3 characters to search';

/** Props of {@link SongSearch}. */
export interface SongSearchProps {
  /** How each result stands (selected, processing, in the playlist …). */
  statusOf: (song: SearchSong) => SongResultStatus;
  /** A result was pressed. */
  onPick: (song: SearchSong) => void;
}

/**
 * The song search of both /add-to-playlist screens (SPEC.md §2, §5, §9): a search box that asks
 * the server (searchSongs) once the trimmed text has 3+ characters and stayed unchanged for
 * 500 ms, and up to 10 results with cover, title and artist. A failed search toasts 'Search
 * failed'; when the server has song search switched off, its own sentence shows under the box.
 */
export function SongSearch({ statusOf, onPick }: SongSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SONG_SEARCH_DEBOUNCE_MS);
  const tooShort = query.length < SONG_SEARCH_MIN_LENGTH;
  // Set by the keystroke itself, not after the debounce: space reserved then is no layout shift.
  const searching = text.trim().length >= SONG_SEARCH_MIN_LENGTH;
  const { data, loading, error } = useSearchSongsQuery({ variables: { query }, skip: tooShort });

  useEffect(() => {
    if (error)
      showToast({ color: 'red', title: 'Search failed', message: 'Could not search for songs. Please try again.' });
  }, [error]);

  const apiError = error ? readApiError(error) : null;
  const songs = tooShort ? [] : (data?.searchSongs ?? []);

  return (
    <Stack gap="sm">
      <TextInput
        label="Search songs"
        type="search"
        placeholder="Song title or artist"
        description={SONG_SEARCH_HINT}
        maxLength={SONG_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
      />
      {/* While a search runs or shows, its area keeps one height on a phone (SongSearch.css). */}
      <Stack gap="sm" className={searching ? 'song-search-area' : undefined}>
        <div aria-live="polite">
          {loading && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Searching...</Text>
            </Group>
          )}
          {apiError && (
            <Text size="sm" c="red">
              {apiError.code === ERROR_CODES.UPSTREAM_UNAVAILABLE && apiError.message
                ? apiError.message
                : 'Could not search for songs. Please try again.'}
            </Text>
          )}
          {!loading && !error && !tooShort && data && songs.length === 0 && (
            <Text size="sm">No songs found for “{query}”.</Text>
          )}
        </div>
        {songs.length > 0 && <SongSearchResults songs={songs} statusOf={statusOf} onPick={onPick} />}
      </Stack>
    </Stack>
  );
}
