import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '../../graphql/currentUser';
import { useLogout } from '../../hooks/useLogout';
import { avatarInitials } from './avatarInitials';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in user; `profileImageUrl` is shown when the profile has a photo. */
  user: CurrentUser & { profileImageUrl?: string | null };
}

/**
 * The signed-in user's avatar button and its dropdown: name, email, Profile, Admin Dashboard
 * (admins only) and Log out.
 */
export function UserMenu({ user }: UserMenuProps) {
  const logout = useLogout();
  const name = user.displayName || user.username;

  return (
    // No initial-focus placeholder: a menu may only own items and groups (axe: aria-required-children).
    <Menu position="bottom-end" width={240} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton>
          {/* The name comes from this text, not an aria-label that would not contain the visible initials. */}
          <VisuallyHidden>Account menu</VisuallyHidden>
          <Avatar src={user.profileImageUrl ?? null} alt="" aria-hidden radius="xl" color="violet">
            {avatarInitials(user)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may only own items and groups: the name and email are a labelled group. */}
        <Menu.Label role="group" aria-label={`Signed in as ${name}`}>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile">
          Profile
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item component={Link} to="/admin">
            Admin Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => void logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
