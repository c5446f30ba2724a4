/**
 * Rhythm beyond a steady 4/4, the engine's part: turns a track's {@link Rhythm} into
 * onsets, each with its ideal time computed analytically (no accumulated rounding per click), its
 * kind, level, bar, beat in the bar and section. Pure arithmetic: no sound, no framework.
 *
 * - What a tempo counts: the meter's note value, or with tempoUnit 'dotted' (compound meters) the
 *   dotted note, three of the meter's notes, 'quarter' the quarter note (two eighths, four
 *   sixteenths), 'group' the shortest group ({@link notesPerTempoBeat}). The meter's note stays
 *   steady in all of them: a 3-group at group tempo lasts 1.5 times a 2-group. A "beat" here is one
 *   of the meter's notes (7/8 has 7 beats a bar, each with its own level).
 * - Without sections the pattern repeats for `durationSeconds`: beats j = 0, 1, … with
 *   j · 60 / noteBpm < durationSeconds (as {@link mainBeatCount} counts today's beats).
 * - With sections they play one after another, each `bars` bars of its own meter, and the track
 *   lasts the song map (durationSeconds is ignored). A section with `endBpm` ramps its tempo
 *   linearly in beat position: tempo(b) = n0 + (n1 − n0) · b / B over the section's B beats, so it
 *   reaches endBpm where the next section starts. Beat b then starts at
 *   t(b) = ∫₀ᵇ 60 / tempo(x) dx = 60 / k · ln(1 + k · b / n0), k = (n1 − n0) / B (b · 60 / n0 when
 *   k = 0), and the next section starts exactly at t(B).
 * - Subdivisions split each beat's actual interval (t(b + 1) − t(b), ramped or not) into N equal
 *   parts; eighths and sixteenths with swing s % split each pair s : 100 − s.
 * - Muted sections and 'mute' levels keep their onsets (level 'mute'): the visualizer counts them.
 * - Count-in: `countInBeats` beats of the first tempo (each as long as what the tempo counts: a dotted note, a quarter, the shortest group), levels
 *   'normal', as today; or, when `countInBars` ≥ 1, that many whole bars of the first meter at the
 *   first tempo, levels marking its grouping ({@link groupAccents}). No subdivisions in a count-in.
 */
import {
  PULSES_PER_BEAT,
  SWINGABLE_SUBDIVISIONS,
  groupAccents,
  noteBpmOf,
  notesPerTempoBeat,
  parseTimeSignature,
  type BarPattern,
  type BeatLevel,
  type Rhythm,
  type Section,
} from '../../../schema/rhythm';
import { rampBeatOffsetSeconds } from '../../../schema/rampTime';

export { rampBeatOffsetSeconds };

/** The level every subdivision click plays at (unless its section is muted). */
export const SUBDIVISION_LEVEL: BeatLevel = 'soft';

/** How many main beats start within `durationSeconds`: beats j = 0, 1, … with j · 60 / bpm < durationSeconds. */
export function mainBeatCount(bpm: number, durationSeconds: number): number {
  if (!(bpm > 0) || !(durationSeconds > 0)) return 0;
  let count = 0;
  // j · 60 < duration · bpm is the same test without a division, exact for integer settings.
  while (count * 60 < durationSeconds * bpm) count++;
  return count;
}

export type RhythmOnsetKind = 'count-in' | 'beat' | 'subdivision';

/** One click of a rhythm (sounding or not). */
export interface RhythmOnset {
  /** From the start of the track (count-in included), computed analytically. */
  idealTimeSeconds: number;
  kind: RhythmOnsetKind;
  /** As configured; 'mute' in a muted section. A subdivision's is {@link SUBDIVISION_LEVEL}. */
  level: BeatLevel;
  /** 1-based; the count-in numbers its own bars from 1, the song's bars follow on from section to section. */
  bar: number;
  /** 1-based: the beat of the bar this onset is (or subdivides). */
  beatInBar: number;
  /** 0 for the beat itself, 1 … N − 1 for its subdivisions. */
  pulse: number;
  /** The song-map section; null in the count-in and for a rhythm without sections. */
  sectionIndex: number | null;
}

/** The input the planner needs: the generator's settings with a rhythm. */
export interface RhythmPlanSettings {
  bpm: number;
  durationSeconds: number;
  countInBeats: number;
  /** When ≥ 1, the count-in is this many whole bars of the first meter instead of `countInBeats` beats. */
  countInBars?: number | null;
  rhythm: Rhythm;
}

export interface RhythmPlan {
  /** In time order (a beat before its subdivisions). */
  onsets: RhythmOnset[];
  /** Where the count-in ends and the song starts. */
  countInSeconds: number;
  /** The nominal end: count-in plus durationSeconds, or plus the song map's length. */
  endSeconds: number;
}

/** Beats per bar of a pattern (4 if its time signature cannot be read, as resolvePattern does). */
export function beatsPerBarOf(pattern: BarPattern): number {
  return parseTimeSignature(pattern.timeSignature)?.beatsPerBar ?? 4;
}

/** Where each of the N pulses of a beat starts, as a fraction of the beat: k / N, or swung pairs. */
export function pulseFractions(pattern: BarPattern): number[] {
  const pulses = PULSES_PER_BEAT[pattern.subdivision] ?? 1;
  const swing = SWINGABLE_SUBDIVISIONS.includes(pattern.subdivision) ? pattern.swingPercent / 100 : 0.5;
  return Array.from({ length: pulses }, (_, pulse) => {
    if (swing === 0.5 || pulses % 2 === 1) return pulse / pulses;
    const pair = Math.floor(pulse / 2);
    return ((pair + (pulse % 2 === 1 ? swing : 0)) * 2) / pulses;
  });
}

/** Seconds a section lasts (its bars at its tempo, ramped or not). */
export function sectionSeconds(section: Section): number {
  const totalBeats = section.bars * beatsPerBarOf(section);
  return rampBeatOffsetSeconds(
    totalBeats,
    totalBeats,
    noteBpmOf(section.bpm, section),
    noteBpmOf(section.endBpm ?? section.bpm, section),
  );
}

/** The onsets of a track with a rhythm; see the file comment for the rules. */
export function planRhythm(settings: RhythmPlanSettings): RhythmPlan {
  const { rhythm } = settings;
  const sections = rhythm.sections;
  const first: BarPattern = sections.length > 0 ? sections[0] : rhythm;
  const firstBpm = sections.length > 0 ? sections[0].bpm : settings.bpm;
  const firstNoteBpm = noteBpmOf(firstBpm, first);
  const firstBeatsPerBar = beatsPerBarOf(first);
  const onsets: RhythmOnset[] = [];
  if (!(firstNoteBpm > 0)) return { onsets, countInSeconds: 0, endSeconds: 0 };

  // The count-in, on the first tempo's grid of notes: note k at k · 60 / firstNoteBpm.
  const countInBars = Math.max(0, Math.floor(settings.countInBars ?? 0));
  const inBars = countInBars >= 1;
  const notesPerCountInBeat = inBars ? 1 : notesPerTempoBeat(first);
  const countInClicks = inBars ? countInBars * firstBeatsPerBar : Math.max(0, Math.floor(settings.countInBeats));
  const countInLevels = groupAccents(first.grouping);
  for (let index = 0; index < countInClicks; index++) {
    const note = index * notesPerCountInBeat;
    onsets.push({
      idealTimeSeconds: (note * 60) / firstNoteBpm,
      kind: 'count-in',
      level: inBars ? (countInLevels[index % firstBeatsPerBar] ?? 'normal') : 'normal',
      bar: inBars ? Math.floor(index / firstBeatsPerBar) + 1 : Math.floor(note / firstBeatsPerBar) + 1,
      beatInBar: inBars ? (index % firstBeatsPerBar) + 1 : (note % firstBeatsPerBar) + 1,
      pulse: 0,
      sectionIndex: null,
    });
  }
  const countInNotes = countInClicks * notesPerCountInBeat;
  const countInSeconds = (countInNotes * 60) / firstNoteBpm;

  /** A beat and its subdivisions; pulses at or after `endSeconds` are left out. */
  const pushBeat = (
    pattern: BarPattern,
    fractions: number[],
    startSeconds: number,
    intervalSeconds: number,
    endSeconds: number,
    where: { bar: number; beatInBar: number; sectionIndex: number | null; muted: boolean },
  ) => {
    const beatLevel = pattern.accents[where.beatInBar - 1] ?? 'normal';
    fractions.forEach((fraction, pulse) => {
      const idealTimeSeconds = pulse === 0 ? startSeconds : startSeconds + fraction * intervalSeconds;
      if (pulse > 0 && !(idealTimeSeconds < endSeconds)) return;
      onsets.push({
        idealTimeSeconds,
        kind: pulse === 0 ? 'beat' : 'subdivision',
        level: where.muted ? 'mute' : pulse === 0 ? beatLevel : SUBDIVISION_LEVEL,
        bar: where.bar,
        beatInBar: where.beatInBar,
        pulse,
        sectionIndex: where.sectionIndex,
      });
    });
  };

  if (sections.length === 0) {
    // One steady grid from the count-in on: note k at k · 60 / noteBpm (today's grid for 4/4).
    const endSeconds = countInSeconds + Math.max(0, settings.durationSeconds);
    const beats = mainBeatCount(firstNoteBpm, settings.durationSeconds);
    const fractions = pulseFractions(rhythm);
    const intervalSeconds = 60 / firstNoteBpm;
    for (let beat = 0; beat < beats; beat++) {
      const startSeconds = ((countInNotes + beat) * 60) / firstNoteBpm;
      pushBeat(rhythm, fractions, startSeconds, intervalSeconds, endSeconds, {
        bar: Math.floor(beat / firstBeatsPerBar) + 1,
        beatInBar: (beat % firstBeatsPerBar) + 1,
        sectionIndex: null,
        muted: false,
      });
    }
    return { onsets, countInSeconds, endSeconds };
  }

  let sectionStartSeconds = countInSeconds;
  let barsBefore = 0;
  sections.forEach((section, sectionIndex) => {
    const beatsPerBar = beatsPerBarOf(section);
    const totalBeats = section.bars * beatsPerBar;
    const startNoteBpm = noteBpmOf(section.bpm, section);
    const endNoteBpm = noteBpmOf(section.endBpm ?? section.bpm, section);
    const offset = (beat: number) => rampBeatOffsetSeconds(beat, totalBeats, startNoteBpm, endNoteBpm);
    const sectionEndSeconds = sectionStartSeconds + offset(totalBeats);
    const fractions = pulseFractions(section);
    for (let beat = 0; beat < totalBeats; beat++) {
      const beatOffset = offset(beat);
      pushBeat(section, fractions, sectionStartSeconds + beatOffset, offset(beat + 1) - beatOffset, sectionEndSeconds, {
        bar: barsBefore + Math.floor(beat / beatsPerBar) + 1,
        beatInBar: (beat % beatsPerBar) + 1,
        sectionIndex,
        muted: section.muted,
      });
    }
    barsBefore += section.bars;
    sectionStartSeconds = sectionEndSeconds;
  });
  return { onsets, countInSeconds, endSeconds: sectionStartSeconds };
}
