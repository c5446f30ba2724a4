import { mixed } from 'yup';
import { isUuid } from '../ids';
import { TRACK_OWN_SOUND_LEVELS, type TrackOwnSounds } from '../trackOwnSounds';

/** The messages of a track's own click sounds. */
export const trackOwnSoundsMessages = {
  shape: `Own sounds must be an object of sound ids by level (${TRACK_OWN_SOUND_LEVELS.join(', ')})`,
  level: `Own sounds: each level must be one of ${TRACK_OWN_SOUND_LEVELS.join(', ')}`,
  id: 'Own sounds: each sound must be the id of one of your sounds (a UUID)',
  notYours: 'Own sounds: choose sounds you uploaded (under My sounds on your profile)',
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A track's own click sounds, replaced whole: a sound id per level (a level left out, or null, plays
 * the built-in click); null clears them all. Whether each id is one of the user's sounds is the
 * service's check (it needs the database).
 */
export const trackOwnSoundsField = mixed<TrackOwnSounds>()
  .label('Own sounds')
  .nullable()
  .optional()
  .test('shape', trackOwnSoundsMessages.shape, (value) => value == null || isPlainObject(value))
  .test('levels', trackOwnSoundsMessages.level, (value) =>
    Object.keys(value ?? {}).every((level) => (TRACK_OWN_SOUND_LEVELS as readonly string[]).includes(level)),
  )
  .test('ids', trackOwnSoundsMessages.id, (value) =>
    Object.values((value ?? {}) as Record<string, unknown>).every((id) => id == null || isUuid(id)),
  );
