import { useCurrentUser } from '../../hooks/useCurrentUser';
import { UserMenu } from '../UserMenu/UserMenu';
import { HeaderBar } from './HeaderBar';
import { VisitorActions } from './VisitorActions';

/**
 * The header of the signed-in app: Log In / Sign Up for visitors, the account menu for users. The
 * account area stays empty while the authentication check runs, so visitors' buttons never flash
 * for a signed-in user.
 */
export function Header() {
  const { user, loading } = useCurrentUser();
  return (
    <HeaderBar signedIn={Boolean(user)}>{!loading && (user ? <UserMenu user={user} /> : <VisitorActions />)}</HeaderBar>
  );
}
