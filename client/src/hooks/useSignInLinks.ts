import { useLocation } from 'react-router';
import { withNextFrom } from '../navigation';

/** Links to /login and /register that carry on where the visitor was going (`?next=`), if anywhere. */
export function useSignInLinks(): { login: string; register: string } {
  const { search } = useLocation();
  return { login: withNextFrom('/login', search), register: withNextFrom('/register', search) };
}
