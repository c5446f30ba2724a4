import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { CurrentUserDocument, useUpdateUserProfileMutation, type PublicProfileFragment } from '../../graphql/generated';
import { showToast } from '../../toast';
import { PhotoPicker } from './PhotoPicker';
import { ProfileFields } from './ProfileFields';
import { profileFormValues, profileInputOf, useProfileForm, type ProfileFormValues } from './profileForm';
import { profileSavedToast, saveProfileWithPhoto } from './saveProfile';
import { serverMessageOr } from '../../graphql/errors';

/** Props of {@link PublicProfileEditor}. */
export interface PublicProfileEditorProps {
  profile: PublicProfileFragment;
  /** The viewer is the profile's owner (only they can change its photo: uploads set your own photo). */
  isOwner: boolean;
  fallback: string;
  onDone(): void;
}

/**
 * Edit mode of /users/{username} (SPEC.md §2, §4): display name, bio, phone and — for the owner —
 * the photo. Cancel reverts; Save Changes uploads a chosen photo first, then saves the details.
 */
export function PublicProfileEditor({ profile, isOwner, fallback, onDone }: PublicProfileEditorProps) {
  const [updateUserProfile] = useUpdateUserProfileMutation();
  const form = useProfileForm(profileFormValues(profile));
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (values: ProfileFormValues) => {
    setSaving(true);
    try {
      const photo = await saveProfileWithPhoto(file, async () => {
        await updateUserProfile({
          variables: { username: profile.username, input: profileInputOf(values) },
          // The owner's own avatar in the top bar shows the new photo and name at once.
          refetchQueries: isOwner ? [CurrentUserDocument] : [],
          awaitRefetchQueries: true,
        });
      });
      showToast(profileSavedToast(photo));
      onDone();
    } catch (caught) {
      const message = serverMessageOr(caught, 'There was a problem updating your profile. Please try again.');
      showToast({ color: 'red', title: 'Error updating profile', message });
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack>
        {isOwner && (
          <PhotoPicker
            currentUrl={profile.profileImageUrl ?? null}
            fallback={fallback}
            file={file}
            onChange={setFile}
          />
        )}
        <ProfileFields form={form} />
        <Group>
          <Button type="submit" loading={saving} disabled={saving}>
            Save Changes
          </Button>
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
