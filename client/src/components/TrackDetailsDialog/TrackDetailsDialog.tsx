import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect } from 'react';
import { TRACK_NOTES_MAX_LENGTH } from '../../../../schema/limits';
import { trackUpdateSchema } from '../../../../schema/validation';
import { readApiError } from '../../graphql/errors';
import { useTrackDetailsDialogUpdateMutation, type TrackList_TrackFragment } from '../../graphql/generated';
import { showToast } from '../../toast';
import { Dialog } from '../Dialog/Dialog';

/** Props of {@link TrackDetailsDialog}. */
export interface TrackDetailsDialogProps {
  /** The track being edited; it stays set while the dialog closes. */
  track: TrackList_TrackFragment | null;
  opened: boolean;
  onClose: () => void;
}

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type TrackDetails = {
  name: string;
  artist: string;
  notes: string;
};

/**
 * 'Edit' of a playlist track (issue 22 §3): its name, artist and the notes shown on stage, checked
 * by the server's own rules. The answer (the playlist) replaces the cached one.
 */
export function TrackDetailsDialog({ track, opened, onClose }: TrackDetailsDialogProps) {
  const [update, { loading }] = useTrackDetailsDialogUpdateMutation();
  const form = useForm<TrackDetails>({ initialValues: { name: '', artist: '', notes: '' }, validate: yupResolver(trackUpdateSchema) });
  const { setValues, resetDirty } = form;

  useEffect(() => {
    if (!opened || !track) return;
    setValues({ name: track.name, artist: track.artist, notes: track.notes });
    resetDirty();
  }, [opened, track, setValues, resetDirty]);

  const save = async (values: TrackDetails) => {
    if (!track) return;
    try {
      await update({ variables: { trackId: track.id, input: values } });
      showToast({ title: 'Track updated', message: `“${values.name.trim()}” was saved.` });
      onClose();
    } catch (caught) {
      const error = readApiError(caught);
      if (Object.keys(error.fields).length) form.setErrors(error.fields);
      else showToast({ color: 'red', title: 'Error updating track', message: error.message ?? 'Failed to update the track. Please try again.' });
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Edit track">
      <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Artist" {...form.getInputProps('artist')} />
          <Textarea
            label="Notes"
            description={`Shown on stage, at most ${TRACK_NOTES_MAX_LENGTH} characters`}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
