import { Flex, Group, Loader, Paper, Text } from '@mantine/core';
import { AlbumArt } from '../SongSearch/AlbumArt';
import type { SearchSong, SongTempoChoice } from '../SongSearch/searchSong';
import { BpmSourceBadge } from '../../../components/TempoEditor/BpmSourceBadge';

/** Props of {@link ChosenSongTempo}. */
export interface ChosenSongTempoProps {
  song: SearchSong | null;
  /** Null while the song's tempo is being looked up. */
  tempo: SongTempoChoice | null;
}

/** The song chosen on Find Song BPM and its tempo ('128 BPM') with where that came from. */
export function ChosenSongTempo({ song, tempo }: ChosenSongTempoProps) {
  return (
    <Paper withBorder p="md" radius="md" aria-label="Chosen song" component="section" role="region">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <AlbumArt url={song?.albumArt ?? null} size={56} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {song ? song.name : 'No song chosen'}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {song ? song.artist : 'Search a song, tap along or detect a tempo from a file.'}
            </Text>
          </div>
        </Group>
        {/* The tempo never gives way: the song's name and the hint beside it truncate instead. */}
        <div aria-live="polite" style={{ flexShrink: 0 }}>
          {tempo ? (
            // On a phone the source goes under the tempo: side by side they squeezed the song's name
            // and broke '128 BPM' onto two lines, making the panel taller when a song was chosen.
            <Flex
              direction={{ base: 'column', xs: 'row' }}
              align={{ base: 'flex-end', xs: 'center' }}
              gap={{ base: 2, xs: 'xs' }}
            >
              <Text
                fz={28}
                fw={700}
                lh={1.2}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="chosen-tempo"
              >{`${tempo.bpm} BPM`}</Text>
              <BpmSourceBadge source={tempo.bpmSource} />
            </Flex>
          ) : (
            song && (
              <Group gap={6} wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm">Processing</Text>
              </Group>
            )
          )}
        </div>
      </Group>
    </Paper>
  );
}
