import { object, string, type InferType } from 'yup';
import { BIO_MAX_LENGTH, PHONE_NUMBER_MAX_LENGTH } from '../limits';
import { displayNameField } from './auth';
import { messages } from './messages';

/** Digits with the usual separators; at least one digit. */
const PHONE_NUMBER_PATTERN = /^(?=.*\d)[\d\s+().-]+$/;

/** Optional text: blank means "remove it" (null). */
function optionalText(label: string, max: number, maxMessage: string) {
  return string()
    .label(label)
    .trim()
    .max(max, maxMessage)
    .transform((value: string | undefined | null) => (value ? value : null))
    .nullable()
    .optional();
}

/**
 * PATCH /api/users/profile, PATCH /api/users/profile/{username}, `updateProfile`,
 * `updateUserProfile` and both profile forms. Every field is optional (SPEC.md §5); a field left
 * out stays as it is, a blank one is removed. `profileImageUrl` may only be null (remove the photo)
 * or the current photo's URL — the server checks the latter.
 */
export const profileSchema = object({
  displayName: displayNameField.nullable(),
  phoneNumber: optionalText('Phone number', PHONE_NUMBER_MAX_LENGTH, messages.phoneNumberMax).test(
    'phone-number',
    messages.phoneNumberInvalid,
    (value) => !value || PHONE_NUMBER_PATTERN.test(value),
  ),
  bio: optionalText('Bio', BIO_MAX_LENGTH, messages.bioMax),
  profileImageUrl: string().label('Profile image URL').nullable().optional(),
});
export type ProfileInput = InferType<typeof profileSchema>;

/** The username of GET/PATCH /api/users/profile/{username}, `userProfile` and `updateUserProfile`. */
export const profileUsernameSchema = object({
  username: string().label('Username').trim().required(messages.usernameOrIdRequired),
});
