import { Stack, Switch, TextInput } from '@mantine/core';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useState } from 'react';
import { adminCreateUserSchema } from '../../../../schema/validation/admin';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogActions, DialogError } from '../../components/Dialog/DialogActions';
import { readApiError } from '../../graphql/errors';
import { useAdminCreateUserMutation } from '../../graphql/generated';
import { showToast } from '../../toast';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type NewUserValues = { username: string; email: string; displayName: string; password: string; isAdmin: boolean };

const EMPTY: NewUserValues = { username: '', email: '', displayName: '', password: '', isAdmin: false };

/** Props of {@link CreateUserDialog}. */
export interface CreateUserDialogProps {
  opened: boolean;
  onClose(): void;
  /** After a user was created (the lists refetch). */
  onCreated(): void;
}

/** 'Create New User' (SPEC.md §2 /admin): success closes and resets; an error stays in the dialog until the next submit. */
export function CreateUserDialog({ opened, onClose, onCreated }: CreateUserDialogProps) {
  const [createUser] = useAdminCreateUserMutation();
  const form = useForm<NewUserValues>({ initialValues: EMPTY, validate: yupResolver(adminCreateUserSchema) });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: NewUserValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const input = {
        username: values.username.trim(),
        email: values.email.trim(),
        displayName: values.displayName.trim() || null,
        password: values.password,
        isAdmin: values.isAdmin,
      };
      await createUser({ variables: { input } });
      form.reset();
      onClose();
      onCreated();
      showToast({ color: 'green', title: 'User created', message: `${input.username} can sign in now.` });
    } catch (caught) {
      const apiError = readApiError(caught);
      Object.entries(apiError.fields).forEach(([field, message]) => form.setFieldError(field, message));
      setError(apiError.message ?? 'Failed to create user');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Create New User">
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <DialogError error={error} />
          <TextInput label="Username" autoComplete="off" data-autofocus {...form.getInputProps('username')} />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Display Name (Optional)" autoComplete="off" {...form.getInputProps('displayName')} />
          <PasswordField form={form} name="password" label="Password" />
          <Switch
            label="Administrator"
            description="User will have administrative privileges"
            {...form.getInputProps('isAdmin', { type: 'checkbox' })}
          />
          <DialogActions onCancel={onClose} submitting={submitting} submitLabel="Create User" busyLabel="Creating..." />
        </Stack>
      </form>
    </Dialog>
  );
}
