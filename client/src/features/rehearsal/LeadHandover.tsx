import { Alert, Button, Group, Text } from '@mantine/core';
import type { RehearsalRoom } from './live/useRehearsal';

/** Props of {@link LeadHandover}. */
export interface LeadHandoverProps {
  room: RehearsalRoom;
  /** This device's id in the room. */
  memberId: string | null;
  /** This user's username. */
  username: string | null;
  /** Whether this user decides for the playlist (its owner, or an admin): they take the lead at once. */
  ownsPlaylist: boolean;
  busy: boolean;
  onLead(): void;
  onAnswer(accept: boolean): void;
}

/**
 * Who leads next, without anyone taking the band's click by surprise: a bandmate asks, the
 * leader's device shows the request with 'Hand over' and 'Keep the lead'; the playlist's owner
 * takes the lead at once; a room whose owner named its leaders offers the others nothing.
 */
export function LeadHandover({ room, memberId, username, ownsPlaylist, busy, onLead, onAnswer }: LeadHandoverProps) {
  const leads = room.members.some((member) => member.id === memberId && member.isLeader);
  if (leads) {
    if (!room.leadRequestUsername) return null;
    return (
      <Alert color="blue" title={`${room.leadRequestUsername} asks to lead`} role="alertdialog" aria-live="assertive">
        <Group gap="sm" mt="xs">
          <Button size="md" onClick={() => onAnswer(true)} disabled={busy}>
            Hand over the lead
          </Button>
          <Button size="md" variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            Keep the lead
          </Button>
        </Group>
      </Alert>
    );
  }
  const named =
    username !== null && room.namedLeaders.some((leader) => leader.toLowerCase() === username.toLowerCase());
  if (!ownsPlaylist && !room.anyoneMayLead && !named) {
    return (
      <Text size="sm" c="dimmed">
        Only the playlist&apos;s owner and the people they name lead this room.
      </Text>
    );
  }
  if (!ownsPlaylist && room.leaderUsername && room.leadRequestUsername === username) {
    return (
      <Text size="sm" role="status" aria-live="polite">
        Asked {room.leaderUsername} to hand over the lead…
      </Text>
    );
  }
  const label = ownsPlaylist || !room.leaderUsername ? 'Take the lead' : 'Ask to lead';
  return (
    <Button variant="light" size="md" onClick={onLead} disabled={busy}>
      {label}
    </Button>
  );
}
