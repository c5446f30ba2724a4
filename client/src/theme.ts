import { createTheme } from '@mantine/core';

/** Mantine theme: violet accents, rounded controls, focus rings for keyboard users. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
