import { Button, Card, Group, Text } from '@mantine/core';
import type { SetListState } from './useSetList';

/** Props of {@link SetListBar}. */
export interface SetListBarProps {
  setList: SetListState;
  onPrevious: () => void;
  onNext: () => void;
}

/** Where the generator is in the set list it plays from, with Previous and Next. */
export function SetListBar({ setList, onPrevious, onNext }: SetListBarProps) {
  const { playlistName, tracks, index } = setList;
  const next = tracks[index + 1];
  return (
    <Card withBorder radius="md" padding="sm" aria-label="Set list" component="section">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>{playlistName ?? 'Loading set list...'}</Text>
          <Text size="sm" c="dimmed">
            {index >= 0
              ? `Song ${index + 1} of ${tracks.length}${next ? ` · next: ${next.name}` : ' · last song'}`
              : ' '}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={onPrevious}>
            Previous
          </Button>
          <Button variant="light" onClick={onNext}>
            Next
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
