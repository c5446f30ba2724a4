import { Center, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { DelayedLoader } from '../DelayedLoader/DelayedLoader';
import { FirstScreenPreview } from './FirstScreenPreview';
import { ScreenHeadingPlaceholder, screenHeadingAt } from './screenHeadings';

/**
 * Centered spinner with 'Loading...', shown while the authentication check runs. With the heading,
 * when there is one, it fills the screen, so the footer starts below the fold and does not move
 * when the page replaces it. On a screen whose heading is known in advance (/login, /register,
 * and / once `signedIn` is known: the generator) the heading stands above it; on a set list or
 * its stage, what the page came with of it ({@link FirstScreenPreview}).
 */
export function FullPageLoader({ signedIn = false }: { signedIn?: boolean }) {
  const heading = screenHeadingAt(useLocation().pathname, signedIn);
  // The heading stands inside the screen's height: the footer then starts one screen down, so a
  // short page that replaces the loader moves it no further than it would without a heading.
  return (
    <Stack mih="100vh" gap={0}>
      {heading && <ScreenHeadingPlaceholder {...heading} />}
      <FirstScreenPreview />
      <Center style={{ flex: 1 }} role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <DelayedLoader aria-hidden />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    </Stack>
  );
}
