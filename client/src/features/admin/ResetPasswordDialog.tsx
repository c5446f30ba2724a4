import { Stack, Text } from '@mantine/core';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useState } from 'react';
import { adminResetPasswordSchema } from '../../../../schema/validation/admin';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogActions, DialogError } from '../../components/Dialog/DialogActions';
import { readApiError } from '../../graphql/errors';
import { useAdminResetPasswordMutation } from '../../graphql/generated';
import { showToast } from '../../toast';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type ResetValues = { password: string };

/** Props of {@link ResetPasswordDialog}. */
export interface ResetPasswordDialogProps {
  /** Whose password; null keeps the dialog closed. */
  user: { id: string; username: string } | null;
  onClose(): void;
}

/** 'Reset Password' (SPEC.md §2 /admin): a new password (≥ 6); the user's open sessions end. */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const [resetPassword] = useAdminResetPasswordMutation();
  const form = useForm<ResetValues>({
    initialValues: { password: '' },
    validate: yupResolver(adminResetPasswordSchema),
  });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    reset();
    setError(null);
  }, [user?.id, reset]);

  const submit = async ({ password }: ResetValues) => {
    if (!user) return;
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({ variables: { id: user.id, password } });
      form.reset();
      onClose();
      showToast({
        color: 'green',
        title: 'Password reset',
        message: `${user.username} has a new password and must sign in again.`,
      });
    } catch (caught) {
      const apiError = readApiError(caught);
      if (apiError.fields.password) form.setFieldError('password', apiError.fields.password);
      setError(apiError.message ?? 'Failed to reset password');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog opened={user !== null} onClose={onClose} title="Reset Password">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <Text size="sm">New password for {user?.username}. Their open sessions end.</Text>
          <DialogError error={error} />
          <PasswordField form={form} name="password" label="New Password" data-autofocus />
          <DialogActions
            onCancel={onClose}
            submitting={submitting}
            submitLabel="Reset Password"
            busyLabel="Resetting..."
          />
        </Stack>
      </form>
    </Dialog>
  );
}
