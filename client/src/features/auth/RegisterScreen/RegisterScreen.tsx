import { Button, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { useForm } from '@mantine/form';
import { REGISTER_HEADING } from '../../../components/FullPageLoader/screenHeadings';
import { AuthFormCard } from '../AuthFormCard/AuthFormCard';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useState } from 'react';
import { registerSchema } from '../../../../../schema/validation/auth';
import { registrationErrorMessage } from '../authErrors';
import { replaceSignedInUser } from '../../../graphql/currentUser';
import { readApiError } from '../../../graphql/errors';
import { useRegisterMutation } from '../../../graphql/generated';
import { useSignInLinks } from '../../../hooks/useSignInLinks';
import { showToast } from '../../../toast';
import '../../../styles/screens/auth';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type RegisterFormValues = {
  username: string;
  email: string;
  displayName: string;
  password: string;
  confirmPassword: string;
};

const FIELDS: ReadonlyArray<keyof RegisterFormValues> = [
  'username',
  'email',
  'displayName',
  'password',
  'confirmPassword',
];

function isFormField(name: string): name is keyof RegisterFormValues {
  return (FIELDS as readonly string[]).includes(name);
}

/**
 * /register (SPEC.md): idle → 'Creating Account...' → success toast, or errors. A taken
 * username or email (and any server validation) shows under its field; anything else is an alert.
 * On success the new user becomes the signed-in user and the /register route sends them to /.
 */
export function RegisterScreen() {
  const links = useSignInLinks();
  const [register] = useRegisterMutation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    initialValues: { username: '', email: '', displayName: '', password: '', confirmPassword: '' },
    validate: yupResolver(registerSchema),
  });

  const submit = async (values: RegisterFormValues) => {
    setError(null);
    setSubmitting(true);
    try {
      await register({
        variables: {
          input: {
            username: values.username.trim(),
            email: values.email.trim(),
            displayName: values.displayName.trim() || undefined,
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        },
        update: (cache, result) => {
          if (result.data) replaceSignedInUser(cache, result.data.register);
        },
      });
      showToast({ color: 'green', title: 'Registration successful', message: 'Your account has been created.' });
    } catch (caught) {
      const apiError = readApiError(caught);
      const fieldErrors = Object.entries(apiError.fields).filter(([field]) => isFormField(field));
      fieldErrors.forEach(([field, message]) => form.setFieldError(field, message));
      if (fieldErrors.length === 0) setError(registrationErrorMessage(apiError));
      setSubmitting(false);
    }
  };

  return (
    <AuthFormCard
      title={REGISTER_HEADING.title}
      prompt="Already have an account?"
      link={{ to: links.login, label: 'Log in' }}
      error={error}
      onSubmit={form.onSubmit(submit)}
      width={REGISTER_HEADING.width}
    >
      <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
      <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
      <TextInput label="Display Name (optional)" autoComplete="nickname" {...form.getInputProps('displayName')} />
      <PasswordField form={form} name="password" label="Password" />
      <PasswordField form={form} name="confirmPassword" label="Confirm Password" />
      <Button type="submit" fullWidth disabled={submitting}>
        {submitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </AuthFormCard>
  );
}
