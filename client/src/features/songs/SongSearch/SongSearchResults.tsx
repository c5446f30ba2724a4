import { Stack } from '@mantine/core';
import type { SearchSong, SongResultStatus } from './searchSong';
import { SongResult } from './SongResult';

/** Props of {@link SongSearchResults}. */
export interface SongSearchResultsProps {
  songs: ReadonlyArray<SearchSong>;
  statusOf: (song: SearchSong) => SongResultStatus;
  onPick: (song: SearchSong) => void;
}

/** The search results as a list of pressable songs. */
export function SongSearchResults({ songs, statusOf, onPick }: SongSearchResultsProps) {
  return (
    <Stack gap="xs" component="ul" aria-label="Search results" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {songs.map((song) => (
        <li key={song.id}>
          <SongResult song={song} status={statusOf(song)} onPick={onPick} />
        </li>
      ))}
    </Stack>
  );
}
