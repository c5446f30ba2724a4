// The keyword lists of the tempo estimate (SPEC.md §7). Whole words of the song name or artist,
// lowercase. A slow word wins over a fast one ("Slow Dance" is slow).

/** Fast or pop-like words: the estimate falls in 120–159 BPM. */
export const FAST_WORDS: readonly string[] = [
  'beat', 'boogie', 'club', 'crazy', 'dance', 'dancing', 'disco', 'electric', 'energy', 'fast', 'fire',
  'funk', 'groove', 'happy', 'house', 'jump', 'party', 'pop', 'punk', 'remix', 'rock', 'run', 'shake',
  'speed', 'techno', 'wild',
];

/** Slow words: the estimate falls in 65–94 BPM. */
export const SLOW_WORDS: readonly string[] = [
  'acoustic', 'adagio', 'ballad', 'blues', 'gentle', 'hymn', 'lullaby', 'nocturne', 'piano', 'quiet',
  'requiem', 'sad', 'sleep', 'slow', 'soft', 'tears', 'unplugged',
];
