/**
 * The rhythm's refusal messages, without yup, so the browser's generator (links, the Rhythm
 * section) says exactly what the API says without loading the validation library on the home
 * page. schema/rhythmRules.ts gives them as the rules' verdicts; rhythm.ts builds `rhythmSchema` on those.
 */
import { BPM_MAX, BPM_MIN } from '../limits';
import {
  BEAT_LEVELS,
  BEATS_PER_BAR_MAX,
  BEATS_PER_BAR_MIN,
  COUNT_IN_BARS_MAX,
  COUNT_IN_BARS_MIN,
  NOTE_VALUES,
  PRACTICE_BARS_MAX,
  PRACTICE_BARS_MIN,
  RANDOM_MUTE_PERCENT_MAX,
  RANDOM_SEED_MAX,
  RANDOM_SEED_MIN,
  SECTION_BARS_MAX,
  SECTION_BARS_MIN,
  SECTION_NAME_MAX_LENGTH,
  SECTIONS_MAX,
  SUBDIVISIONS,
  SWING_PERCENT_MAX,
  SWING_PERCENT_MIN,
  SWINGABLE_SUBDIVISIONS,
  PULSE_BPM_MAX,
  TEMPO_UNITS,
  TRAINER_STEP_BPM_MAX,
} from '../rhythm';

/** What a rhythm's fields say when they are wrong. */
export const rhythmMessages = {
  timeSignature: 'Time signature must look like 7/8: beats per bar, a slash, a note value',
  beatsPerBar: `Beats per bar must be between ${BEATS_PER_BAR_MIN} and ${BEATS_PER_BAR_MAX}`,
  noteValue: `The note value must be ${NOTE_VALUES.slice(0, -1).join(', ')} or ${NOTE_VALUES.at(-1)}`,
  grouping: 'The grouping must add up to the beats per bar',
  accents: `Give one level per beat of the bar: ${BEAT_LEVELS.join(', ')}`,
  subdivision: `Subdivision must be one of ${SUBDIVISIONS.join(', ')}`,
  swing: `Swing must be a whole number from ${SWING_PERCENT_MIN} to ${SWING_PERCENT_MAX} (percent)`,
  swingNeedsPairs: `Only ${SWINGABLE_SUBDIVISIONS.join(' and ')} can swing`,
  tempoUnit: `Tempo unit must be one of ${TEMPO_UNITS.join(', ')}`,
  dottedNeedsCompound: 'A dotted tempo needs a compound meter (groups of three beats)',
  quarterNeedsShortNotes: 'A quarter-note tempo needs a meter of eighths or sixteenths (e.g. 7/8)',
  groupNeedsGroups: 'A group tempo needs groups of two or more beats (e.g. 7/8 as 2+2+3)',
  pulseTooFast: `Too fast to click cleanly: the tempo times the notes it counts must be at most ${PULSE_BPM_MAX} of the meter's notes a minute`,
  sections: `A song map has at most ${SECTIONS_MAX} sections`,
  sectionBars: `A section needs between ${SECTION_BARS_MIN} and ${SECTION_BARS_MAX} bars`,
  sectionName: `Section name is required, at most ${SECTION_NAME_MAX_LENGTH} characters`,
  bpm: `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}`,
  countInBars: `Count-in bars must be a whole number from ${COUNT_IN_BARS_MIN} to ${COUNT_IN_BARS_MAX}`,
} as const;

/** What the practice tools' fields say when they are wrong. */
export const practiceMessages = {
  gapBars: `The gap click's bars that play and silent bars must each be a whole number from ${PRACTICE_BARS_MIN} to ${PRACTICE_BARS_MAX}`,
  randomMute: `The share of bars muted at random must be a whole number from 0 to ${RANDOM_MUTE_PERCENT_MAX} (percent)`,
  randomSeed: `The random seed must be a whole number from ${RANDOM_SEED_MIN} to ${RANDOM_SEED_MAX}`,
  trainerStep: `The tempo trainer's change must be a whole number from -${TRAINER_STEP_BPM_MAX} to ${TRAINER_STEP_BPM_MAX} BPM, not 0`,
  trainerEvery: `The tempo trainer changes the tempo every ${PRACTICE_BARS_MIN} to ${PRACTICE_BARS_MAX} bars (a whole number)`,
  trainerLimit: `The tempo trainer's limit must be a whole number from ${BPM_MIN} to ${BPM_MAX} BPM`,
} as const;
