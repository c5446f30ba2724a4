import { string } from 'yup';
import { SOUND_TYPES, type SoundName } from '../limits';
import { messages } from './messages';

/**
 * A click sound that must be given: one of SOUND_TYPES (schema/limits.ts), else `messages.soundType`
 * (also when it is missing). The user's settings (`soundType`, `countInSoundType`).
 * @param label the field's name in yup's own messages
 */
export function soundSchema(label: string) {
  return string<SoundName>().label(label).oneOf(SOUND_TYPES, messages.soundType).required(messages.soundType);
}

/**
 * A sound of its own that may be left out or null (null: the sound it would otherwise play, e.g. the
 * user's setting or the main sound): one of SOUND_TYPES (schema/limits.ts), else `messages.soundType`.
 * A track's sounds and a rhythm's level sounds.
 * @param label the field's name in yup's own messages
 */
export function optionalSoundSchema(label: string) {
  return string<SoundName>()
    .label(label)
    .nullable()
    .optional()
    .oneOf([...SOUND_TYPES, null], messages.soundType);
}
