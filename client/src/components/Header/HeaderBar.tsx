import { Anchor, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../routePaths';

/** Props of {@link HeaderBar}. */
export interface HeaderBarProps {
  /** The account area on the right: Log In / Sign Up, the user menu, or nothing while unknown. */
  children?: ReactNode;
  /** A signed-in user also gets 'Find Song BPM' (the screen needs an account). */
  signedIn?: boolean;
}

/**
 * Top navigation bar (SPEC.md §2): brand link to /, 'Manage Playlists', for a signed-in user
 * 'Find Song BPM' (/add-to-playlist), and the account area. Its
 * height never depends on what the account area shows (nothing while the sign-in check runs, then
 * Log In / Sign Up or the user menu): on a phone the navigation always takes the second row, and
 * the account area always keeps a button's height (styles.css `.header-*`), so nothing shifts.
 */
export function HeaderBar({ children, signedIn = false }: HeaderBarProps) {
  return (
    <Container component="header" size="lg" py="sm" w="100%">
      <div className="header-bar">
        <Anchor
          component={Link}
          to="/"
          fw={800}
          fz={{ base: 'lg', sm: 'xl' }}
          underline="never"
          c="violet.9"
          style={{ whiteSpace: 'nowrap' }}
        >
          Music IQueue
        </Anchor>
        <Group component="nav" aria-label="Main" gap="xs" className="header-nav">
          <Anchor component={Link} to="/playlists" fw={500} c="violet.9" style={{ whiteSpace: 'nowrap' }}>
            Manage Playlists
          </Anchor>
          {signedIn && (
            <Anchor
              component={Link}
              to={ROUTE_PATHS.findSongBpm}
              fw={500}
              c="violet.9"
              style={{ whiteSpace: 'nowrap' }}
            >
              Find Song BPM
            </Anchor>
          )}
        </Group>
        <div className="header-account">{children}</div>
      </div>
    </Container>
  );
}
