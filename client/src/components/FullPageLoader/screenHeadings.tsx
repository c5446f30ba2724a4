import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's heading and where it stands: centred above a form column of `width` px (sign-in,
 * sign-up), or at the left of a page's title row (the generator).
 */
export type ScreenHeadingSpec = { title: string; layout: 'form'; width: number } | { title: string; layout: 'page' };

/** The sign-in screen's heading. */
export const LOGIN_HEADING = { title: 'Log in to Music IQueue', layout: 'form', width: 440 } as const;
/** The sign-up screen's heading. */
export const REGISTER_HEADING = { title: 'Create your account', layout: 'form', width: 480 } as const;
/** The generator's heading (/, signed in). */
export const GENERATOR_HEADING = { title: 'Click Track Generator', layout: 'page' } as const;

const HEADINGS_BY_PATH: Readonly<Record<string, ScreenHeadingSpec>> = {
  '/login': LOGIN_HEADING,
  '/register': REGISTER_HEADING,
};

/**
 * The heading of the screen at `pathname` when it is known before the screen's code has loaded
 * (for /, once the sign-in check has said someone is signed in: the generator's): the loader
 * shows it where the screen will, so the first paint already says where the user is (and the
 * heading, the largest text of these screens, does not wait for the app behind it).
 */
export function screenHeadingAt(pathname: string, signedIn = false): ScreenHeadingSpec | undefined {
  if (pathname === '/') return signedIn ? GENERATOR_HEADING : undefined;
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

/**
 * A page's title row: the h1 at the left with `below` under it (the loaded track), `aside` at the
 * right (the player's status).
 */
export function PageTitleRow({ title, below, aside }: { title: string; below?: ReactNode; aside?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        {below}
      </div>
      {aside}
    </Group>
  );
}

/** The heading alone, in the same column and at the same height as on its screen. */
export function ScreenHeadingPlaceholder(heading: ScreenHeadingSpec) {
  if (heading.layout === 'form') {
    return (
      <Container size={heading.width} pt="xl">
        <ScreenTitle title={heading.title} />
      </Container>
    );
  }
  // As the generator's page lays out its title row (GeneratorScreen).
  return (
    <Container size="md" pt="xl">
      <Stack gap="lg">
        <PageTitleRow title={heading.title} />
      </Stack>
    </Container>
  );
}
