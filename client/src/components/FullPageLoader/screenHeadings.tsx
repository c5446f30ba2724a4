import { Container, Title } from '@mantine/core';

/** A screen's heading and the width of the column it stands in. */
export interface ScreenHeadingSpec {
  title: string;
  width: number;
}

/** The sign-in screen's heading. */
export const LOGIN_HEADING: ScreenHeadingSpec = { title: 'Log in to Music IQueue', width: 440 };
/** The sign-up screen's heading. */
export const REGISTER_HEADING: ScreenHeadingSpec = { title: 'Create your account', width: 480 };

const HEADINGS_BY_PATH: Readonly<Record<string, ScreenHeadingSpec>> = {
  '/login': LOGIN_HEADING,
  '/register': REGISTER_HEADING,
};

/**
 * The heading of the screen at `pathname` when it is known before the screen's code has loaded:
 * the loader shows it where the screen will, so the first paint already says where the user is
 * (and the heading, the largest text of these screens, does not wait for the app behind it).
 */
export function screenHeadingAt(pathname: string): ScreenHeadingSpec | undefined {
  return HEADINGS_BY_PATH[pathname];
}

/** The heading of the sign-in and sign-up screens (and of their loader). */
export function ScreenTitle({ title }: { title: string }) {
  return (
    <Title order={1} fz="h2" ta="center">
      {title}
    </Title>
  );
}

/** The heading alone, in the same column and at the same height as on its screen. */
export function ScreenHeadingPlaceholder({ title, width }: ScreenHeadingSpec) {
  return (
    <Container size={width} pt="xl">
      <ScreenTitle title={title} />
    </Container>
  );
}
