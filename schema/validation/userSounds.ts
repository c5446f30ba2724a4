import { object, string, type InferType } from 'yup';
import { USER_SOUND_NAME_MAX_LENGTH } from '../limits';
import { messages } from './messages';

/** The text fields of POST /api/sounds (beside the file): the name the sound is listed by. */
export const userSoundSchema = object({
  name: string()
    .label('Sound name')
    .trim()
    .required(messages.soundNameRequired)
    .max(USER_SOUND_NAME_MAX_LENGTH, messages.soundNameMax),
});
export type UserSoundInput = InferType<typeof userSoundSchema>;
