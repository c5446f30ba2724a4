import { Badge, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { SongIdentity } from './AlbumArt';
import type { SearchSong, SongResultStatus } from './searchSong';

/** Props of {@link SongResult}. */
export interface SongResultProps {
  song: SearchSong;
  status: SongResultStatus;
  onPick: (song: SearchSong) => void;
}

function StatusMark({ status }: { status: SongResultStatus }) {
  switch (status) {
    case 'inPlaylist':
      return (
        <Badge variant="light" color="gray">
          In Playlist
        </Badge>
      );
    case 'processing':
      return (
        <Group gap={6} wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Processing</Text>
        </Group>
      );
    case 'selected':
      return <Badge variant="filled">Selected</Badge>;
    case 'available':
      return null;
  }
}

/**
 * One search result: cover, title, artist and its state. Pressing it toggles the song (the caller
 * decides); a song already in the playlist stays pressable only to say so, hence aria-disabled
 * rather than disabled.
 */
export function SongResult({ song, status, onPick }: SongResultProps) {
  return (
    <UnstyledButton
      w="100%"
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${status === 'selected' ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        background: status === 'selected' ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      onClick={() => onPick(song)}
      aria-pressed={status === 'selected' || status === 'processing'}
      aria-disabled={status === 'inPlaylist' || undefined}
      aria-busy={status === 'processing' || undefined}
      data-status={status}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <SongIdentity song={song} />
        <StatusMark status={status} />
      </Group>
    </UnstyledButton>
  );
}
