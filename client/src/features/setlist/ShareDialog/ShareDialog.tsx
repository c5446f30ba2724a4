import { Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/Dialog/Dialog';
import { DialogActions } from '../../../components/Dialog/DialogActions';
import { DialogTextField } from '../../../components/Dialog/DialogTextField';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useState } from 'react';
import { USERNAME_MAX_LENGTH } from '../../../../../schema/limits';
import { messages } from '../../../../../schema/validation/messages';
import { shareSchema } from '../../../../../schema/validation/playlists';
import { readApiError } from '../../../graphql/errors';
import { PlaylistPageDocument, useShareDialogShareMutation } from '../../../graphql/generated';
import { showToast } from '../../../toast';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type ShareFormValues = {
  sharedWithUsername: string;
};

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  playlistId: string;
  playlistName: string;
}

/** SPEC.md §5: an empty username is 'Username required / Please enter a username to share this playlist with'. */
function warnMissingUsername(errors: Record<string, unknown>): void {
  if (errors.sharedWithUsername)
    showToast({ color: 'red', title: 'Username required', message: messages.shareUsernameRequired });
}

/**
 * The Share dialog of /playlist/{id}: a username (required: the toast 'Username required' with 'Please
 * enter a username to share this playlist with', and the same words under the field), shared read-only through sharePlaylist. Success: toast 'Playlist shared'
 * and the playlist is reloaded (its 'Shared with' list changes). Failure: toast 'Failed to share
 * playlist' with the server's message, else 'There was an error sharing this playlist'.
 */
export function ShareDialog({ opened, onClose, playlistId, playlistName }: ShareDialogProps) {
  const [share] = useShareDialogShareMutation({
    refetchQueries: [{ query: PlaylistPageDocument, variables: { id: playlistId } }],
  });
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<ShareFormValues>({
    initialValues: { sharedWithUsername: '' },
    validate: yupResolver(shareSchema),
  });

  const { reset } = form;
  useEffect(() => {
    if (opened) reset();
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = async ({ sharedWithUsername }: ShareFormValues) => {
    const username = sharedWithUsername.trim();
    setSubmitting(true);
    try {
      await share({ variables: { playlistId, sharedWithUsername: username } });
      onClose();
      showToast({ title: 'Playlist shared', message: `${playlistName} is now shared with ${username}.` });
    } catch (caught) {
      const error = readApiError(caught);
      const message = error.fields.sharedWithUsername ?? error.message ?? 'There was an error sharing this playlist';
      showToast({ color: 'red', title: 'Failed to share playlist', message });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Share Playlist">
      <form onSubmit={form.onSubmit((values) => void submit(values), warnMissingUsername)} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            The user you share with can view this playlist but not change it.
          </Text>
          <DialogTextField
            label="Username"
            placeholder="Their username"
            maxLength={USERNAME_MAX_LENGTH}
            {...form.getInputProps('sharedWithUsername')}
          />
          <DialogActions onCancel={onClose} submitting={submitting} submitLabel="Share Playlist" />
        </Stack>
      </form>
    </Dialog>
  );
}
