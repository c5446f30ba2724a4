import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link HeaderBar}. */
export interface HeaderBarProps {
  /** The account area on the right: Log In / Sign Up, the user menu, or nothing while unknown. */
  children?: ReactNode;
}

/** Top navigation bar (SPEC.md §2): brand link to /, 'Manage Playlists', and the account area. */
export function HeaderBar({ children }: HeaderBarProps) {
  return (
    <Container component="header" size="lg" py="sm" w="100%">
      <Group justify="space-between" gap="xs">
        <Group gap="lg" wrap="nowrap">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="violet.9" style={{ whiteSpace: 'nowrap' }}>
            Music IQueue
          </Anchor>
          <Group component="nav" aria-label="Main" gap="xs">
            <Anchor component={Link} to="/playlists" fw={500} c="violet.9" style={{ whiteSpace: 'nowrap' }}>
              Manage Playlists
            </Anchor>
          </Group>
        </Group>
        {children && (
          <Group gap="xs" wrap="nowrap">
            {children}
          </Group>
        )}
      </Group>
    </Container>
  );
}
