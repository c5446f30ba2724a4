import { Anchor, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { UserMenu } from '../UserMenu/UserMenu';

/**
 * Top navigation bar (SPEC.md §2): brand link, 'Manage Playlists', and either Log In / Sign Up
 * for visitors or the account menu for signed-in users. The account area stays empty while the
 * authentication check runs, so visitors' buttons never flash for a signed-in user.
 */
export function Header() {
  const { user, loading } = useCurrentUser();

  return (
    <Container component="header" size="lg" py="sm" w="100%">
      <Group justify="space-between" gap="xs">
        <Group gap="lg" wrap="nowrap">
          <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="violet.7" style={{ whiteSpace: 'nowrap' }}>
            Music IQueue
          </Anchor>
          <Group component="nav" aria-label="Main" gap="xs">
            <Anchor component={Link} to="/playlists" fw={500} style={{ whiteSpace: 'nowrap' }}>
              Manage Playlists
            </Anchor>
          </Group>
        </Group>
        {!loading && (
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <>
                <Button component={Link} to="/login" variant="default">
                  Log In
                </Button>
                <Button component={Link} to="/register">
                  Sign Up
                </Button>
              </>
            )}
          </Group>
        )}
      </Group>
    </Container>
  );
}
