import { FAST_WORDS, SLOW_WORDS } from './estimateWords';

/** A tempo range of the estimate: from `min`, `span` values (min … min + span − 1). */
interface EstimateRange {
  min: number;
  span: number;
}

/** SPEC.md §7 ranges: fast or pop-like 120–159, slow 65–94, anything else 85–134. */
export const ESTIMATE_RANGES = {
  fast: { min: 120, span: 40 },
  slow: { min: 65, span: 30 },
  other: { min: 85, span: 50 },
} as const satisfies Record<string, EstimateRange>;

const fast = new Set(FAST_WORDS);
const slow = new Set(SLOW_WORDS);

/** A 32-bit FNV-1a hash of the text: the same song always gets the same estimate, on every machine. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/** Which range a song's words put it in. */
export function estimateKind(name: string, artist: string): keyof typeof ESTIMATE_RANGES {
  const words = `${name} ${artist}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  if (words.some((word) => slow.has(word))) return 'slow';
  if (words.some((word) => fast.has(word))) return 'fast';
  return 'other';
}

/**
 * SPEC.md §7's estimate: a hash of name and artist (trimmed, lowercase) placed in the range their
 * keywords choose. Deterministic; not a measured tempo, so it is labelled `estimate`.
 */
export function estimateTempo(name: string, artist: string): number {
  const range = ESTIMATE_RANGES[estimateKind(name, artist)];
  const key = `${name.trim().toLowerCase()}\u0000${artist.trim().toLowerCase()}`;
  return range.min + (hashOf(key) % range.span);
}
