import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SAMPLE_USERNAMES } from '../../../../schema/sampleUsers';
import { readApiError } from '../../graphql/errors';
import { PlaylistPageDocument, usePlaylistPageDuplicateMutation, useShareDialogShareMutation } from '../../graphql/generated';
import { showToast } from '../../toast';
import { CsvImportDialog } from '../CsvImportDialog/CsvImportDialog';
import { ShareDialog } from '../ShareDialog/ShareDialog';

/** Props of {@link PlaylistActions}. */
export interface PlaylistActionsProps {
  playlist: { id: string; name: string };
  /** Owner or admin, online: Share, 'Share with Demo User', Add Tracks, Import CSV. */
  canEdit: boolean;
  /** Any reader, online: Duplicate and Export CSV (Perform is always there, offline too). */
  canCopy: boolean;
  /** Online, and the owner, a share recipient or an admin (system playlists: admins only): Rehearse. */
  canRehearse: boolean;
}

/** The playlist page's buttons above the tracks, with the dialogs they open. */
export function PlaylistActions({ playlist, canEdit, canCopy, canRehearse }: PlaylistActionsProps) {
  const navigate = useNavigate();
  const [shareOpen, setShareOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [share, { loading: sharingWithDemo }] = useShareDialogShareMutation({ refetchQueries: [{ query: PlaylistPageDocument, variables: { id: playlist.id } }] });
  const [duplicate, { loading: duplicating }] = usePlaylistPageDuplicateMutation();

  const shareWithDemo = async () => {
    try {
      await share({ variables: { playlistId: playlist.id, sharedWithUsername: SAMPLE_USERNAMES.demo } });
      showToast({ title: 'Playlist shared', message: `This playlist is now shared with ${SAMPLE_USERNAMES.demo}.` });
    } catch (caught) {
      showToast({ color: 'red', title: 'Error sharing playlist', message: readApiError(caught).message ?? 'Failed to share playlist' });
    }
  };

  const duplicatePlaylist = async () => {
    try {
      const copy = (await duplicate({ variables: { id: playlist.id } })).data?.duplicatePlaylist;
      if (!copy) return;
      showToast({ title: 'Playlist duplicated', message: `“${copy.name}” is in your playlists.` });
      void navigate(`/playlist/${copy.id}`);
    } catch (caught) {
      showToast({ color: 'red', title: 'Error duplicating playlist', message: readApiError(caught).message ?? 'Failed to duplicate the playlist. Please try again.' });
    }
  };

  return (
    <>
      {canEdit && (
        <Group gap="xs">
          <Button onClick={() => setShareOpen(true)}>Share</Button>
          <Button variant="light" onClick={() => void shareWithDemo()} loading={sharingWithDemo}>
            Share with Demo User
          </Button>
          <Button component={Link} to={`/add-to-playlist/${playlist.id}`} variant="light">
            Add Tracks
          </Button>
          <Button variant="light" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
        </Group>
      )}
      <Group gap="xs">
        <Button component={Link} to={`/playlist/${playlist.id}/perform`}>
          Perform
        </Button>
        {canRehearse && (
          <Button component={Link} to={`/playlist/${playlist.id}/rehearse`} variant="light">
            Rehearse
          </Button>
        )}
        {canCopy && (
          <>
            <Button variant="default" onClick={() => void duplicatePlaylist()} loading={duplicating}>
              Duplicate
            </Button>
            <Button component="a" href={`/api/playlists/${encodeURIComponent(playlist.id)}/tracks.csv`} download variant="default">
              Export CSV
            </Button>
          </>
        )}
      </Group>
      {canEdit && <ShareDialog opened={shareOpen} onClose={() => setShareOpen(false)} playlistId={playlist.id} playlistName={playlist.name} />}
      {canEdit && <CsvImportDialog playlistId={playlist.id} opened={importOpen} onClose={() => setImportOpen(false)} />}
    </>
  );
}
