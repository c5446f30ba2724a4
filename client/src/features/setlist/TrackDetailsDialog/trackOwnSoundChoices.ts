import { useCallback, useState } from 'react';
import type { OwnSoundLevel } from '../../../audio/ownSounds';
import type { TrackOwnSoundsInput } from '../../../graphql/generated';
import type { OwnSoundChoices } from '../../generator/useOwnSounds';

type StoredOwnSounds = Partial<Record<keyof TrackOwnSoundsInput, string | null>> | null | undefined;

/** A track's stored own sounds as the pickers' choices (the count-in's level is spelt 'count-in' there). */
export function choicesOfTrack(stored: StoredOwnSounds): OwnSoundChoices {
  const choices: OwnSoundChoices = {};
  if (stored?.accent) choices.accent = stored.accent;
  if (stored?.normal) choices.normal = stored.normal;
  if (stored?.soft) choices.soft = stored.soft;
  if (stored?.subdivision) choices.subdivision = stored.subdivision;
  if (stored?.countIn) choices['count-in'] = stored.countIn;
  return choices;
}

const sameChoices = (a: OwnSoundChoices, b: OwnSoundChoices) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** `updateTrack`'s `ownSounds` for `choices`: left out (undefined) when they are what the track has. */
export function ownSoundsInputOf(choices: OwnSoundChoices, stored: StoredOwnSounds): TrackOwnSoundsInput | undefined {
  if (sameChoices(choices, choicesOfTrack(stored))) return undefined;
  return {
    accent: choices.accent ?? null,
    normal: choices.normal ?? null,
    soft: choices.soft ?? null,
    subdivision: choices.subdivision ?? null,
    countIn: choices['count-in'] ?? null,
  };
}

/** The Edit track dialog's own-sound choices, reset to the track's whenever the dialog opens on one. */
export function useTrackOwnSoundChoices() {
  const [choices, setChoices] = useState<OwnSoundChoices>({});
  const choose = useCallback((level: OwnSoundLevel, id: string | null) => {
    setChoices((previous) => {
      const next = { ...previous };
      if (id) next[level] = id;
      else delete next[level];
      return next;
    });
  }, []);
  return { choices, choose, reset: setChoices };
}
