import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import {
  BPM_DEFAULT,
  DEFAULT_BPM_SOURCE,
  DEFAULT_TRACK_ARTIST,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  type BpmSource,
} from '../../../../../schema/limits';
import { useAddToPlaylistAddTrackMutation } from '../../../graphql/generated';
import { serverMessageOr } from '../../../graphql/errors';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TempoEditor } from '../../../components/TempoEditor/TempoEditor';

/** Props of {@link CustomTrackDialog}. */
export interface CustomTrackDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The playlist the track goes into. */
  playlistId: string;
}

/**
 * 'Add Custom Track' (SPEC.md §2, §4, §5): a name (required after trimming), an optional artist
 * ('Custom Track' when left empty) and a tempo typed or tapped (default 120). Create is disabled
 * while the name is empty; a blank name toasts 'Track name required'. The track is added with
 * addTrack, whose answer (the playlist) updates the cached playlist, so it shows 'In Playlist' data.
 */
export function CustomTrackDialog({ opened, onClose, playlistId }: CustomTrackDialogProps) {
  const [name, setName] = useState('');
  const [artist, setArtist] = useState('');
  const [bpm, setBpm] = useState(BPM_DEFAULT);
  const [bpmSource, setBpmSource] = useState<BpmSource>(DEFAULT_BPM_SOURCE);
  const [addTrack, { loading }] = useAddToPlaylistAddTrackMutation();

  useEffect(() => {
    if (!opened) return;
    setName('');
    setArtist('');
    setBpm(BPM_DEFAULT);
    setBpmSource(DEFAULT_BPM_SOURCE);
  }, [opened]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedName = name.trim();
    if (!trimmedName) {
      showToast({ color: 'red', title: 'Track name required', message: 'Please enter a name for your custom track.' });
      return;
    }
    const input = { name: trimmedName, artist: artist.trim() || DEFAULT_TRACK_ARTIST, bpm, bpmSource };
    try {
      await addTrack({ variables: { playlistId, input } });
      showToast({ title: 'Custom track created', message: `“${trimmedName}” (${bpm} BPM) was added to the playlist.` });
      onClose();
    } catch (caught) {
      const message = serverMessageOr(caught, 'There was a problem creating your custom track. Please try again.');
      showToast({ color: 'red', title: 'Error creating track', message });
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Add Custom Track">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Track Name"
            required
            maxLength={TRACK_NAME_MAX_LENGTH}
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label="Artist (Optional)"
            placeholder={DEFAULT_TRACK_ARTIST}
            maxLength={TRACK_ARTIST_MAX_LENGTH}
            value={artist}
            onChange={(event) => setArtist(event.currentTarget.value)}
          />
          <TempoEditor
            value={bpm}
            disabled={loading}
            onChange={(next, source) => {
              setBpm(next);
              setBpmSource(source);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading} disabled={name === ''}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
