import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { BpmSource } from '../../../../../schema/limits';
import { SongIdentity } from '../SongSearch/AlbumArt';
import { BpmSourceBadge } from '../../../components/TempoEditor/BpmSourceBadge';
import { TempoEditor } from '../../../components/TempoEditor/TempoEditor';
import type { SelectedSong } from './songSelection';

/** Props of {@link SelectedSongList}. */
export interface SelectedSongListProps {
  songs: ReadonlyArray<SelectedSong>;
  /** The user fixed a song's tempo (typed, ×2, ÷2 or tapped). */
  onTempoChange: (songId: string, bpm: number, bpmSource: BpmSource) => void;
  onRemove: (songId: string) => void;
  /** Disables the editors while the songs are being saved. */
  disabled?: boolean;
}

/**
 * The selected songs, each with its tempo, where that tempo came from ('estimated' for a guess)
 * and a TempoEditor to fix it; 'Processing' while its tempo is still being looked up.
 */
export function SelectedSongList({ songs, onTempoChange, onRemove, disabled = false }: SelectedSongListProps) {
  if (songs.length === 0) {
    return <Text c="dimmed">No songs selected yet. Search above and press a song to select it.</Text>;
  }
  return (
    <Stack gap="xs" component="ul" aria-label="Selected songs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {songs.map(({ song, tempo }) => (
        <Paper key={song.id} component="li" withBorder p="sm" radius="md" aria-label={song.name}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <SongIdentity song={song} artSize={40} />
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${song.name}`}
                disabled={disabled}
                onClick={() => onRemove(song.id)}
              >
                Remove
              </Button>
            </Group>
            {tempo ? (
              // Where the source does not fit beside the editor (it was squeezed to 'LOOK…', or to
              // nothing on a phone), it wraps under it.
              <Group gap="xs">
                <TempoEditor
                  value={tempo.bpm}
                  disabled={disabled}
                  onChange={(bpm, source) => onTempoChange(song.id, bpm, source)}
                />
                <BpmSourceBadge source={tempo.bpmSource} />
              </Group>
            ) : (
              <Group gap={6}>
                <Loader size="xs" aria-hidden />
                <Text size="sm">Processing</Text>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
