/**
 * Practice tools on top of the rhythm planner, so they render, play and export like
 * any rhythm: the tempo trainer becomes a song map of steps, the gap click and the random mute
 * silence whole bars (their onsets stay, level 'mute', so the visualizer keeps counting).
 */
import { BPM_MAX, BPM_MIN } from '../../../schema/limits';
import { beatsPerBarOf, planRhythm, type RhythmOnset, type RhythmPlan, type RhythmPlanSettings } from './rhythmPlan';
import { notesPerTempoBeat, type PracticeSettings, type Rhythm, type Section } from '../../../schema/rhythm';

/** A number in [0, 1) from a seed and a bar: mulberry32 of their mix, the same on every run. */
export function barRandom(seed: number, bar: number): number {
  let state = (Math.imul(bar, 0x9e3779b1) ^ seed) >>> 0;
  state = (state + 0x6d2b79f5) >>> 0;
  let mixed = Math.imul(state ^ (state >>> 15), state | 1);
  mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
  return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
}

/** Whether song bar `bar` (1-based) is silenced by the gap click or the random mute. */
export function isBarSilenced(practice: PracticeSettings, bar: number): boolean {
  const gap = practice.gapClick;
  if (gap && gap.playBars >= 1 && gap.muteBars >= 1 && (bar - 1) % (gap.playBars + gap.muteBars) >= gap.playBars)
    return true;
  const share = (practice.randomMutePercent ?? 0) / 100;
  return share > 0 && barRandom(practice.randomSeed ?? 1, bar) < share;
}

/** The plan with the silenced bars' onsets at level 'mute' (the count-in always sounds). */
export function silenceBars(plan: RhythmPlan, practice: PracticeSettings): RhythmPlan {
  const onsets = plan.onsets.map((onset): RhythmOnset =>
    onset.kind !== 'count-in' && isBarSilenced(practice, onset.bar) ? { ...onset, level: 'mute' } : onset,
  );
  return { ...plan, onsets };
}

/**
 * A steady pattern under the tempo trainer as a song map: `everyBars` bars at `bpm`, then at
 * `bpm + stepBpm`, … until `limitBpm` (kept within the tempo range), which then holds; enough
 * steps to last `durationSeconds` (the caller cuts the plan there).
 */
export function trainerRhythm(
  rhythm: Rhythm,
  bpm: number,
  durationSeconds: number,
  trainer: NonNullable<PracticeSettings['tempoTrainer']>,
): Rhythm {
  const limit = Math.min(BPM_MAX, Math.max(BPM_MIN, trainer.limitBpm));
  const step = trainer.stepBpm;
  const everyBars = Math.max(1, Math.floor(trainer.everyBars));
  const beatsPerBar = beatsPerBarOf(rhythm);
  const notesPerBeat = notesPerTempoBeat(rhythm);
  const sections: Section[] = [];
  let tempo = bpm;
  let seconds = 0;
  while (seconds < durationSeconds && sections.length < 10_000) {
    const atLimit = step === 0 || (step > 0 ? tempo >= limit : tempo <= limit);
    const bars = atLimit
      ? Math.max(1, Math.ceil(((durationSeconds - seconds) * tempo * notesPerBeat) / 60 / beatsPerBar))
      : everyBars;
    sections.push({ ...rhythm, name: `${tempo} BPM`, bars, bpm: tempo, endBpm: null, muted: false });
    seconds += (bars * beatsPerBar * 60) / (tempo * notesPerBeat);
    if (atLimit) break;
    tempo = step > 0 ? Math.min(limit, tempo + step) : Math.max(limit, tempo + step);
  }
  return { ...rhythm, sections };
}

/** The plan cut at `endSeconds`: onsets from there on are left out (as a steady track ends). */
export function cutPlan(plan: RhythmPlan, endSeconds: number): RhythmPlan {
  return { ...plan, onsets: plan.onsets.filter((onset) => onset.idealTimeSeconds < endSeconds), endSeconds };
}

/** Whether any practice tool is on. */
export function hasPractice(practice: PracticeSettings | null | undefined): practice is PracticeSettings {
  return Boolean(practice && (practice.gapClick || (practice.randomMutePercent ?? 0) > 0 || practice.tempoTrainer));
}

/**
 * The rhythm planner with the practice tools applied: the trainer (on a pattern without a song map)
 * turns it into steps and the plan ends after `durationSeconds` as a steady track does; then the
 * gap click and the random mute silence their bars.
 */
export function planPractice(settings: RhythmPlanSettings & { practice?: PracticeSettings | null }): RhythmPlan {
  const { practice } = settings;
  if (!hasPractice(practice)) return planRhythm(settings);
  const trainer = practice.tempoTrainer;
  if (trainer && settings.rhythm.sections.length === 0) {
    const stepped = planRhythm({
      ...settings,
      rhythm: trainerRhythm(settings.rhythm, settings.bpm, settings.durationSeconds, trainer),
    });
    return silenceBars(cutPlan(stepped, stepped.countInSeconds + Math.max(0, settings.durationSeconds)), practice);
  }
  return silenceBars(planRhythm(settings), practice);
}
