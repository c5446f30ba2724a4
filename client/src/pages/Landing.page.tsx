import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { FeatureList } from '../features/landing/FeatureList/FeatureList';
import { useSignInLinks } from '../hooks/useSignInLinks';

/** What visitors see on / (SPEC.md §1): the pitch (click tracks from a streaming service's playlists), Log In / Sign Up, and the features. */
export function LandingPage() {
  const links = useSignInLinks();
  return (
    <Container size="lg" py="xl">
      <Stack align="center" gap="md" py="xl" ta="center">
        <Title order={1} fz={{ base: 32, sm: 48 }}>
          Start every song at the right tempo
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          Music IQueue generates click tracks with a count-in, keeps your songs&apos; tempos in playlists and shares
          them with your band.
        </Text>
        <Text c="dimmed" maw={640}>
          Rehearsing from a playlist on your streaming service? Find its songs here, and each plays a 10-second click
          track at its own tempo.
        </Text>
        <Group>
          <Button component={Link} to={links.login} size="md" variant="default">
            Log In
          </Button>
          <Button component={Link} to={links.register} size="md">
            Sign Up
          </Button>
        </Group>
      </Stack>
      <Title order={2} fz="xl" mb="md" ta="center">
        Everything you need to count in
      </Title>
      <FeatureList />
    </Container>
  );
}
