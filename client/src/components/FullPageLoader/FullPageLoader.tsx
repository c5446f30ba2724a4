import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Centered spinner with 'Loading...', shown while the authentication check runs. It fills the
 * screen, so the footer starts below the fold and does not move when the page replaces it.
 */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
