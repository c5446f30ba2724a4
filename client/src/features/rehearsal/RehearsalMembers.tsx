import { Badge, Group, List, Text } from '@mantine/core';
import type { RehearsalRoom } from './live/useRehearsal';

/** A device's sync error as the room shows it. */
export function syncLabel(errorMs: number | null): string {
  if (errorMs === null || !Number.isFinite(errorMs)) return 'syncing…';
  return `±${errorMs < 10 ? errorMs.toFixed(1) : Math.round(errorMs)} ms`;
}

/** The devices in the room, the leader's marked, each with its estimated sync error. */
export function RehearsalMembers({ room, memberId }: { room: RehearsalRoom; memberId: string | null }) {
  return (
    <List listStyleType="none" spacing={6} aria-label="Devices in the room">
      {room.members.map((member) => (
        <List.Item key={member.id}>
          <Group gap="xs" wrap="wrap">
            <Text fw={member.id === memberId ? 700 : undefined}>
              {member.deviceName} · {member.username}
              {member.id === memberId ? ' (this device)' : ''}
            </Text>
            {member.isLeader && (
              <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                Leader
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {syncLabel(member.syncErrorMs)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
