import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, trackCountLabel } from './format';

/** The summary a card shows (own playlists, and those shared with the viewer). */
export interface PlaylistCardData {
  id: string;
  name: string;
  description: string | null;
  trackCount: number;
  createdAt: string;
}

/** Props of {@link PlaylistCard}. */
export interface PlaylistCardProps {
  playlist: PlaylistCardData;
  /** For a playlist shared with the viewer: who shared it ('Shared by …' with a View Profile link). */
  sharedBy?: string;
  /** Own playlists: open the edit dialog. Without it there is no Edit button. */
  onEdit?: () => void;
  /** Own playlists: open the delete confirmation. Without it there is no Delete button. */
  onDelete?: () => void;
  /** Heading level of the name: one below the heading of the list it is in (default 3, under a section's h2). */
  headingOrder?: 2 | 3;
}

/**
 * One playlist on /playlists: name, description, 'N tracks', created date and View Playlist
 * (/playlist/{id}); own playlists add Edit and Delete, shared ones 'Shared by {user}' and View Profile.
 */
export function PlaylistCard({ playlist, sharedBy, onEdit, onDelete, headingOrder = 3 }: PlaylistCardProps) {
  const { id, name, description, trackCount, createdAt } = playlist;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {trackCountLabel(trackCount)}
          </Badge>
        </Group>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {description}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Created {formatDate(createdAt)}
        </Text>
        {sharedBy && (
          <Group gap="xs">
            <Text size="sm">{`Shared by ${sharedBy}`}</Text>
            <Anchor component={Link} to={`/users/${encodeURIComponent(sharedBy)}`} size="sm">
              View Profile
            </Anchor>
          </Group>
        )}
        <Group gap="xs" mt="auto">
          <Button component={Link} to={`/playlist/${id}`} size="xs">
            View Playlist
          </Button>
          {onEdit && (
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
