/**
 * When each spoken cue plays, on the click's own sample grid (pure: no sound, no framework).
 *
 * - Count-in: every count-in beat that starts a group of the first meter's grouping is voiced with
 *   the group's number in its bar: 4/4 counts "one, two, three, four", 6/8 (3+3) "one, two",
 *   12/8 "one … four", 7/8 (2+2+3) "one, two, three". A track without a rhythm counts its count-in
 *   beats in fours. Groups past twelve are not voiced.
 * - Sections: a song-map section whose name has a word ({@link sectionCueWord}) is announced on the
 *   first beat of the bar `leadInBars` bars before it (0: on its own first beat); the bar before
 *   the first section is the last count-in bar, where counting resumes after the name
 *   ("Chorus… three, four"). A section with no bar that far back is not announced.
 * - Every cue ends at least {@link CUE_GAP_SECONDS} before the next count (a count word; the last
 *   one before the song's first beat) or the bar start after it (a section name): a longer sample is cut there with a short fade, or left
 *   out when less than {@link MIN_KEPT_SHARE} of it would be heard. A count word overlapping a
 *   section name is left out.
 */
import { CUE_LEAD_IN_BARS_MAX, CUE_LEAD_IN_BARS_MIN, type CueSettings } from '../../../../schema/cues';
import type { Rhythm } from '../../../../schema/rhythm';
import type { BeatEvent } from '../types';
import { countWord, sectionCueWord, type CueWord } from './cueWords';

/** The least silence between a cue's end and the beat (or downbeat) after it. */
export const CUE_GAP_SECONDS = 0.02;
/** A cue cut to less than this share of its sample is left out rather than half said. */
export const MIN_KEPT_SHARE = 0.6;

/** What to speak. */
export type CueOptions = Omit<CueSettings, 'volumePercent'>;

export type { CueSettings };

/** One cue on the track's sample grid. */
export interface CueEvent {
  word: CueWord;
  kind: 'count' | 'section';
  /** The sample the word's first sample plays on (a beat's own startSampleIndex). */
  startSample: number;
  /** The sample after its last one: start + its length, or earlier when `cut`. */
  endSample: number;
  /** Cut short to keep the gap before the next beat. */
  cut: boolean;
  /** The beat (or bar start) it must end before; the track's length when none follows. */
  deadlineSample: number;
}

/** What the planner reads of a track: its beats and its rhythm (null: steady 4/4). */
export interface CueTrack {
  beats: readonly BeatEvent[];
  rhythm?: Rhythm | null;
  lengthSamples: number;
  sampleRateHz: number;
}

const STEADY_COUNT = 4;

/** The 1-based group number a beat starts in its bar, or null when it starts none. */
function groupNumber(grouping: readonly number[], beatInBar: number): number | null {
  let start = 1;
  for (let index = 0; index < grouping.length; index++) {
    if (start === beatInBar) return index + 1;
    start += grouping[index];
  }
  return null;
}

/** The count-in's words, before any section name takes their place. */
function countInCues(track: CueTrack): Array<{ word: CueWord; beatIndex: number }> {
  const first = track.rhythm ? (track.rhythm.sections[0] ?? track.rhythm) : null;
  const cues: Array<{ word: CueWord; beatIndex: number }> = [];
  track.beats.forEach((beat, beatIndex) => {
    if (beat.kind !== 'count-in') return;
    const count =
      first && beat.beatInBar !== undefined
        ? groupNumber(first.grouping, beat.beatInBar)
        : ((beat.numberInKind - 1) % STEADY_COUNT) + 1;
    const word = count === null ? null : countWord(count);
    if (word) cues.push({ word, beatIndex });
  });
  return cues;
}

/** Indexes into `beats` of every bar start, count-in bars included. */
function barStartIndexes(beats: readonly BeatEvent[]): number[] {
  const starts: number[] = [];
  beats.forEach((beat, index) => {
    const barStart = beat.beatInBar === undefined ? (beat.numberInKind - 1) % STEADY_COUNT === 0 : beat.beatInBar === 1;
    if (barStart) starts.push(index);
  });
  return starts;
}

/** The section names' cues: word and the beat index it starts on. */
function sectionCues(track: CueTrack, leadInBars: number): Array<{ word: CueWord; beatIndex: number }> {
  const sections = track.rhythm?.sections ?? [];
  const bars = barStartIndexes(track.beats);
  const cues: Array<{ word: CueWord; beatIndex: number }> = [];
  sections.forEach((section, sectionIndex) => {
    const word = sectionCueWord(section.name);
    if (!word) return;
    const firstBeat = track.beats.findIndex((beat) => beat.kind === 'main' && beat.sectionIndex === sectionIndex);
    const barPosition = bars.indexOf(firstBeat);
    if (firstBeat < 0 || barPosition - leadInBars < 0) return;
    cues.push({ word, beatIndex: bars[barPosition - leadInBars] });
  });
  return cues;
}

/**
 * The cues of `track` in time order. `wordLengths` is each sample's length at the track's rate (a
 * word without one — not loaded — is not spoken).
 */
export function planCues(
  track: CueTrack,
  wordLengths: Partial<Record<CueWord, number>>,
  options: CueOptions,
): CueEvent[] {
  const { beats } = track;
  const gapSamples = Math.ceil(CUE_GAP_SECONDS * track.sampleRateHz);
  const leadInBars = Math.min(CUE_LEAD_IN_BARS_MAX, Math.max(CUE_LEAD_IN_BARS_MIN, Math.round(options.leadInBars)));
  const bars = barStartIndexes(beats);
  const counts = options.countIn ? countInCues(track) : [];
  const firstMain = beats.findIndex((beat) => beat.kind === 'main');
  // A count word lasts until the next count (in 6/8 a whole group), the last one until the song's
  // first beat; a section name until the next bar start.
  const nextSample = (beatIndex: number, kind: CueEvent['kind']) => {
    const next =
      kind === 'count'
        ? (counts.find((count) => count.beatIndex > beatIndex)?.beatIndex ?? (firstMain < 0 ? beats.length : firstMain))
        : (bars.find((barStart) => barStart > beatIndex) ?? beats.length);
    return beats[next]?.startSampleIndex ?? track.lengthSamples;
  };
  const fit = (word: CueWord, beatIndex: number, kind: CueEvent['kind']): CueEvent | null => {
    const length = wordLengths[word];
    if (!length) return null;
    const startSample = beats[beatIndex].startSampleIndex;
    const deadlineSample = nextSample(beatIndex, kind);
    const room = deadlineSample - gapSamples - startSample;
    if (room < length * MIN_KEPT_SHARE) return null;
    const cut = room < length;
    return { word, kind, startSample, endSample: startSample + (cut ? room : length), cut, deadlineSample };
  };
  const named = options.sections
    ? sectionCues(track, leadInBars)
        .map(({ word, beatIndex }) => fit(word, beatIndex, 'section'))
        .filter((cue): cue is CueEvent => cue !== null)
    : [];
  const counted = options.countIn
    ? counts
        .map(({ word, beatIndex }) => fit(word, beatIndex, 'count'))
        .filter((cue): cue is CueEvent => cue !== null)
        // A name said over the count-in replaces the counts it overlaps.
        .filter(
          (cue) =>
            !named.some((name) => cue.startSample < name.endSample + gapSamples && cue.endSample > name.startSample),
        )
    : [];
  return [...named, ...counted].sort((a, b) => a.startSample - b.startSample);
}

/** The fade-out, in seconds, of a cue cut short (so the cut makes no click of its own). */
export const CUT_FADE_SECONDS = 0.005;

/** The samples a cue plays: the word's, or the first part of them with a short fade-out when cut. */
export function cueSamples(cue: CueEvent, word: Float32Array, sampleRateHz: number): Float32Array {
  const length = cue.endSample - cue.startSample;
  if (!cue.cut && length >= word.length) return word;
  const samples = word.slice(0, length);
  const fade = Math.min(length, Math.round(CUT_FADE_SECONDS * sampleRateHz));
  for (let index = 0; index < fade; index++) samples[length - 1 - index] *= index / fade;
  return samples;
}

/**
 * Adds the cues at `gain` into `target`, which holds samples [startSample, startSample + length) of
 * the track (the WAV export mixes cues into the click so; the live player schedules them instead).
 */
export function mixCuesInto(
  target: Float32Array,
  startSample: number,
  cues: readonly CueEvent[],
  words: ReadonlyMap<CueWord, Float32Array>,
  gain: number,
  sampleRateHz: number,
): void {
  for (const cue of cues) {
    const word = words.get(cue.word);
    if (!word) continue;
    const samples = cueSamples(cue, word, sampleRateHz);
    const from = Math.max(cue.startSample, startSample);
    const to = Math.min(cue.startSample + samples.length, startSample + target.length);
    for (let sample = from; sample < to; sample++) {
      const value = target[sample - startSample] + samples[sample - cue.startSample] * gain;
      target[sample - startSample] = Math.max(-1, Math.min(1, value));
    }
  }
}
