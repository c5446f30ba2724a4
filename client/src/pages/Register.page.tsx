import { RegisterScreen } from '../features/auth/RegisterScreen/RegisterScreen';

/** /register: the sign-up form. */
export function RegisterPage() {
  return <RegisterScreen />;
}
