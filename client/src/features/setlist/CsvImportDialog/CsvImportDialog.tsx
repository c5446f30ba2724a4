import { useApolloClient } from '@apollo/client';
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CSV_COLUMNS, CSV_IMPORT_MAX_ROWS } from '../../../../../schema/limits';
import { PlaylistPageDocument } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { sendCsv, type CsvCheck } from './importCsv';

/** Props of {@link CsvImportDialog}. */
export interface CsvImportDialogProps {
  playlistId: string;
  opened: boolean;
  onClose: () => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; name: string; text: string; check: CsvCheck }
  | { kind: 'refused'; message: string };

/**
 * 'Import CSV': pick a file, see what the server makes of it (a dry run: how many
 * songs, and each bad row with its problem), then add them all — or fix the file first: nothing is
 * imported while a row has an error.
 */
export function CsvImportDialog({ playlistId, opened, onClose }: CsvImportDialogProps) {
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [importing, setImporting] = useState(false);

  useEffect(() => {
    if (opened) setStep({ kind: 'choose' });
  }, [opened]);

  const check = async (file: File | null) => {
    if (!file) return;
    setStep({ kind: 'checking' });
    const text = await file.text();
    const answer = await sendCsv(playlistId, text, true);
    if (answer.kind === 'checked') setStep({ kind: 'checked', name: file.name, text, check: answer.check });
    else setStep({ kind: 'refused', message: answer.kind === 'refused' ? answer.message : '' });
  };

  const importAll = async () => {
    if (step.kind !== 'checked') return;
    setImporting(true);
    const answer = await sendCsv(playlistId, step.text, false);
    setImporting(false);
    if (answer.kind !== 'imported') {
      setStep({ kind: 'refused', message: answer.kind === 'refused' ? answer.message : '' });
      return;
    }
    await client.refetchQueries({ include: [PlaylistPageDocument] });
    showToast({
      title: 'Songs imported',
      message: `${step.check.rows} ${step.check.rows === 1 ? 'song was' : 'songs were'} added to the playlist.`,
    });
    onClose();
  };

  const ready = step.kind === 'checked' && step.check.errors.length === 0;
  return (
    <Dialog opened={opened} onClose={onClose} title="Import songs from CSV">
      <Stack gap="md">
        <Text size="sm">
          A CSV file with the columns {CSV_COLUMNS.join(', ')} (name and bpm are needed), up to{' '}
          {CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} songs — for example one exported from another playlist.
        </Text>
        <Group>
          <FileButton onChange={(file) => void check(file)} accept=".csv,text/csv">
            {(props) => (
              <Button variant="default" loading={step.kind === 'checking'} {...props}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'refused' && (
          <Alert color="red" title="The file cannot be imported" role="alert">
            {step.message}
          </Alert>
        )}
        {step.kind === 'checked' && (
          <div role="status">
            <Text size="sm" fw={600}>
              {step.name}: {step.check.rows} {step.check.rows === 1 ? 'song' : 'songs'}
              {step.check.errors.length > 0
                ? `, ${step.check.errors.length} with errors — fix them and choose the file again`
                : ', ready to import'}
            </Text>
            {step.check.errors.length > 0 && (
              <List size="sm" mt="xs" aria-label="Rows with errors">
                {step.check.errors.map((error) => (
                  <List.Item key={error.row}>{`Row ${error.row}: ${error.message}`}</List.Item>
                ))}
              </List>
            )}
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
