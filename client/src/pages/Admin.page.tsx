import { Container, Text, Title } from '@mantine/core';
import { PanelTabs } from '../components/PanelTabs/PanelTabs';
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
      <PanelTabs
        tabs={[
          { value: 'users', label: 'User Management', panel: <UserManagement /> },
          { value: 'playlists', label: 'Playlist Management', panel: <PlaylistManagement /> },
        ]}
      />
    </Container>
  );
}
