import { Alert, type AlertProps } from '@mantine/core';

// Mantine's yellow title is 2:1 on its light background; the text colour is AA (the axe gate).
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** The look of every offline message: a yellow status alert whose title stays readable. */
export function OfflineAlert(props: AlertProps) {
  return <Alert role="status" color="yellow" styles={READABLE_TITLE} {...props} />;
}
