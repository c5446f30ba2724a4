import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader/FullPageLoader';
import { ERROR_CODES } from '../../../../../schema/errorCodes';
import { readApiError } from '../../../graphql/errors';
import { useUserProfileQuery } from '../../../graphql/generated';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { ProfileAvatar } from '../ProfileAvatar';
import { PublicProfileEditor } from '../PublicProfileEditor';
import { ProfilePlaylists, PublicProfileDetails } from '../PublicProfileView';
import '../../../styles/screens/publicProfile';

/** SPEC.md: the first two letters, uppercased. */
function twoLetters(text: string): string {
  return text.slice(0, 2).toUpperCase();
}

/**
 * /users/:username (SPEC.md): anyone's public profile; the owner or an admin may switch to edit
 * mode. 'User not found' for an unknown username, SPEC.md's text when loading fails.
 */
export function PublicProfileScreen({ username }: { username: string }) {
  const { user: viewer } = useCurrentUser();
  const { data, loading, error, refetch } = useUserProfileQuery({
    variables: { username },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState(false);
  const profile = data?.userProfile;

  if (loading && !profile) return <FullPageLoader />;
  if (!profile) {
    const notFound = readApiError(error).code === ERROR_CODES.NOT_FOUND;
    return (
      <Container size="md" py="xl">
        <Stack align="flex-start">
          <Title order={1}>@{username}</Title>
          <Alert color="red" role="alert" title={notFound ? 'User not found' : undefined}>
            {notFound ? `There is no user called @${username}.` : 'Failed to load user profile. Please try again.'}
          </Alert>
          {!notFound && <Button onClick={() => void refetch()}>Try Again</Button>}
          <Anchor component={Link} to="/" underline="always">
            Back to Home
          </Anchor>
        </Stack>
      </Container>
    );
  }

  const name = profile.displayName || profile.username;
  const fallback = twoLetters(name);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/" underline="always" w="fit-content">
          Back to Home
        </Anchor>
        <Card withBorder padding="lg">
          {editing ? (
            <PublicProfileEditor
              profile={profile}
              isOwner={viewer?.id === profile.id}
              fallback={fallback}
              onDone={() => setEditing(false)}
            />
          ) : (
            <Stack>
              <Group justify="space-between" align="flex-start">
                <Group>
                  <ProfileAvatar src={profile.profileImageUrl ?? null} fallback={fallback} />
                  <div>
                    <Title order={1}>{name}</Title>
                    <Text c="dimmed">@{profile.username}</Text>
                  </div>
                </Group>
                {profile.canEdit && <Button onClick={() => setEditing(true)}>Edit Profile</Button>}
              </Group>
              <PublicProfileDetails profile={profile} />
            </Stack>
          )}
        </Card>
        <ProfilePlaylists profile={profile} />
      </Stack>
    </Container>
  );
}
