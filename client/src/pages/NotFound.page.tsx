import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The catch-all screen for unknown paths (SPEC.md §2). */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">Sorry, the page you&apos;re looking for doesn&apos;t exist or has been moved.</Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}
