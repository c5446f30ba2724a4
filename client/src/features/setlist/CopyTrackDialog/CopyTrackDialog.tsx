import { Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions, DialogError } from '../../../components/Dialog/DialogActions';
import { Dialog } from '../../../components/Dialog/Dialog';
import { serverMessageOr } from '../../../graphql/errors';
import { useCopyTrackDialogCopyMutation, type TrackList_TrackFragment } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { EditablePlaylistSelect, NoEditablePlaylist } from '../EditablePlaylists/EditablePlaylistSelect';
import { useEditablePlaylists } from '../EditablePlaylists/useEditablePlaylists';

/** Props of {@link CopyTrackDialog}. */
export interface CopyTrackDialogProps {
  opened: boolean;
  /** The song to copy; it stays set while the dialog closes. */
  track: TrackList_TrackFragment | null;
  /** The playlist the song is in, which is not offered as a destination. */
  fromPlaylistId: string;
  onClose: () => void;
}

/** The choice of destination and the copy itself; mounted only while the dialog is open, so its lists load then. */
function CopyTrackForm({
  track,
  fromPlaylistId,
  onClose,
}: Omit<CopyTrackDialogProps, 'opened' | 'track'> & {
  track: TrackList_TrackFragment;
}) {
  const { groups, playlists, loading, loaded } = useEditablePlaylists();
  const [copyTrack, { loading: copying }] = useCopyTrackDialogCopyMutation();
  const [playlistId, setPlaylistId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choices = groups
    .map((group) => ({ ...group, items: group.items.filter((item) => item.value !== fromPlaylistId) }))
    .filter((group) => group.items.length > 0);
  const destination = playlists.find((playlist) => playlist.id === playlistId);

  const choose = (value: string | null) => {
    setPlaylistId(value);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!destination) {
      setError('Choose the playlist to copy the song to.');
      return;
    }
    setError(null);
    try {
      await copyTrack({ variables: { trackId: track.id, playlistId: destination.id } });
      onClose();
      showToast({ title: 'Song copied', message: `“${track.name}” was copied to “${destination.name}”.` });
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to copy the song. Please try again.'));
    }
  };

  if (loaded && choices.length === 0) {
    return <NoEditablePlaylist lead="You have no other playlist to copy it to. Create one on" />;
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          The copy keeps its tempo, notes, key and song map, and goes to the end of the playlist you choose.
        </Text>
        <EditablePlaylistSelect
          groups={choices}
          loading={loading}
          value={playlistId}
          onChange={choose}
          data-autofocus
        />
        <DialogError error={error} />
        <DialogActions onCancel={onClose} submitting={copying} submitLabel="Copy" />
      </Stack>
    </form>
  );
}

/**
 * 'Copy to…' of a track's row: copies the song (tempo, notes, key, rhythm and song map) into
 * another playlist the viewer may edit, through copyTrack. Success: the toast 'Song copied';
 * a refusal (the destination is full, the song is there already) shows the server's message.
 */
export function CopyTrackDialog({ opened, track, fromPlaylistId, onClose }: CopyTrackDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Copy “${track?.name ?? ''}” to…`}>
      {track && <CopyTrackForm track={track} fromPlaylistId={fromPlaylistId} onClose={onClose} />}
    </Dialog>
  );
}
