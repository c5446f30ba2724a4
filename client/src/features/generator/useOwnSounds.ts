import { useCallback, useEffect, useState } from 'react';
import {
  OWN_SOUND_LEVELS,
  parseOwnSoundWav,
  type OwnSound,
  type OwnSoundLevel,
  type OwnSounds,
} from '../../audio/ownSounds';
import type { ClickTrackSettings } from '../../audio/types';
import { soundAudioUrl } from '../profile/soundAudioUrl';

const STORAGE_KEY = 'miq.generator.ownSounds';

/** Which of the user's sounds each level plays, by sound id. */
export type OwnSoundChoices = Partial<Record<OwnSoundLevel, string>>;

/** The choices kept on this device; anything unreadable is no choice. */
export function readOwnSoundChoices(): OwnSoundChoices {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      OWN_SOUND_LEVELS.flatMap((level) => (typeof stored[level] === 'string' ? [[level, stored[level]]] : [])),
    ) as OwnSoundChoices;
  } catch {
    return {};
  }
}

/** Fetches and reads one stored sound (GET /api/sounds/{id}: 16-bit mono WAV). */
export async function fetchOwnSound(id: string): Promise<OwnSound> {
  const response = await fetch(soundAudioUrl(id), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Sound ${id}: ${response.status}`);
  return parseOwnSoundWav(await response.arrayBuffer());
}

/**
 * The generator's own sounds per level: the choices (kept on this device, like the output delay:
 * they are about this musician's practice here, not settings of the click), the sounds fetched for
 * them, and `withOwnSounds`, which adds them to what plays. A sound that cannot be fetched (deleted,
 * signed out) leaves its level on its synthesized click.
 */
export function useOwnSounds() {
  const [choices, setChoices] = useState<OwnSoundChoices>(readOwnSoundChoices);
  const [sounds, setSounds] = useState<OwnSounds>({});

  useEffect(() => {
    let current = true;
    const chosen = Object.entries(choices) as Array<[OwnSoundLevel, string]>;
    void Promise.all(
      chosen.map(([level, id]) =>
        fetchOwnSound(id).then(
          (sound) => [level, sound] as const,
          () => null,
        ),
      ),
    ).then((loaded) => {
      if (current) setSounds(Object.fromEntries(loaded.filter((entry) => entry !== null)));
    });
    return () => {
      current = false;
    };
  }, [choices]);

  const choose = useCallback((level: OwnSoundLevel, id: string | null) => {
    setChoices((previous) => {
      const next = { ...previous };
      if (id) next[level] = id;
      else delete next[level];
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const withOwnSounds = useCallback(
    (settings: ClickTrackSettings): ClickTrackSettings =>
      Object.keys(sounds).length ? { ...settings, ownSounds: sounds } : settings,
    [sounds],
  );

  return { choices, choose, withOwnSounds };
}

/** What {@link useOwnSounds} gives the generator. */
export type OwnSoundsModel = ReturnType<typeof useOwnSounds>;
