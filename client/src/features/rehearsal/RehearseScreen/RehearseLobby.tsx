import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { JoinRehearsal } from '../JoinRehearsal';
import type { RehearsalEnd } from '../live/useRehearsal';
import type { RehearseView } from './rehearseView';
import { RehearseBack } from './RehearseUnavailable';

const ENDED_TEXT: Record<RehearsalEnd, string> = {
  ACCESS_REVOKED: 'This playlist is no longer shared with you, so the rehearsal ended for this device.',
  PLAYLIST_DELETED: 'This playlist was deleted, so the rehearsal ended.',
};

/** Props of {@link RehearseLobby}. */
export interface RehearseLobbyProps {
  id: string;
  view: Extract<RehearseView, { kind: 'lobby' }>;
  playlistName: string;
  onJoin(name: string): void;
  /** Why the last try to join failed. */
  joinError: string | null;
}

/** The rehearsal screen outside the stage: the join form, joining, the room's end, or a playlist with no songs. */
export function RehearseLobby({ id, view, playlistName, onJoin, joinError }: RehearseLobbyProps) {
  const { ended, join } = view;
  return (
    <Stack p="md" gap="lg" maw={960} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>Rehearsal</Title>
          <Text c="dimmed">{playlistName}</Text>
        </div>
        <RehearseBack id={id} hasPlaylist />
      </Group>

      {ended && (
        <Alert color="orange" title="The rehearsal ended">
          {ENDED_TEXT[ended]}
        </Alert>
      )}
      {view.noSongs && <Text>This playlist has no songs to rehearse yet.</Text>}

      {join === 'form' && <JoinRehearsal onJoin={onJoin} error={null} />}
      {(join === 'retry' || join === 'joining') && (
        <>
          {join === 'retry' ? (
            <JoinRehearsal onJoin={onJoin} error={joinError} />
          ) : (
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text>Joining the room…</Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
