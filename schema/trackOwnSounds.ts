/** The levels of a track's click that can play one of its owner's own sounds (stored keys, GraphQL fields). */
export const TRACK_OWN_SOUND_LEVELS = ['accent', 'normal', 'soft', 'subdivision', 'countIn'] as const;
export type TrackOwnSoundLevel = (typeof TRACK_OWN_SOUND_LEVELS)[number];

/** A track's own sounds: a sound id per level; a level without one plays the built-in click. */
export type TrackOwnSounds = Partial<Record<TrackOwnSoundLevel, string | null>>;

/** The map as stored: only the levels with a sound; null when none has one. */
export function compactOwnSounds(sounds: TrackOwnSounds | null | undefined): Record<string, string> | null {
  const kept = Object.entries(sounds ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return kept.length ? Object.fromEntries(kept) : null;
}
