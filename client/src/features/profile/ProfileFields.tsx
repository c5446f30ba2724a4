import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { BIO_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, PHONE_NUMBER_MAX_LENGTH } from '../../../../schema/limits';
import type { ProfileFormValues } from './profileForm';

/** Props of {@link ProfileFields}. */
export interface ProfileFieldsProps {
  form: UseFormReturnType<ProfileFormValues>;
  /** Shown under the phone number (SPEC.md §2's hint on /profile). */
  phoneHint?: string;
}

/** Display name, phone number and bio (textarea at least 100 px high), as both profile pages edit them. */
export function ProfileFields({ form, phoneHint }: ProfileFieldsProps) {
  return (
    <>
      <TextInput
        label="Display Name"
        autoComplete="nickname"
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        {...form.getInputProps('displayName')}
      />
      <TextInput
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_NUMBER_MAX_LENGTH}
        description={phoneHint}
        {...form.getInputProps('phoneNumber')}
      />
      <Textarea
        label="Bio"
        maxLength={BIO_MAX_LENGTH}
        styles={{ input: { minHeight: 100 } }}
        autosize
        minRows={4}
        {...form.getInputProps('bio')}
      />
    </>
  );
}
