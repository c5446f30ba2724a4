import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicProfileFragment } from '../../graphql/generated';

/** Props of {@link PublicProfileDetails} and {@link ProfilePlaylists}. */
export interface PublicProfileProps {
  profile: PublicProfileFragment;
}

/** The phone line: the number, 'Hidden' when there is one the viewer may not see, else SPEC.md §2's fallback. */
function phoneText(profile: PublicProfileFragment): string {
  if (profile.phoneNumber) return profile.phoneNumber;
  return profile.hasPhoneNumber ? 'Hidden' : 'Not provided';
}

/** Bio, email and phone with SPEC.md §2's fallbacks. */
export function PublicProfileDetails({ profile }: PublicProfileProps) {
  return (
    <Stack gap="xs">
      <Text>{profile.bio || 'No bio provided'}</Text>
      <Group gap="xs">
        <Text fw={600}>Email:</Text>
        <Text>{profile.email}</Text>
      </Group>
      <Group gap="xs">
        <Text fw={600}>Phone:</Text>
        <Text>{phoneText(profile)}</Text>
      </Group>
    </Stack>
  );
}

/** 'Playlists by …': the user's playlists the viewer can open (the server decides which). */
export function ProfilePlaylists({ profile }: PublicProfileProps) {
  const name = profile.displayName || profile.username;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="sm">
        Playlists by {name}
      </Title>
      {profile.playlists.length === 0 ? (
        <Text c="dimmed">No playlists you can open yet.</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {profile.playlists.map((playlist) => (
            <List.Item key={playlist.id}>
              <Anchor component={Link} to={`/playlist/${playlist.id}`} underline="always">
                {playlist.name}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                ({playlist.trackCount} {playlist.trackCount === 1 ? 'track' : 'tracks'})
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
