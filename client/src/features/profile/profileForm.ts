import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { profileSchema } from '../../../../schema/validation/profile';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
/** The editable profile fields as the forms hold them (text inputs: '' for none). */
export type ProfileFormValues = { displayName: string; phoneNumber: string; bio: string };

/** Form values from a user's stored profile. */
export function profileFormValues(user: {
  displayName?: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
}): ProfileFormValues {
  return { displayName: user.displayName ?? '', phoneNumber: user.phoneNumber ?? '', bio: user.bio ?? '' };
}

/** The mutation input: every field, blank ones as null (removed). */
export function profileInputOf(values: ProfileFormValues): {
  displayName: string | null;
  phoneNumber: string | null;
  bio: string | null;
} {
  return {
    displayName: values.displayName.trim() || null,
    phoneNumber: values.phoneNumber.trim() || null,
    bio: values.bio.trim() || null,
  };
}

/** A profile form validated with the shared schema the server applies. */
export function useProfileForm(initialValues: ProfileFormValues) {
  return useForm<ProfileFormValues>({ initialValues, validate: yupResolver(profileSchema) });
}
