import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** Props of {@link PasswordField}: a PasswordInput's, and the form field it edits. */
export interface PasswordFieldProps<Values> extends Omit<PasswordInputProps, 'form' | 'name'> {
  form: UseFormReturnType<Values>;
  name: keyof Values & string;
}

/**
 * A password field of a Mantine form: a new password unless `autoComplete` says otherwise, and
 * marked aria-invalid with its error, since Mantine's PasswordInput marks it with data-invalid only
 * and screen readers need aria-invalid.
 */
export function PasswordField<Values>({
  form,
  name,
  autoComplete = 'new-password',
  ...props
}: PasswordFieldProps<Values>) {
  return (
    <PasswordInput
      autoComplete={autoComplete}
      aria-invalid={Boolean(form.errors[name])}
      {...props}
      {...form.getInputProps(name)}
    />
  );
}
