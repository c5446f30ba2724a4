import { Image, ThemeIcon } from '@mantine/core';
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
  return <Image src={url} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" onError={() => setFailed(true)} />;
}
