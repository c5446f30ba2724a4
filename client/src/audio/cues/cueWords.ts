/**
 * The words the app can speak, one pre-rendered sample each (client/public/cues/<word>.wav, made by
 * scripts/renderCueSamples.mjs), and how a song-map section's name maps to one.
 */
import { COUNT_WORDS, SECTION_WORDS, type CueWord } from '../../../../schema/cueWords';

export { COUNT_WORDS, CUE_WORDS, SECTION_WORDS, type CueWord } from '../../../../schema/cueWords';

/** Where the samples are served from (public files: not in the first load, cached by the service worker once fetched). */
export function cueSampleUrl(word: CueWord): string {
  return `/cues/${word}.wav`;
}

/** The count word for `count` (1–12); null beyond twelve. */
export function countWord(count: number): CueWord | null {
  return COUNT_WORDS[count - 1] ?? null;
}

const NUMBER_WORDS: Record<string, string> = { two: '2', three: '3', four: '4', '2nd': '2', '3rd': '3', '4th': '4' };

/**
 * The word spoken for a section named `name`: its name in a canonical form ("Pre chorus",
 * "PRE-CHORUS" and "Prechorus" are "pre-chorus"; "Verse 2", "Verse two" and "2nd verse" are
 * "verse-2"), else the first known word it starts with ("Chorus (double)" → "chorus"; a numbered
 * verse or chorus beyond four says "verse"/"chorus"); null when nothing matches (nothing is said).
 */
export function sectionCueWord(name: string): CueWord | null {
  const words = name
    .toLowerCase()
    .replace(/pre\s*-?\s*chorus/g, 'pre-chorus')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
    .map((word) => NUMBER_WORDS[word] ?? word);
  if (words.length === 0) return null;
  const [first, second] = words;
  // "2nd verse": the number first.
  const numbered = /^\d+$/.test(first) && second ? `${second}-${first}` : second ? `${first}-${second}` : first;
  const known = (word: string) => (SECTION_WORDS as readonly string[]).includes(word);
  if (known(numbered)) return numbered as CueWord;
  if (/^\d+$/.test(first) && second && known(second)) return second as CueWord;
  if (first === 'last' && second === 'time') return 'last-time';
  return known(first) ? (first as CueWord) : null;
}
