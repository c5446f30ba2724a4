import { Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { PlaylistFormDialog } from '../PlaylistFormDialog/PlaylistFormDialog';
import { FeaturedPlaylistsSection } from '../FeaturedPlaylistsSection/FeaturedPlaylistsSection';
import { SharedPlaylistsSection } from '../SharedPlaylistsSection/SharedPlaylistsSection';
import { MyPlaylists } from './MyPlaylists';
import { SavedSections } from './SavedSections';
import { usePlaylistsScreen } from './usePlaylistsScreen';
import '../../../styles/screens/playlists';

/**
 * /playlists (SPEC.md): the viewer's playlists (New Playlist, View Playlist, edit, delete) and
 * 'Shared With Me'. A new playlist leads to /add-to-playlist/{id}; each successful change
 * refetches the list. With the server out of reach: the playlists saved on this device
 * instead, read-only, in the same sections (mine, shared with me, featured) under one offline
 * banner, and no error panels (the shared list's failure is the connection, which the banner says).
 * The data and actions are {@link usePlaylistsScreen}'s.
 */
export function PlaylistsScreen() {
  const screen = usePlaylistsScreen();
  const { state, allSettled, saved } = screen;

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Group gap="md">
            <Anchor component="button" type="button" onClick={screen.goBack}>
              Back
            </Anchor>
            <Anchor component={Link} to="/">
              Home
            </Anchor>
          </Group>
          <Button onClick={() => screen.openForm(null)} disabled={!screen.online}>
            New Playlist
          </Button>
        </Group>

        <Stack component="section" aria-labelledby="my-playlists" gap="md">
          <Title order={1} id="my-playlists">
            My Playlists
          </Title>
          <MyPlaylists screen={screen} />
        </Stack>

        {allSettled && saved ? (
          <SavedSections shared={saved.shared} featured={saved.featured} />
        ) : (
          // Mounted from the start, so their queries run alongside the own list's, but hidden until all have answered.
          <div style={{ display: allSettled ? 'contents' : 'none' }}>
            <SharedPlaylistsSection onSettled={() => screen.sectionSettled('shared')} />
            <FeaturedPlaylistsSection onSettled={() => screen.sectionSettled('featured')} />
          </div>
        )}
      </Stack>

      <PlaylistFormDialog
        opened={state.form.open}
        onClose={screen.closeForm}
        playlist={state.form.subject}
        onCreated={screen.created}
      />
      <ConfirmDialog
        opened={state.deletion.open}
        title="Delete Playlist"
        message={`Delete “${state.deletion.subject?.name ?? ''}”? Its tracks and shares will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={screen.confirmDelete}
        onCancel={screen.cancelDelete}
      />
    </Container>
  );
}
