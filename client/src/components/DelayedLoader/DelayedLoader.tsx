import { Box, Loader, type LoaderProps, type MantineSize } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How long after the page began to load a spinner may appear: a shorter wait reads as instant. */
export const SPINNER_DELAY_MS = 1000;

/** Mantine's Loader sizes (its `--loader-size-*`, which only its own root defines), in rem. */
const LOADER_REM: Record<MantineSize, number> = { xs: 1.125, sm: 1.375, md: 2.25, lg: 2.75, xl: 3.625 };

type DelayedLoaderProps = Omit<LoaderProps, 'size'> & { size?: MantineSize };

/** Milliseconds until the page is {@link SPINNER_DELAY_MS} old (0 once it is). */
function untilSpinnerMayShow(): number {
  return Math.max(0, SPINNER_DELAY_MS - performance.now());
}

/**
 * Mantine's Loader for the waits of a page's first load (the sign-in check, the app's code, the
 * screen's data, which follow each other): the spinner appears once the page has been loading
 * for {@link SPINNER_DELAY_MS}, and a blank box of its size holds its place until then. Later
 * (a screen opened from within the app) it shows at once. A spinner that flashes for a few hundred
 * milliseconds tells the user nothing, and its animation redraws the screen every frame while the
 * app starts: on a phone without spare cores that competes with the start itself. Whatever says
 * 'Loading' in words next to it is shown at once.
 */
export function DelayedLoader({ size = 'md', ...loaderProps }: DelayedLoaderProps) {
  const [shown, setShown] = useState(() => untilSpinnerMayShow() === 0);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), untilSpinnerMayShow());
    return () => clearTimeout(timer);
  }, [shown]);
  if (shown) return <Loader size={size} {...loaderProps} />;
  const side = `calc(${LOADER_REM[size]}rem * var(--mantine-scale))`;
  return <Box w={side} h={side} style={{ flex: 'none' }} aria-hidden />;
}
