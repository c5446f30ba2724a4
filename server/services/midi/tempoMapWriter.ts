/**
 * A track's song map as a Standard MIDI File (type 1, 480 ticks per quarter): track 0 holds the
 * tempo map (FF 51), the meters (FF 58) and the section names as markers (FF 06); track 1 the click
 * as notes on channel 10. Pure: bytes out, no framework.
 */
import type { MidiEvent } from 'midi-file';
import type { BeatLevel, Section } from '../../../schema/rhythm';
import { rampBeatOffsetSeconds } from '../../../schema/rampTime';
import { meterOf, noteTempos, PPQ, ticksPerNote } from './smfTiming';
import { writeSmf } from './writeSmf';

/**
 * How far a written beat may drift from the engine's before the tempo is corrected (µs). Tempos
 * are whole µs per quarter, so a steady 70 BPM (857142.86 µs) drifts; a correction every few beats
 * keeps every beat well within one sample at 48 kHz (20.8 µs).
 */
const DRIFT_US = 10;

/** General MIDI percussion (channel 10): high wood block on the accent, low on the other beats. */
const ACCENT_NOTE = 76;
const BEAT_NOTE = 77;
const VELOCITY: Record<Exclude<BeatLevel, 'mute'>, number> = { accent: 127, normal: 100, soft: 64 };
const CLICK_CHANNEL = 9;

/** A MIDI event at an absolute tick. */
export type TimedEvent = { tick: number; event: MidiEvent };

/** Events at absolute ticks, in order, as a track of delta times ending with End of Track at `endTick`. */
export function trackOf(events: TimedEvent[], endTick: number): MidiEvent[] {
  const sorted = events.map((item, order) => ({ ...item, order })).sort((a, b) => a.tick - b.tick || a.order - b.order);
  let last = 0;
  const track = sorted.map(({ tick, event }) => {
    const deltaTime = tick - last;
    last = tick;
    return { ...event, deltaTime } as MidiEvent;
  });
  track.push({ deltaTime: Math.max(0, endTick - last), meta: true, type: 'endOfTrack' });
  return track;
}

/** µs per quarter of a tempo in the meter's notes a minute. */
export function microsPerQuarter(noteBpm: number, noteValue: number): number {
  return (60_000_000 * noteValue) / (4 * noteBpm);
}

/**
 * The song map as tempo events, one per beat where a ramp or a drift needs it, so that every beat
 * starts where the engine (rhythmPlan) plays it, the count-in left out (bar 1 is the song's first bar).
 */
export function tempoMapEvents(sections: Section[]) {
  const tempos: Array<{ tick: number; microsecondsPerBeat: number }> = [];
  const beats: Array<{ tick: number; level: BeatLevel }> = [];
  let tick = 0;
  let writtenUs = 0;
  let startSeconds = 0;
  let tempo: number | null = null;
  for (const section of sections) {
    const { beatsPerBar, noteValue } = meterOf(section);
    const totalBeats = section.bars * beatsPerBar;
    const [startBpm, endBpm] = noteTempos(section);
    const quartersPerBeat = 4 / noteValue;
    const offset = (beat: number) => rampBeatOffsetSeconds(beat, totalBeats, startBpm, endBpm);
    // A steady tempo only ever takes the two whole values around its exact one, so it reads back as steady.
    const exact = microsPerQuarter(startBpm, noteValue);
    for (let beat = 0; beat < totalBeats; beat++) {
      const targetUs = (startSeconds + offset(beat + 1)) * 1e6;
      const closest = Math.round((targetUs - writtenUs) / quartersPerBeat);
      let next: number | null = tempo;
      if (startBpm !== endBpm) next = closest;
      else if (beat === 0) next = Math.round(exact);
      if (next === null || Math.abs(writtenUs + next * quartersPerBeat - targetUs) > DRIFT_US)
        next = Math.min(Math.ceil(exact), Math.max(Math.floor(exact), closest));
      if (next !== tempo) tempos.push({ tick, microsecondsPerBeat: next });
      tempo = next;
      writtenUs += next * quartersPerBeat;
      beats.push({ tick, level: section.muted ? 'mute' : (section.accents[beat % beatsPerBar] ?? 'normal') });
      tick += ticksPerNote(noteValue);
    }
    startSeconds += offset(totalBeats);
  }
  return { tempos, beats, endTick: tick };
}

/** A track name event at tick 0. */
export const trackName = (text: string): TimedEvent => ({
  tick: 0,
  event: { deltaTime: 0, meta: true, type: 'trackName', text },
});

/** The conductor's meters (at each change) and section markers, from tick 0. */
export function meterAndMarkerEvents(sections: Section[]): TimedEvent[] {
  const conductor: TimedEvent[] = [];
  let tick = 0;
  let meter = '';
  for (const section of sections) {
    const { beatsPerBar, noteValue } = meterOf(section);
    if (section.timeSignature !== meter) {
      const event = { deltaTime: 0, meta: true, type: 'timeSignature', numerator: beatsPerBar, denominator: noteValue };
      conductor.push({ tick, event: { ...event, metronome: 24, thirtyseconds: 8 } as MidiEvent });
      meter = section.timeSignature;
    }
    if (section.name) conductor.push({ tick, event: { deltaTime: 0, meta: true, type: 'marker', text: section.name } });
    tick += section.bars * beatsPerBar * ticksPerNote(noteValue);
  }
  return conductor;
}

/** The tempo changes as conductor events. */
export const tempoEvents = (tempos: ReturnType<typeof tempoMapEvents>['tempos']): TimedEvent[] =>
  tempos.map(({ tick, microsecondsPerBeat }) => ({
    tick,
    event: { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat },
  }));

/** The click of some beats as notes on channel 10 (a muted beat plays none). */
export function clickEvents(beats: ReturnType<typeof tempoMapEvents>['beats']): TimedEvent[] {
  const click: TimedEvent[] = [];
  for (const beat of beats) {
    if (beat.level === 'mute') continue;
    const noteNumber = beat.level === 'accent' ? ACCENT_NOTE : BEAT_NOTE;
    const on = { deltaTime: 0, channel: CLICK_CHANNEL, noteNumber };
    click.push({ tick: beat.tick, event: { ...on, type: 'noteOn', velocity: VELOCITY[beat.level] } });
    click.push({ tick: beat.tick + PPQ / 8, event: { ...on, type: 'noteOff', velocity: 0 } });
  }
  return click;
}

/** The file's bytes for a song map (at least one section) under a title. */
export function writeTempoMap(title: string, sections: Section[]): Uint8Array {
  const { tempos, beats, endTick } = tempoMapEvents(sections);
  const conductor = [trackName(title), ...meterAndMarkerEvents(sections), ...tempoEvents(tempos)];
  const click = [trackName('Click'), ...clickEvents(beats)];
  return writeSmf({ format: 1, numTracks: 2, ticksPerBeat: PPQ }, [
    trackOf(conductor, endTick),
    trackOf(click, endTick),
  ]);
}
