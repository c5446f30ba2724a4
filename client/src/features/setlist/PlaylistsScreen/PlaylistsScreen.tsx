import { Anchor, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { PlaylistCard } from '../PlaylistCard/PlaylistCard';
import { PlaylistFormDialog, type EditablePlaylist } from '../PlaylistFormDialog/PlaylistFormDialog';
import { FeaturedPlaylistsSection } from '../FeaturedPlaylistsSection/FeaturedPlaylistsSection';
import { SharedPlaylistsSection } from '../SharedPlaylistsSection/SharedPlaylistsSection';
import {
  PlaylistsPageDocument,
  usePlaylistsPageDeleteMutation,
  usePlaylistsPageQuery,
  type PlaylistCard_PlaylistFragment,
} from '../../../graphql/generated';
import { isUnreachable, useOnline } from '../../../offline/networkStatus';
import {
  groupSavedCopies,
  SavedPlaylists,
  SavedPlaylistsBanner,
  useSavedPlaylistCopies,
} from '../../../offline/SavedPlaylists';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { showToast } from '../../../toast';
import type { SavedPlaylistCopy } from '../../../offline/savedCopies';
import '../../../styles/screens/playlists';
import { serverMessageOr } from '../../../graphql/errors';

/**
 * /playlists (SPEC.md §2): the viewer's playlists (New Playlist, View Playlist, edit, delete) and
 * 'Shared With Me'. A new playlist leads to /add-to-playlist/{id}; each successful change
 * refetches the list (SPEC.md §4). With the server out of reach: the playlists saved on this device
 * instead, read-only, in the same sections (mine, shared with me, featured) under one offline
 * banner, and no error panels (the shared list's failure is the connection, which the banner says).
 */
export function PlaylistsScreen() {
  const navigate = useNavigate();
  // cache-and-network: tracks added on other screens change the counts shown here.
  const { data, loading, error } = usePlaylistsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [deletePlaylist] = usePlaylistsPageDeleteMutation({ refetchQueries: [{ query: PlaylistsPageDocument }] });
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<EditablePlaylist | null>(null);
  // The playlist stays set while the confirmation closes, so its text does not blank out mid-animation.
  const [deleting, setDeleting] = useState<PlaylistCard_PlaylistFragment | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [sharedSettled, setSharedSettled] = useState(false);
  const [featuredSettled, setFeaturedSettled] = useState(false);
  const playlists = data?.myPlaylists;
  const online = useOnline();
  const unreachable = error !== undefined && isUnreachable(error);
  const savedCopies = useSavedPlaylistCopies(unreachable && !playlists);
  const { user } = useCurrentUser();
  const saved = unreachable && !playlists && savedCopies && user ? groupSavedCopies(savedCopies, user.username) : null;
  // The three lists load separately; they show together, so none moves when another answers.
  // Offline, the own list is the copies saved on this device, read before anything shows.
  const ownSettled = !(loading && !playlists) && !(unreachable && !playlists && !savedCopies);
  // Offline every section shows saved copies: none waits for the other lists to fail.
  const allSettled = ownSettled && (saved !== null || (sharedSettled && featuredSettled));

  useEffect(() => {
    // Unreachable: the saved copies show instead, without a toast over them.
    if (error && !unreachable)
      showToast({
        color: 'red',
        title: 'Error loading playlists',
        message: 'Failed to load your playlists. Please try again.',
      });
  }, [error, unreachable]);

  const openForm = (playlist: EditablePlaylist | null) => {
    setEditing(playlist);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePlaylist({ variables: { id: deleting.id } });
      showToast({ title: 'Playlist deleted', message: `“${deleting.name}” has been deleted.` });
      setConfirmOpen(false);
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error deleting playlist',
        message: serverMessageOr(caught, 'Failed to delete playlist. Please try again.'),
      });
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group justify="space-between">
          <Group gap="md">
            <Anchor component="button" type="button" onClick={() => void navigate(-1)}>
              Back
            </Anchor>
            <Anchor component={Link} to="/">
              Home
            </Anchor>
          </Group>
          <Button onClick={() => openForm(null)} disabled={!online}>
            New Playlist
          </Button>
        </Group>

        <Stack component="section" aria-labelledby="my-playlists" gap="md">
          <Title order={1} id="my-playlists">
            My Playlists
          </Title>
          {!allSettled ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>Loading playlists...</Text>
            </Group>
          ) : saved && savedCopies ? (
            <>
              <SavedPlaylistsBanner copies={savedCopies} />
              <SavedPlaylists
                copies={saved.mine}
                label="My playlists saved on this device"
                empty="None of your playlists is saved on this device."
              />
            </>
          ) : error && !playlists ? (
            <Text c="red">Failed to load your playlists. Please try again.</Text>
          ) : playlists && playlists.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {playlists.map((playlist) => (
                <PlaylistCard
                  key={playlist.id}
                  playlist={playlist}
                  // Right under the page's h1 "My Playlists" (the other sections have an h2 first).
                  headingOrder={2}
                  onEdit={() => openForm(playlist)}
                  onDelete={() => {
                    setDeleting(playlist);
                    setConfirmOpen(true);
                  }}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">You don&apos;t have any playlists yet.</Text>
          )}
        </Stack>

        {allSettled && saved ? (
          <SavedSections shared={saved.shared} featured={saved.featured} />
        ) : (
          // Mounted from the start, so their queries run alongside the own list's, but hidden until all have answered.
          <div style={{ display: allSettled ? 'contents' : 'none' }}>
            <SharedPlaylistsSection onSettled={() => setSharedSettled(true)} />
            <FeaturedPlaylistsSection onSettled={() => setFeaturedSettled(true)} />
          </div>
        )}
      </Stack>

      <PlaylistFormDialog
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        playlist={editing}
        onCreated={(id) => void navigate(`/add-to-playlist/${id}`)}
      />
      <ConfirmDialog
        opened={confirmOpen}
        title="Delete Playlist"
        message={`Delete “${deleting?.name ?? ''}”? Its tracks and shares will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
      />
    </Container>
  );
}

/** Props of {@link SavedSections}. */
interface SavedSectionsProps {
  shared: SavedPlaylistCopy[];
  featured: SavedPlaylistCopy[];
}

/** 'Shared With Me' and 'Featured' from the copies saved on this device, while the server is out of reach. */
function SavedSections({ shared, featured }: SavedSectionsProps) {
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
