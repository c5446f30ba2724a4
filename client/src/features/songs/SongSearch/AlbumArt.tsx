import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';

/** Props of {@link AlbumArt}. */
export interface AlbumArtProps {
  url: string | null;
  size?: number;
}

/** A song's cover (decorative: the title next to it names the song), or a note placeholder when there is none or it fails to load. */
export function AlbumArt({ url, size = 48 }: AlbumArtProps) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <ThemeIcon size={size} radius="sm" variant="light" color="gray" aria-hidden data-testid="album-art-placeholder">
        <span style={{ fontSize: size / 2 }}>♪</span>
      </ThemeIcon>
    );
  }
  return (
    <Image src={url} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" onError={() => setFailed(true)} />
  );
}

/** Props of {@link SongIdentity}. */
export interface SongIdentityProps {
  song: { name: string; artist: string; albumArt: string | null };
  artSize?: number;
}

/** A song as a search result and a picked song show it: the cover, then the title over the artist, each on one line. */
export function SongIdentity({ song, artSize }: SongIdentityProps) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <AlbumArt url={song.albumArt} size={artSize} />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {song.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          {song.artist}
        </Text>
      </div>
    </Group>
  );
}
