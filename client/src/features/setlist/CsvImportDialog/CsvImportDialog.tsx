import { Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { CSV_COLUMNS, CSV_IMPORT_MAX_ROWS } from '../../../../../schema/limits';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { ImportButtons, ImportRefusal, ImportSummary } from './ImportDialogParts';
import { sendCsv, type CsvCheck } from './importCsv';
import { useCheckedImport } from './useCheckedImport';

/** Props of {@link CsvImportDialog}. */
export interface CsvImportDialogProps {
  playlistId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Import CSV': pick a file, see what the server makes of it (a dry run: how many
 * songs, and each bad row with its problem), then add them all — or fix the file first: nothing is
 * imported while a row has an error.
 */
export function CsvImportDialog({ playlistId, opened, onClose }: CsvImportDialogProps) {
  const { step, reset, importing, check, importAll } = useCheckedImport(
    (text: string, dryRun: boolean) => sendCsv(playlistId, text, dryRun),
    (found: CsvCheck) => {
      showToast({
        title: 'Songs imported',
        message: `${found.rows} ${found.rows === 1 ? 'song was' : 'songs were'} added to the playlist.`,
      });
      onClose();
    },
  );

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  const ready = step.kind === 'checked' && step.check.errors.length === 0;
  return (
    <Dialog opened={opened} onClose={onClose} title="Import songs from CSV">
      <Stack gap="md">
        <Text size="sm">
          A CSV file with the columns {CSV_COLUMNS.join(', ')} (name and bpm are needed), up to{' '}
          {CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} songs — for example one exported from another playlist.
        </Text>
        <Group>
          <FileButton onChange={(file) => file && void check(file.name, file.text())} accept=".csv,text/csv">
            {(props) => (
              <Button variant="default" loading={step.kind === 'checking'} {...props}>
                Choose a CSV file
              </Button>
            )}
          </FileButton>
        </Group>
        {step.kind === 'refused' && <ImportRefusal title="The file cannot be imported" message={step.message} />}
        {step.kind === 'checked' && (
          <div role="status">
            <ImportSummary
              name={step.name}
              songs={step.check.rows}
              errors={step.check.errors.length}
              again="choose the file again"
            />
            {step.check.errors.length > 0 && (
              <List size="sm" aria-label="Rows with errors">
                {step.check.errors.map((error) => (
                  <List.Item key={error.row}>{`Row ${error.row}: ${error.message}`}</List.Item>
                ))}
              </List>
            )}
          </div>
        )}
        <ImportButtons onCancel={onClose} onImport={() => void importAll()} ready={ready} importing={importing} />
      </Stack>
    </Dialog>
  );
}
