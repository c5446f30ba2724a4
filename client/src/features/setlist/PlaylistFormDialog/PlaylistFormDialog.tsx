import { Stack, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '../../../components/Dialog/Dialog';
import { DialogActions } from '../../../components/Dialog/DialogActions';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useState } from 'react';
import { PLAYLIST_DESCRIPTION_MAX_LENGTH, PLAYLIST_NAME_MAX_LENGTH } from '../../../../../schema/limits';
import { playlistFormSchema } from '../../../../../schema/validation/playlists';
import {
  PlaylistsPageDocument,
  usePlaylistFormDialogCreateMutation,
  usePlaylistFormDialogUpdateMutation,
} from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { serverMessageOr } from '../../../graphql/errors';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type PlaylistFormValues = {
  name: string;
  description: string;
};

/** The playlist an edit dialog starts from. */
export interface EditablePlaylist {
  id: string;
  name: string;
  description: string | null;
}

/** Props of {@link PlaylistFormDialog}. */
export interface PlaylistFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The playlist to edit; leave it out (or null) to create a new one. */
  playlist?: EditablePlaylist | null;
  /** After a successful create, with the new playlist's id (a response without one shows the 'Warning' toast instead). */
  onCreated?: (id: string) => void;
}

/**
 * The create and edit playlist dialog (SPEC.md §2 /playlists): name (required after trimming,
 * 'Please enter a playlist name') and an optional description. It runs createPlaylist or
 * updatePlaylist with the trimmed values, refetches the playlist list, and shows the SPEC.md §8
 * success or error toast. A failed save keeps the dialog open with what was typed.
 */
export function PlaylistFormDialog({ opened, onClose, playlist, onCreated }: PlaylistFormDialogProps) {
  const editing = Boolean(playlist);
  const [create] = usePlaylistFormDialogCreateMutation({ refetchQueries: [{ query: PlaylistsPageDocument }] });
  const [update] = usePlaylistFormDialogUpdateMutation({ refetchQueries: [{ query: PlaylistsPageDocument }] });
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<PlaylistFormValues>({
    initialValues: { name: '', description: '' },
    validate: yupResolver(playlistFormSchema),
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    const values = { name: playlist?.name ?? '', description: playlist?.description ?? '' };
    setValues(values);
    resetDirty(values);
    clearErrors();
    // Only when the dialog opens, or for another playlist; not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, playlist?.id]);

  const saveNew = async (input: { name: string; description: string | null }) => {
    try {
      const { data } = await create({ variables: { input } });
      onClose();
      const id = data?.createPlaylist?.id;
      if (id) {
        showToast({ title: 'Playlist created', message: `“${input.name}” is ready for songs.` });
        onCreated?.(id);
      } else {
        showToast({ color: 'yellow', title: 'Warning', message: 'Playlist was created but the redirect failed.' });
      }
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error creating playlist',
        message: serverMessageOr(caught, 'Failed to create playlist. Please try again.'),
      });
    }
  };

  const saveChanges = async (id: string, input: { name: string; description: string | null }) => {
    try {
      await update({ variables: { id, input } });
      onClose();
      showToast({ title: 'Playlist updated', message: `“${input.name}” has been saved.` });
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error updating playlist',
        message: serverMessageOr(caught, 'Failed to update playlist. Please try again.'),
      });
    }
  };

  const submit = async ({ name, description }: PlaylistFormValues) => {
    const input = { name: name.trim(), description: description.trim() || null };
    setSubmitting(true);
    try {
      if (playlist) await saveChanges(playlist.id, input);
      else await saveNew(input);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={editing ? 'Edit Playlist' : 'Create New Playlist'}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <TextInput
            label="Name"
            required
            maxLength={PLAYLIST_NAME_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description (Optional)"
            autosize
            minRows={2}
            maxLength={PLAYLIST_DESCRIPTION_MAX_LENGTH}
            {...form.getInputProps('description')}
          />
          <DialogActions
            onCancel={onClose}
            submitting={submitting}
            submitLabel={editing ? 'Save Changes' : 'Create Playlist'}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
