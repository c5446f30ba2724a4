import { Container, Text } from '@mantine/core';

/** Page footer with the current year, computed at render so a long-open tab stays right. */
export function Footer() {
  return (
    <Container component="footer" size="lg" py="lg" w="100%">
      <Text size="sm" c="dimmed" ta="center">
        © {new Date().getFullYear()} Music IQueue
      </Text>
    </Container>
  );
}
