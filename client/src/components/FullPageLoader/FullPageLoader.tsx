import { Center, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { DelayedLoader } from '../DelayedLoader/DelayedLoader';
import { FirstScreenPreview } from './FirstScreenPreview';
import { ScreenHeadingPlaceholder, screenHeadingAt } from './screenHeadings';

/**
 * Centered spinner with 'Loading...', shown while the authentication check runs. It fills the
 * screen, so the footer starts below the fold and does not move when the page replaces it. On a
 * screen whose heading is known in advance (/login, /register, and / once `signedIn` is known:
 * the generator) the heading stands above it; on a set list or its stage, what the page came with
 * of it ({@link FirstScreenPreview}).
 */
export function FullPageLoader({ signedIn = false }: { signedIn?: boolean }) {
  const heading = screenHeadingAt(useLocation().pathname, signedIn);
  return (
    <>
      {heading && <ScreenHeadingPlaceholder {...heading} />}
      <FirstScreenPreview />
      <Center mih="100vh" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <DelayedLoader aria-hidden />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    </>
  );
}
