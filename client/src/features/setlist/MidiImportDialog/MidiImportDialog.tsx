import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { MIDI_IMPORT_MAX_BYTES } from '../../../../../schema/limits';
import { Dialog } from '../../../components/Dialog/Dialog';
import { showToast } from '../../../toast';
import { ImportButtons, ImportRefusal, ImportSummary } from '../CsvImportDialog/ImportDialogParts';
import { useCheckedImport } from '../CsvImportDialog/useCheckedImport';
import { sectionLine, sendMidi, type MidiCheck } from './importMidi';

/** Props of {@link MidiImportDialog}. */
export interface MidiImportDialogProps {
  playlistId: string;
  opened: boolean;
  onClose: () => void;
}

const ACCEPT = '.mid,.midi,.smf,audio/midi,audio/x-midi';

/** The track a dry run would add: its title, first tempo and meter, its song map, and why it would not be added. */
function TrackRead({ check }: { check: MidiCheck }) {
  const { track } = check;
  return (
    <Paper withBorder p="xs" aria-label={track.title}>
      <Text size="sm" fw={600}>
        {track.title}
      </Text>
      <Text size="sm">
        {track.bpm} BPM · {track.timeSignature}
      </Text>
      {track.sections.length > 0 && (
        <Stack component="ul" gap={0} m={0} pl="md" aria-label="Song map read">
          {track.sections.map((section, index) => (
            <Text component="li" size="sm" key={index}>
              {sectionLine(section)}
            </Text>
          ))}
        </Stack>
      )}
      {check.errors.map((error) => (
        <Text size="sm" c="red.8" key={error}>
          {error}
        </Text>
      ))}
    </Paper>
  );
}

/**
 * 'Import MIDI file': pick a Standard MIDI File (from a DAW or a chart app), see the track and song
 * map the server read from it (a dry run), then add it to the set list.
 */
export function MidiImportDialog({ playlistId, opened, onClose }: MidiImportDialogProps) {
  const { step, importing, check, importAll } = useCheckedImport(
    (bytes: Uint8Array<ArrayBuffer>, dryRun: boolean) => sendMidi(playlistId, bytes, dryRun),
    (found: MidiCheck) => {
      showToast({ title: 'MIDI file imported', message: `${found.track.title} was added.` });
      onClose();
    },
  );
  const chooseFile = (file: File | null) => {
    if (!file) return;
    void check(
      file.name,
      file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
    );
  };

  const ready = step.kind === 'checked' && step.check.errors.length === 0;
  return (
    <Dialog opened={opened} onClose={onClose} title="Import a MIDI tempo map">
      <Stack gap="md">
        <Text size="sm">
          A Standard MIDI File (.mid, type 0 or 1, up to {MIDI_IMPORT_MAX_BYTES / 1024 / 1024} MB) becomes one track:
          its tempo and meter changes become song-map sections, tempo ramps become ramps and markers name the sections.
        </Text>
        <Group>
          <FileButton onChange={chooseFile} accept={ACCEPT}>
            {(props) => (
              <Button variant="default" loading={step.kind === 'checking'} {...props}>
                Choose a MIDI file
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'refused' && <ImportRefusal title="The MIDI file cannot be imported" message={step.message} />}
        {step.kind === 'checked' && (
          <div role="status">
            <ImportSummary name={step.name} songs={1} errors={step.check.errors.length} again="choose the file again" />
            <TrackRead check={step.check} />
          </div>
        )}
        <ImportButtons onCancel={onClose} onImport={() => void importAll()} ready={ready} importing={importing} />
      </Stack>
    </Dialog>
  );
}
