import { Alert, Button, Group, Text } from '@mantine/core';

/** Why the server would not take the file(s), as it said. */
export function ImportRefusal({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" title={title} role="alert">
      {message}
    </Alert>
  );
}

/** The line over what a dry run found: the file(s), how many songs, and whether they are ready. */
export function ImportSummary({
  name,
  songs,
  errors,
  again,
}: {
  name: string;
  songs: number;
  errors: number;
  again: string;
}) {
  return (
    <Text size="sm" fw={600} mb="xs">
      {name}: {songs} {songs === 1 ? 'song' : 'songs'}
      {errors > 0 ? `, ${errors} with errors — fix them and ${again}` : ', ready to import'}
    </Text>
  );
}

/** An import dialog's Cancel and Import (Import only once the check found no error). */
export function ImportButtons({
  onCancel,
  onImport,
  ready,
  importing,
}: {
  onCancel: () => void;
  onImport: () => void;
  ready: boolean;
  importing: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onImport} disabled={!ready} loading={importing}>
        Import
      </Button>
    </Group>
  );
}
