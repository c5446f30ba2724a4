import { Stack, Title } from '@mantine/core';
import { SavedPlaylists } from '../../../offline/SavedPlaylists';
import type { SavedPlaylistCopy } from '../../../offline/savedCopies';

/** Props of {@link SavedSections}. */
export interface SavedSectionsProps {
  shared: SavedPlaylistCopy[];
  featured: SavedPlaylistCopy[];
}

/** 'Shared With Me' and 'Featured' from the copies saved on this device, while the server is out of reach. */
export function SavedSections({ shared, featured }: SavedSectionsProps) {
  return (
    <>
      <Stack component="section" aria-labelledby="shared-with-me-saved" gap="md">
        <Title order={2} id="shared-with-me-saved">
          Shared With Me
        </Title>
        <SavedPlaylists
          copies={shared}
          label="Shared playlists saved on this device"
          empty="No playlist shared with you is saved on this device."
          showOwner
        />
      </Stack>
      {featured.length > 0 && (
        <Stack component="section" aria-labelledby="featured-saved" gap="md">
          <Title order={2} id="featured-saved">
            Featured
          </Title>
          <SavedPlaylists copies={featured} label="Featured playlists saved on this device" empty="" />
        </Stack>
      )}
    </>
  );
}
