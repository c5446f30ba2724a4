import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /profile: the signed-in user's own profile (built later). */
export function ProfilePage() {
  return <PagePlaceholder title="Profile" description="Your profile settings and password will appear here." />;
}
