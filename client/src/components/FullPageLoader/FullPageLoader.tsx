import { Center, Loader, Stack, Text } from '@mantine/core';

/** Centered spinner with 'Loading...', shown while the authentication check runs. */
export function FullPageLoader() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
