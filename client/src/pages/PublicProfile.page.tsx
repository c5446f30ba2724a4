import { useParams } from 'react-router';
import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /users/:username: another user's public profile (built later). */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  return <PagePlaceholder title={`@${username}`} description="This user's public profile will appear here." />;
}
