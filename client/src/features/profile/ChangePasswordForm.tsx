import { Stack } from '@mantine/core';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useState } from 'react';
import { ERROR_CODES } from '../../../../schema/errorCodes';
import { changePasswordFormSchema } from '../../../../schema/validation/auth';
import { readApiError } from '../../graphql/errors';
import { useChangePasswordMutation } from '../../graphql/generated';
import { showToast } from '../../toast';
import { FormFooter, type FormOutcome } from './FormFooter';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Change Password tab of /profile (SPEC.md §2, §5). Success resets the form; the server ends
 * every other session of the user and keeps this one.
 */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm<ChangePasswordValues>({ initialValues: EMPTY, validate: yupResolver(changePasswordFormSchema) });
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<FormOutcome | null>(null);

  const submit = async (values: ChangePasswordValues) => {
    setStatus(null);
    setSaving(true);
    try {
      await changePassword({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      form.reset();
      setStatus({ ok: true, text: 'Password changed successfully' });
      showToast({ color: 'green', title: 'Password changed', message: 'Your password has been successfully changed.' });
    } catch (caught) {
      const apiError = readApiError(caught);
      const fields = Object.entries(apiError.fields).filter(([field]) => field in values);
      fields.forEach(([field, message]) => form.setFieldError(field, message));
      setStatus({
        ok: false,
        text: fields.length
          ? (fields[0]![1] ?? 'Failed to change password')
          : apiError.code === ERROR_CODES.TOO_MANY_REQUESTS && apiError.message
            ? apiError.message
            : 'Failed to change password',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <PasswordField form={form} name="currentPassword" label="Current Password" autoComplete="current-password" />
        <PasswordField form={form} name="newPassword" label="New Password" />
        <PasswordField form={form} name="confirmPassword" label="Confirm New Password" />
        <FormFooter outcome={status} saving={saving} submitLabel="Change Password" />
      </Stack>
    </form>
  );
}
