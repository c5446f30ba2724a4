/**
 * MIDI beat clock for a click track: where every `F8` tick falls on the track's time line, and the
 * transport around it. Pure arithmetic: no Web MIDI, no audio.
 *
 * - 24 ticks per quarter note, the quarter being a length of the meter's notes (7/8: 12 ticks per
 *   eighth, 6/8 counted in dotted quarters at 66: 36 ticks per dotted quarter, 66 × 1.5 quarters a
 *   minute), so a drum machine plays the same music the click counts whatever the tempo counts.
 * - Tick k of a section sits at note position k / ticksPerNote and is timed with the same integral
 *   as the clicks (rampBeatOffsetSeconds), so through a ramp the ticks follow the ramp's curve and
 *   land on every click exactly.
 * - The count-in sends clock at the first tempo (a drum machine locks its tempo while stopped) but
 *   Start (`FA`) comes at the song's first downbeat, just before its tick: the machine starts on
 *   the downbeat, not with the count-in. Stop (`FC`) at the track's end.
 * - Entering later in the song (a room's device joining mid-song): Song Position Pointer (`F2`, in
 *   sixteenths = 6 ticks) then Continue (`FB`) at the next sixteenth, as the MIDI specification
 *   wants (Start would reset the position to the beginning).
 */
import {
  MAIN_SOUND_EVERYWHERE,
  noteBpmOf,
  parseTimeSignature,
  STEADY_FOUR_FOUR,
  type BarPattern,
  type Rhythm,
} from '../../../schema/rhythm';
import { beatsPerBarOf, planRhythm, rampBeatOffsetSeconds } from '../audio/rhythmPlan';
import { trainerRhythm } from '../audio/practicePlan';
import type { ClickTrackSettings } from '../audio/types';
import type { MidiEvent } from './midiEvents';

/** MIDI beat clock: ticks per quarter note. */
export const TICKS_PER_QUARTER = 24;
/** Ticks per Song Position Pointer unit (a sixteenth note). */
export const TICKS_PER_SIXTEENTH = 6;

/** The status bytes of the clock and transport messages. */
export const STATUS = { clock: 0xf8, start: 0xfa, continue: 0xfb, stop: 0xfc, songPosition: 0xf2 } as const;
const { clock: CLOCK, start: START, continue: CONTINUE, stop: STOP, songPosition: SONG_POSITION } = STATUS;

/** Every tick of a track on its time line (seconds from its sample 0, count-in included). */
export interface ClockPlan {
  ticksSeconds: number[];
  /** Index in ticksSeconds of the song's first downbeat (after the count-in). */
  songStartTick: number;
  countInSeconds: number;
  endSeconds: number;
}

/** Ticks per one of the meter's notes: 96 / note value (12 for an eighth). */
export function ticksPerNote(pattern: Pick<BarPattern, 'timeSignature'>): number {
  const noteValue = parseTimeSignature(pattern.timeSignature)?.noteValue ?? 4;
  return (TICKS_PER_QUARTER * 4) / noteValue;
}

/** The rhythm the track plays, with the tempo trainer's steps as a song map (as practicePlan does). */
function playedRhythm(settings: ClickTrackSettings) {
  const rhythm: Rhythm = settings.rhythm ?? { ...STEADY_FOUR_FOUR, sections: [], levelSounds: MAIN_SOUND_EVERYWHERE };
  const trainer = settings.practice?.tempoTrainer;
  if (!trainer || rhythm.sections.length > 0) return { rhythm, trained: false };
  return { rhythm: trainerRhythm(rhythm, settings.bpm, settings.durationSeconds, trainer), trained: true };
}

/** The onsets `settings` play (the tempo trainer's steps as sections), as the clock and patch changes see them. */
export function playedPlan(settings: ClickTrackSettings) {
  const { rhythm, trained } = playedRhythm(settings);
  const planned = planRhythm({
    bpm: settings.bpm,
    durationSeconds: settings.durationSeconds,
    countInBeats: settings.countInBeats,
    countInBars: settings.rhythm ? settings.countInBars : null,
    rhythm,
  });
  return { rhythm, trained, planned };
}

/** The clock of `settings`: see the file comment for the rules. */
export function planClock(settings: ClickTrackSettings): ClockPlan {
  const { rhythm, trained, planned } = playedPlan(settings);
  const { countInSeconds } = planned;
  // The trainer's steps last at least durationSeconds; the track ends there, as practicePlan cuts it.
  const endSeconds = trained ? countInSeconds + settings.durationSeconds : planned.endSeconds;
  const ticksSeconds: number[] = [];
  const first: BarPattern = rhythm.sections[0] ?? rhythm;
  const firstNoteBpm = noteBpmOf(rhythm.sections[0]?.bpm ?? settings.bpm, first);
  if (!(firstNoteBpm > 0)) return { ticksSeconds, songStartTick: 0, countInSeconds: 0, endSeconds: 0 };

  const firstTickSeconds = 60 / (firstNoteBpm * ticksPerNote(first));
  const countInTicks = Math.round(countInSeconds / firstTickSeconds);
  for (let tick = 0; tick < countInTicks; tick++) ticksSeconds.push(tick * firstTickSeconds);

  if (rhythm.sections.length === 0) {
    for (let tick = 0; countInSeconds + tick * firstTickSeconds < endSeconds - 1e-9; tick++)
      ticksSeconds.push(countInSeconds + tick * firstTickSeconds);
  } else {
    let sectionStart = countInSeconds;
    for (const section of rhythm.sections) {
      const totalNotes = section.bars * beatsPerBarOf(section);
      const perNote = ticksPerNote(section);
      const n0 = noteBpmOf(section.bpm, section);
      const n1 = noteBpmOf(section.endBpm ?? section.bpm, section);
      const sectionTicks = Math.round(totalNotes * perNote);
      for (let tick = 0; tick < sectionTicks; tick++) {
        const seconds = sectionStart + rampBeatOffsetSeconds(tick / perNote, totalNotes, n0, n1);
        if (seconds >= endSeconds - 1e-9) break;
        ticksSeconds.push(seconds);
      }
      sectionStart += rampBeatOffsetSeconds(totalNotes, totalNotes, n0, n1);
    }
  }
  return { ticksSeconds, songStartTick: countInTicks, countInSeconds, endSeconds };
}

/**
 * What to send to play the track from `fromSeconds` on (0: from its start): the ticks from there,
 * Start at the downbeat (or Song Position Pointer and Continue when entering after it), and Stop at
 * the end. In time order; at equal times transport before its tick. `transport: false` sends the
 * ticks and Stop only (the same track moved to a new grid goes on where it was).
 */
export function clockEvents(plan: ClockPlan, fromSeconds = 0, { transport = true } = {}): MidiEvent[] {
  const { ticksSeconds, songStartTick } = plan;
  const events: MidiEvent[] = [];
  let first = ticksSeconds.findIndex((seconds) => seconds >= fromSeconds - 1e-9);
  if (first === -1) first = ticksSeconds.length;
  let transportTick = songStartTick;
  if (first > songStartTick) {
    // Enter on the next sixteenth, the finest position a Song Position Pointer can name.
    const songTick = Math.ceil((first - songStartTick) / TICKS_PER_SIXTEENTH) * TICKS_PER_SIXTEENTH;
    transportTick = songStartTick + songTick;
    first = transportTick;
  }
  for (let tick = first; tick < ticksSeconds.length; tick++) {
    const trackSeconds = ticksSeconds[tick]!;
    if (transport && tick === transportTick) {
      if (transportTick === songStartTick) events.push({ trackSeconds, data: [START] });
      else {
        const position = (transportTick - songStartTick) / TICKS_PER_SIXTEENTH;
        events.push({ trackSeconds, data: [SONG_POSITION, position & 0x7f, (position >> 7) & 0x7f] });
        events.push({ trackSeconds, data: [CONTINUE] });
      }
    }
    events.push({ trackSeconds, data: [CLOCK] });
  }
  if (ticksSeconds.length > songStartTick) events.push({ trackSeconds: plan.endSeconds, data: [STOP] });
  return events;
}
