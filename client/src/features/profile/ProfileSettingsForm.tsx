import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { CurrentUser } from '../../graphql/currentUser';
import { readApiError } from '../../graphql/errors';
import { useUpdateProfileMutation } from '../../graphql/generated';
import { showToast } from '../../toast';
import { PhotoPicker } from './PhotoPicker';
import { ProfileFields } from './ProfileFields';
import { profileFormValues, profileInputOf, useProfileForm, type ProfileFormValues } from './profileForm';
import { profileSavedToast, saveProfileWithPhoto } from './saveProfile';
import { FormFooter, type FormOutcome } from './FormFooter';

/** SPEC.md §2's hint under the phone number. */
export const PHONE_HINT = 'Your phone number is visible only to you and users you share playlists with.';

/** Props of {@link ProfileSettingsForm}. */
export interface ProfileSettingsFormProps {
  user: CurrentUser;
}

/**
 * The Profile Settings tab of /profile: photo, display name, phone number, bio. Saving uploads a
 * chosen photo first (SPEC.md §4), then the details; the saved user replaces the signed-in user,
 * so the top bar's avatar changes at once.
 */
export function ProfileSettingsForm({ user }: ProfileSettingsFormProps) {
  const [updateProfile] = useUpdateProfileMutation();
  const form = useProfileForm(profileFormValues(user));
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<FormOutcome | null>(null);

  const submit = async (values: ProfileFormValues) => {
    setStatus(null);
    setSaving(true);
    try {
      const photo = await saveProfileWithPhoto(file, async () => {
        const result = await updateProfile({ variables: { input: profileInputOf(values) } });
        if (result.data) form.setInitialValues(profileFormValues(result.data.updateProfile));
      });
      form.reset();
      setFile(null);
      setStatus({ ok: true, text: 'Profile updated successfully' });
      showToast(profileSavedToast(photo));
    } catch (caught) {
      const fields = Object.entries(readApiError(caught).fields).filter(([field]) => field in values);
      fields.forEach(([field, message]) => form.setFieldError(field, message));
      setStatus({ ok: false, text: 'Failed to update profile' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        <PhotoPicker
          currentUrl={user.profileImageUrl ?? null}
          fallback={(user.displayName || user.username).charAt(0).toUpperCase()}
          file={file}
          onChange={setFile}
        />
        <ProfileFields form={form} phoneHint={PHONE_HINT} />
        <FormFooter outcome={status} saving={saving} submitLabel="Save Changes" />
      </Stack>
    </form>
  );
}
