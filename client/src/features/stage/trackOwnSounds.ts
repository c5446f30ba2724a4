import { useEffect, useMemo, useState } from 'react';
import type { OwnSound, OwnSounds } from '../../audio/ownSounds';
import type { ClickTrackSettings } from '../../audio/types';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { fetchOwnSound } from '../generator/useOwnSounds';

type TrackSounds = { ownSounds?: TrackList_TrackFragment['ownSounds'] };

/** Each sound fetched once per page load (a set list plays the same few over and over). */
const fetching = new Map<string, Promise<void>>();
const loaded = new Map<string, OwnSound>();

function idsOf(track: TrackSounds): string[] {
  const own = track.ownSounds;
  return [own?.accent, own?.normal, own?.soft, own?.subdivision, own?.countIn].filter(
    (id): id is string => typeof id === 'string',
  );
}

function load(id: string): Promise<void> {
  let pending = fetching.get(id);
  if (!pending) {
    pending = fetchOwnSound(id).then(
      (sound) => void loaded.set(id, sound),
      // Not heard this time (offline, deleted, no longer shared): the built-in click plays; a later visit tries again.
      () => void fetching.delete(id),
    );
    fetching.set(id, pending);
  }
  return pending;
}

/** The track's own sounds that have arrived; a level still loading, or whose fetch failed, is left out. */
export function loadedOwnSoundsOf(track: TrackSounds): OwnSounds {
  const own = track.ownSounds;
  const sounds: OwnSounds = {};
  const take = (id: string | null | undefined) => (id ? loaded.get(id) : undefined);
  if (take(own?.accent)) sounds.accent = take(own?.accent);
  if (take(own?.normal)) sounds.normal = take(own?.normal);
  if (take(own?.soft)) sounds.soft = take(own?.soft);
  if (take(own?.subdivision)) sounds.subdivision = take(own?.subdivision);
  if (take(own?.countIn)) sounds['count-in'] = take(own?.countIn);
  return sounds;
}

/** `settings` with the track's own sounds that have arrived (none: the built-in click, as before). */
export function withTrackOwnSounds(settings: ClickTrackSettings, track: TrackSounds): ClickTrackSettings {
  const sounds = loadedOwnSoundsOf(track);
  return Object.keys(sounds).length ? { ...settings, ownSounds: sounds } : settings;
}

/**
 * Fetches the own sounds of every song given (each id once, kept for the page's life) and renders
 * again as they arrive, so the next play of a song has them. Until then it plays the built-in click.
 */
export function useTrackOwnSounds(tracks: readonly TrackSounds[]): void {
  const key = [...new Set(tracks.flatMap(idsOf))].sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const [, arrived] = useState(0);
  useEffect(() => {
    let current = true;
    for (const id of ids)
      if (!loaded.has(id))
        void load(id).then(() => {
          if (current) arrived((count) => count + 1);
        });
    return () => {
      current = false;
    };
  }, [ids]);
}
