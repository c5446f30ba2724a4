import { useApolloClient } from '@apollo/client';
import { Alert, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CHART_IMPORT_MAX_SONGS } from '../../../../../schema/limits';
import { Dialog } from '../../../components/Dialog/Dialog';
import { PlaylistPageDocument } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { chartBody, sendCharts, type ChartCheck, type ChartSongRead } from './importCharts';

/** Props of {@link ChartImportDialog}. */
export interface ChartImportDialogProps {
  playlistId: string;
  opened: boolean;
  onClose: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; names: string[]; text: string; check: ChartCheck }
  | { kind: 'refused'; message: string };

const ACCEPT = '.cho,.chordpro,.chopro,.crd,.pro,.onsong,.txt,text/plain';

/** `225` → `3:45`. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One song as read: its title and artist, its key, tempo, meter and length, its song map, and its problem if any. */
function SongRead({ song, error }: { song: ChartSongRead; error?: string }) {
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
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [importing, setImporting] = useState(false);

  const check = async (files: File[]) => {
    if (files.length === 0) return;
    setStep({ kind: 'checking' });
    const text = chartBody(await Promise.all(files.map((file) => file.text())));
    const answer = await sendCharts(playlistId, text, true);
    if (answer.kind === 'checked')
      setStep({ kind: 'checked', names: files.map((file) => file.name), text, check: answer.check });
    else setStep({ kind: 'refused', message: answer.kind === 'refused' ? answer.message : '' });
  };

  const importAll = async () => {
    if (step.kind !== 'checked') return;
    setImporting(true);
    const answer = await sendCharts(playlistId, step.text, false);
    setImporting(false);
    if (answer.kind !== 'imported') {
      setStep({ kind: 'refused', message: answer.kind === 'refused' ? answer.message : '' });
      return;
    }
    await client.refetchQueries({ include: [PlaylistPageDocument] });
    const count = step.check.songs.length;
    showToast({ title: 'Charts imported', message: `${count} ${count === 1 ? 'song was' : 'songs were'} added.` });
    onClose();
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
          <FileButton multiple onChange={(files) => void check(files)} accept={ACCEPT}>
            {(props) => (
              <Button variant="default" loading={step.kind === 'checking'} {...props}>
                Choose chart files
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'refused' && (
          <Alert color="red" title="The charts cannot be imported" role="alert">
            {step.message}
          </Alert>
        )}
        {step.kind === 'checked' && (
          <div role="status">
            <Text size="sm" fw={600} mb="xs">
              {step.names.join(', ')}: {step.check.songs.length} {step.check.songs.length === 1 ? 'song' : 'songs'}
              {step.check.errors.length > 0
                ? `, ${step.check.errors.length} with errors — fix them and choose the files again`
                : ', ready to import'}
            </Text>
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void importAll()} disabled={!ready} loading={importing}>
            Import
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
