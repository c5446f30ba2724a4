import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { CHART_IMPORT_MAX_SONGS } from '../../../../../schema/limits';
import { Dialog } from '../../../components/Dialog/Dialog';
import { showToast } from '../../../toast';
import { ImportButtons, ImportRefusal, ImportSummary } from '../CsvImportDialog/ImportDialogParts';
import { useCheckedImport } from '../CsvImportDialog/useCheckedImport';
import { chartBody, sendCharts, type ChartCheck, type ChartSongView } from './importCharts';

/** Props of {@link ChartImportDialog}. */
export interface ChartImportDialogProps {
  playlistId: string;
  opened: boolean;
  onClose: () => void;
}

const ACCEPT = '.cho,.chordpro,.chopro,.crd,.pro,.onsong,.txt,text/plain';

/** `225` → `3:45`. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One song as read: its title and artist, its key, tempo, meter and length, its song map, and its problem if any. */
function SongRead({ song, error }: { song: ChartSongView; error?: string }) {
  const facts = [
    song.key && `Key ${song.key}`,
    song.bpm !== null && `${song.bpm} BPM`,
    song.timeSignature,
    song.lengthSeconds !== null && clock(song.lengthSeconds),
  ].filter(Boolean);
  return (
    <Paper withBorder p="xs" component="li" aria-label={song.title ?? `Song ${song.song}`}>
      <Text size="sm" fw={600}>
        {song.title ?? `Song ${song.song} (no title)`}
        {song.artist ? ` — ${song.artist}` : ''}
      </Text>
      {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
      {song.sections.length > 0 && (
        <Text size="sm" c="dimmed">
          Song map:{' '}
          {song.sections.map((section) => `${section.name} ${section.bars} bars at ${section.bpm ?? '?'}`).join(', ')}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Paper>
  );
}

/**
 * 'Import charts': pick ChordPro or OnSong files (several at once), see what the server read from
 * each song (a dry run), then add them all — or none while a song has an error.
 */
export function ChartImportDialog({ playlistId, opened, onClose }: ChartImportDialogProps) {
  const { step, importing, check, importAll } = useCheckedImport(
    (text: string, dryRun: boolean) => sendCharts(playlistId, text, dryRun),
    (found: ChartCheck) => {
      const count = found.songs.length;
      showToast({ title: 'Charts imported', message: `${count} ${count === 1 ? 'song was' : 'songs were'} added.` });
      onClose();
    },
  );
  const chooseFiles = (files: File[]) => {
    if (files.length === 0) return;
    void check(
      files.map((file) => file.name).join(', '),
      Promise.all(files.map((file) => file.text())).then(chartBody),
    );
  };

  const ready = step.kind === 'checked' && step.check.errors.length === 0;
  return (
    <Dialog opened={opened} onClose={onClose} title="Import chord charts">
      <Stack gap="md">
        <Text size="sm">
          ChordPro (.cho, .chordpro, .pro) or OnSong (.onsong, .txt) files, up to {CHART_IMPORT_MAX_SONGS} songs: each
          becomes a track with its title, artist, key, tempo, meter and length. A tempo that changes inside a ChordPro
          song makes a song map.
        </Text>
        <Group>
          <FileButton multiple onChange={chooseFiles} accept={ACCEPT}>
            {(props) => (
              <Button variant="default" loading={step.kind === 'checking'} {...props}>
                Choose chart files
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'refused' && <ImportRefusal title="The charts cannot be imported" message={step.message} />}
        {step.kind === 'checked' && (
          <div role="status">
            <ImportSummary
              name={step.name}
              songs={step.check.songs.length}
              errors={step.check.errors.length}
              again="choose the files again"
            />
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Songs read">
              {step.check.songs.map((song) => (
                <SongRead
                  key={song.song}
                  song={song}
                  error={step.check.errors.find((error) => error.song === song.song)?.message}
                />
              ))}
            </Stack>
          </div>
        )}
        <ImportButtons onCancel={onClose} onImport={() => void importAll()} ready={ready} importing={importing} />
      </Stack>
    </Dialog>
  );
}
