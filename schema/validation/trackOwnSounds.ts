import { object, string } from 'yup';
import { isUuid } from '../ids';
import { TRACK_OWN_SOUND_LEVELS } from '../trackOwnSounds';

/** The messages of a track's own click sounds. */
export const trackOwnSoundsMessages = {
  level: `Own sounds: each level must be one of ${TRACK_OWN_SOUND_LEVELS.join(', ')}`,
  id: 'Own sounds: each sound must be the id of one of your sounds (a UUID)',
  notYours: 'Own sounds: choose sounds you uploaded (under My sounds on your profile)',
} as const;

const soundId = (label: string) =>
  string()
    .label(label)
    .nullable()
    .optional()
    .test('uuid', trackOwnSoundsMessages.id, (id) => id == null || isUuid(id));

/**
 * The problem of a payload whose `ownSounds` names something that is no level, or null. Checked on
 * the payload as sent: validation strips unknown keys, which would quietly clear those levels.
 */
export function ownSoundLevelsProblem(input: unknown): string | null {
  const sent = typeof input === 'object' && input !== null ? (input as { ownSounds?: unknown }).ownSounds : null;
  if (typeof sent !== 'object' || sent === null) return null;
  const known = Object.keys(sent).every((level) => (TRACK_OWN_SOUND_LEVELS as readonly string[]).includes(level));
  return known ? null : trackOwnSoundsMessages.level;
}

/**
 * A track's own click sounds, replaced whole: a sound id per level (a level left out, or null, plays
 * the built-in click); null clears them all. Whether each id is one of the user's sounds is the
 * service's check (it needs the database).
 */
export const trackOwnSoundsField = object({
  accent: soundId('Accent sound'),
  normal: soundId('Normal sound'),
  soft: soundId('Soft sound'),
  subdivision: soundId('Subdivision sound'),
  countIn: soundId('Count-in sound'),
})
  .label('Own sounds')
  .nullable()
  .optional()
  .default(undefined);
