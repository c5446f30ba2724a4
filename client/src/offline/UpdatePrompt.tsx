import { Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeToAppUpdate } from './appUpdate';

/**
 * 'A new version is available' with a Reload button, at the bottom of every screen once a new
 * deployment is installed. The running version stays until the user chooses, so nothing they are
 * doing (a click track playing, a form half filled) is cut off by a reload they did not ask for.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToAppUpdate, isUpdateWaiting, () => false);
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  const reload = () => {
    setReloading(true);
    void applyUpdate();
  };
  return (
    <Paper role="status" aria-live="polite" shadow="md" withBorder p="sm" className="update-prompt">
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          A new version is available
        </Text>
        <Button size="xs" onClick={reload} loading={reloading}>
          Reload
        </Button>
      </Group>
    </Paper>
  );
}
