import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { BpmSource } from '../../../../../schema/limits';
import { useTrackTempoDialogUpdateMutation, type TrackList_TrackFragment } from '../../../graphql/generated';
import { readApiError } from '../../../graphql/errors';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { TempoEditor } from '../../../components/TempoEditor/TempoEditor';

/** Props of {@link TrackTempoDialog}. */
export interface TrackTempoDialogProps {
  /** The track whose tempo changes; it stays set while the dialog closes. */
  track: TrackList_TrackFragment | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Change tempo' of a playlist track: a TempoEditor (type, ×2, ÷2, tap) with Save and Cancel.
 * Saving stores the tempo with its source ('manual' or 'tap'); the answer replaces the cached playlist.
 */
export function TrackTempoDialog({ track, opened, onClose }: TrackTempoDialogProps) {
  const [bpm, setBpm] = useState(track?.bpm ?? 120);
  const [source, setSource] = useState<BpmSource>('manual');
  const [update, { loading }] = useTrackTempoDialogUpdateMutation();

  useEffect(() => {
    if (!opened || !track) return;
    setBpm(track.bpm);
    setSource('manual');
  }, [opened, track]);

  const save = async () => {
    if (!track) return;
    try {
      await update({ variables: { trackId: track.id, input: { bpm, bpmSource: source } } });
      showToast({ title: 'Tempo updated', message: `“${track.name}” is now ${bpm} BPM.` });
      onClose();
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error updating tempo',
        message: readApiError(caught).message ?? 'Failed to update the tempo. Please try again.',
      });
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Change tempo">
      <Stack gap="md">
        <Text size="sm">{track ? `${track.name} — ${track.artist}` : ''}</Text>
        <TempoEditor
          value={bpm}
          disabled={loading}
          onChange={(next, nextSource) => {
            setBpm(next);
            setSource(nextSource);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={loading}>
            Save
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
