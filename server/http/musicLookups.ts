import type { Request } from 'express';
import type { MusicLookups } from '../services/music/musicLookups';

/** Where createApp keeps the app's music lookups (one per configuration; rate limits are per process). */
const MUSIC_LOOKUPS_KEY = 'musicLookups';

/** Gives the app its music lookups; both doors find them with {@link musicLookupsOf}. */
export function provideMusicLookups(locals: Record<string, unknown>, lookups: MusicLookups): void {
  locals[MUSIC_LOOKUPS_KEY] = lookups;
}

/** The music lookups of the app serving this request. */
export function musicLookupsOf(req: Request): MusicLookups {
  const lookups = (req.app.locals as Record<string, unknown>)[MUSIC_LOOKUPS_KEY];
  if (!lookups) throw new Error('createApp did not provide the music lookups');
  return lookups as MusicLookups;
}
