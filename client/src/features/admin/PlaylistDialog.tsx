import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useState } from 'react';
import { PLAYLIST_DESCRIPTION_MAX_LENGTH, PLAYLIST_NAME_MAX_LENGTH } from '../../../../schema/limits';
import { playlistSchema } from '../../../../schema/validation/playlists';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogActions, DialogError } from '../../components/Dialog/DialogActions';
import { readApiError } from '../../graphql/errors';
import {
  useAdminCreatePlaylistMutation,
  useAdminUpdatePlaylistMutation,
  type AdminPlaylistRowFragment,
} from '../../graphql/generated';
import { showToast } from '../../toast';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type PlaylistValues = { name: string; description: string };

/** Props of {@link PlaylistDialog}. */
export interface PlaylistDialogProps {
  opened: boolean;
  /** The playlist to edit; null creates a system playlist. */
  playlist: AdminPlaylistRowFragment | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * 'Create New Playlist' (a system playlist, no owner) and 'Edit Playlist' (any playlist) of /admin.
 * SPEC.md §5's admin wording: 'Playlist name is required'. An error stays until the next submit.
 */
export function PlaylistDialog({ opened, playlist, onClose, onSaved }: PlaylistDialogProps) {
  const [create] = useAdminCreatePlaylistMutation();
  const [update] = useAdminUpdatePlaylistMutation();
  const form = useForm<PlaylistValues>({
    initialValues: { name: '', description: '' },
    validate: yupResolver(playlistSchema),
  });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ name: playlist?.name ?? '', description: playlist?.description ?? '' });
    clearErrors();
    setError(null);
    // Only when the dialog opens or for another playlist.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, playlist?.id]);

  const submit = async (values: PlaylistValues) => {
    setError(null);
    setSubmitting(true);
    const input = { name: values.name.trim(), description: values.description.trim() || null };
    try {
      if (playlist) await update({ variables: { id: playlist.id, input } });
      else await create({ variables: { input } });
      form.reset();
      onClose();
      onSaved();
      showToast({
        color: 'green',
        title: playlist ? 'Playlist updated' : 'Playlist created',
        message: `“${input.name}” has been saved.`,
      });
    } catch (caught) {
      const apiError = readApiError(caught);
      Object.entries(apiError.fields).forEach(([field, message]) => form.setFieldError(field, message));
      setError(apiError.message ?? (playlist ? 'Failed to update playlist' : 'Failed to create playlist'));
    } finally {
      setSubmitting(false);
    }
  };

  const busyLabel = playlist ? 'Updating...' : 'Creating...';
  return (
    <Dialog opened={opened} onClose={onClose} title={playlist ? 'Edit Playlist' : 'Create New Playlist'}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <DialogError error={error} />
          <TextInput label="Name" maxLength={PLAYLIST_NAME_MAX_LENGTH} data-autofocus {...form.getInputProps('name')} />
          <Textarea
            label="Description (Optional)"
            maxLength={PLAYLIST_DESCRIPTION_MAX_LENGTH}
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <DialogActions
            onCancel={onClose}
            submitting={submitting}
            submitLabel={playlist ? 'Update Playlist' : 'Create Playlist'}
            busyLabel={busyLabel}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
