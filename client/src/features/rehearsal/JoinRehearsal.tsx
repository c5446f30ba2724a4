import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REHEARSAL_DEVICE_NAME_MAX_LENGTH } from '../../../../schema/limits';

const DEVICE_NAME_KEY = 'musicIqueue.deviceName';

/** The name this device went by last time, else a guess from what it is. */
export function defaultDeviceName(): string {
  try {
    const saved = window.localStorage.getItem(DEVICE_NAME_KEY);
    if (saved) return saved.slice(0, REHEARSAL_DEVICE_NAME_MAX_LENGTH);
  } catch {
    // Storage may be off (private mode): the guess will do.
  }
  return /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent) ? 'Phone' : 'Computer';
}

/** Props of {@link JoinRehearsal}. */
export interface JoinRehearsalProps {
  onJoin(deviceName: string): void;
  /** Why the last try failed (room full, …), in the server's words. */
  error: string | null;
}

/**
 * The room's door: this device's name and 'Join rehearsal'. The click is the gesture that lets the
 * page start its audio, so every later start can come from the room, without a tap.
 */
export function JoinRehearsal({ onJoin, error }: JoinRehearsalProps) {
  const [deviceName, setDeviceName] = useState(defaultDeviceName);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = deviceName.trim();
    try {
      window.localStorage.setItem(DEVICE_NAME_KEY, name);
    } catch {
      // Not remembered; joining works the same.
    }
    onJoin(name);
  };
  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} maw={480}>
      <Stack gap="md">
        <Text>
          Everyone who joins from their own phone hears the leader's click at the same moment. Join from each device
          with headphones or a speaker.
        </Text>
        <TextInput
          label="This device's name"
          description="So the band can tell your phone from your tablet"
          maxLength={REHEARSAL_DEVICE_NAME_MAX_LENGTH}
          value={deviceName}
          onChange={(event) => setDeviceName(event.currentTarget.value)}
          error={error ?? undefined}
        />
        <Button type="submit">Join rehearsal</Button>
      </Stack>
    </Card>
  );
}
