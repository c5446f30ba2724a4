import { Button, Divider, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { useForm } from '@mantine/form';
import { LOGIN_HEADING } from '../../../components/FullPageLoader/screenHeadings';
import { AuthFormCard } from '../AuthFormCard/AuthFormCard';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useRef, useState } from 'react';
import { loginSchema } from '../../../../../schema/validation/auth';
import { loginErrorMessage } from '../authErrors';
import { offersProviderLogin } from '../providerLogin';
import { useProviderLoginFailureToast } from '../useProviderLoginFailureToast';
import { replaceSignedInUser } from '../../../graphql/currentUser';
import { useAuthProviderQuery, useLoginMutation } from '../../../graphql/generated';
import { useSignInLinks } from '../../../hooks/useSignInLinks';
import { showToast } from '../../../toast';
import '../../../styles/screens/auth';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type LoginFormValues = {
  usernameOrEmail: string;
  password: string;
};

/**
 * /login (SPEC.md): idle → 'Logging in...' → success toast, or an error alert. On success
 * the `me` cache entry is replaced and the /login route itself sends the user on (admins to
 * /admin, others to /), so there is one place that decides where a signed-in user belongs.
 */
export function LoginScreen() {
  const links = useSignInLinks();
  const [login] = useLoginMutation();
  const provider = useAuthProviderQuery().data?.authProvider;
  useProviderLoginFailureToast();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useForm<LoginFormValues>({
    initialValues: { usernameOrEmail: '', password: '' },
    validate: yupResolver(loginSchema),
  });

  const submit = async ({ usernameOrEmail, password }: LoginFormValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const { data } = await login({
        variables: { input: { usernameOrEmail: usernameOrEmail.trim(), password } },
        update: (cache, result) => {
          if (result.data) replaceSignedInUser(cache, result.data.login);
        },
      });
      if (data) {
        const name = data.login.displayName || data.login.username;
        showToast({ color: 'green', title: 'Login successful', message: `Welcome back, ${name}!` });
      }
    } catch (caught) {
      setError(loginErrorMessage(caught));
      setSubmitting(false);
    }
  };

  const prefillAdmin = () => {
    form.setFieldValue('usernameOrEmail', 'admin');
    passwordRef.current?.focus();
  };

  return (
    <AuthFormCard
      title={LOGIN_HEADING.title}
      prompt="Don't have an account?"
      link={{ to: links.register, label: 'Sign up' }}
      error={error}
      onSubmit={form.onSubmit(submit)}
      width={LOGIN_HEADING.width}
    >
      <TextInput label="Username or Email" autoComplete="username" {...form.getInputProps('usernameOrEmail')} />
      <PasswordField form={form} name="password" label="Password" autoComplete="current-password" ref={passwordRef} />
      <Button type="submit" fullWidth disabled={submitting}>
        {submitting ? 'Logging in...' : 'Log In'}
      </Button>
      <Button type="button" variant="light" fullWidth onClick={prefillAdmin} disabled={submitting}>
        Log in as Admin
      </Button>
      {offersProviderLogin(provider, window.location.hostname) && (
        <>
          <Divider label="or" labelPosition="center" />
          {/* A link, not a script: the browser itself goes to the provider (and it works in a new tab). */}
          <Button component="a" href={provider.loginUrl} variant="outline" fullWidth>
            Log in with {provider.name}
          </Button>
        </>
      )}
    </AuthFormCard>
  );
}
