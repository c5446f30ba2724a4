import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /admin: user and playlist management (tables built later). */
export function AdminPage() {
  return <PagePlaceholder title="Admin Dashboard" description="Manage users, playlists, and application settings" />;
}
