import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useEffect, useState } from 'react';
import { SET_BREAK_NAME_MAX_LENGTH } from '../../../../../schema/limits';
import { setBreakUpdateSchema } from '../../../../../schema/validation/playlists';
import { readApiError } from '../../../graphql/errors';
import { usePlaylistPageAddSetBreakMutation, usePlaylistPageRenameSetBreakMutation } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { Dialog } from '../../../components/Dialog/Dialog';
import { DialogActions } from '../../../components/Dialog/DialogActions';
import { DialogTextField } from '../../../components/Dialog/DialogTextField';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type SetBreakFormValues = { name: string };

/** What the dialog does: add a break (after a track or break, or at the end) or rename one. */
export type SetBreakTask =
  { kind: 'add'; afterId: string | null; suggestedName: string } | { kind: 'rename'; breakId: string; name: string };

/** Props of {@link SetBreakDialog}. */
export interface SetBreakDialogProps {
  opened: boolean;
  onClose: () => void;
  playlistId: string;
  /** Kept while the dialog closes, so its text does not change mid-animation. */
  task: SetBreakTask | null;
}

/**
 * Names a set break ('Set 2', 'Encore'): 'Add set break' puts a new one after the chosen song (or
 * at the end), 'Rename' changes one. The name is checked with the server's rule (not empty, at most
 * {@link SET_BREAK_NAME_MAX_LENGTH} characters); the answer replaces the cached playlist.
 */
export function SetBreakDialog({ opened, onClose, playlistId, task }: SetBreakDialogProps) {
  const [add] = usePlaylistPageAddSetBreakMutation();
  const [rename] = usePlaylistPageRenameSetBreakMutation();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<SetBreakFormValues>({
    initialValues: { name: '' },
    validate: yupResolver(setBreakUpdateSchema),
  });

  const { setValues, resetDirty, clearErrors } = form;
  useEffect(() => {
    if (!opened || !task) return;
    setValues({ name: task.kind === 'add' ? task.suggestedName : task.name });
    resetDirty();
    clearErrors();
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = async ({ name }: SetBreakFormValues) => {
    if (!task) return;
    const trimmed = name.trim();
    setSubmitting(true);
    try {
      if (task.kind === 'add')
        await add({ variables: { playlistId, input: { name: trimmed, afterId: task.afterId } } });
      else await rename({ variables: { breakId: task.breakId, input: { name: trimmed } } });
      onClose();
      showToast({ title: task.kind === 'add' ? 'Set break added' : 'Set break renamed', message: `“${trimmed}”` });
    } catch (caught) {
      const error = readApiError(caught);
      const message = error.fields.name ?? error.message ?? 'The set break was not saved. Please try again.';
      if (error.fields.name) form.setFieldError('name', message);
      showToast({ color: 'red', title: 'Set break not saved', message });
    } finally {
      setSubmitting(false);
    }
  };

  const adding = task?.kind !== 'rename';
  return (
    <Dialog opened={opened} onClose={onClose} title={adding ? 'Add Set Break' : 'Rename Set Break'}>
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack>
          <DialogTextField
            label="Name"
            description="Shown as a heading between the songs, e.g. Set 2 or Encore"
            maxLength={SET_BREAK_NAME_MAX_LENGTH}
            {...form.getInputProps('name')}
          />
          <DialogActions onCancel={onClose} submitting={submitting} submitLabel={adding ? 'Add Set Break' : 'Save'} />
        </Stack>
      </form>
    </Dialog>
  );
}
