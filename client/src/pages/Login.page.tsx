import { LoginScreen } from '../features/auth/LoginScreen/LoginScreen';

/** /login: the sign-in form. */
export function LoginPage() {
  return <LoginScreen />;
}
