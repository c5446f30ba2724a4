import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlaylistPage_PlaylistFragment } from '../../../graphql/generated';
import { formatDate, trackCountLabel } from '../PlaylistCard/format';
import { setLengthLabel } from '../TrackList/setLength';

/** Props of {@link PlaylistHeader}. */
export interface PlaylistHeaderProps {
  playlist: PlaylistPage_PlaylistFragment;
  phone: boolean;
  /** The Home and 'Back to Playlists' buttons (left out on a phone). */
  navigation: ReactNode;
}

/** The playlist's name, description, track count, set length, last update and, for readers, whose it is. */
export function PlaylistHeader({ playlist, phone, navigation }: PlaylistHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Title order={1} size={phone ? 'h2' : undefined}>
          {playlist.name}
        </Title>
        {playlist.description && <Text c="dimmed">{playlist.description}</Text>}
        <Group gap="sm">
          <Badge variant="light" className="setlist-no-print">
            {trackCountLabel(playlist.trackCount)}
          </Badge>
          <Text size="sm" fw={600} className="setlist-summary">
            {setLengthLabel(playlist.tracks)}
          </Text>
          <Text size="sm" c="dimmed" className="setlist-no-print">
            Last updated {formatDate(playlist.updatedAt)}
          </Text>
        </Group>
        {!playlist.canEdit && (
          <Text size="sm" c="dimmed">
            {playlist.ownerUsername ? `Shared with you by ${playlist.ownerUsername} (read-only)` : 'Read-only'}
          </Text>
        )}
      </Stack>
      {!phone && <div className="setlist-no-print">{navigation}</div>}
    </Group>
  );
}
