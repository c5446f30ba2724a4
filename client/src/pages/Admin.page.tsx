import { Container, Tabs, Text, Title } from '@mantine/core';
import { PlaylistManagement } from '../features/admin/PlaylistManagement';
import { UserManagement } from '../features/admin/UserManagement';
import '../styles/screens/admin';

/** /admin (SPEC.md §2): User Management (default) and Playlist Management; only admins reach it (routes.tsx). */
export function AdminPage() {
  return (
    <Container size="xl" py="xl">
      <Title order={1}>Admin Dashboard</Title>
      <Text c="dimmed" mb="lg">
        Manage users, playlists, and application settings
      </Text>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users">User Management</Tabs.Tab>
          <Tabs.Tab value="playlists">Playlist Management</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UserManagement />
        </Tabs.Panel>
        <Tabs.Panel value="playlists">
          <PlaylistManagement />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
