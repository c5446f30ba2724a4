import { useParams } from 'react-router';
import { PublicProfileScreen } from '../features/profile/PublicProfileScreen/PublicProfileScreen';

/** /users/{username}: a user’s public profile. */
export function PublicProfilePage() {
  const { username = '' } = useParams();
  return <PublicProfileScreen username={username} />;
}
