/**
 * A Standard MIDI File (type 0 or 1) read as a song map: tempo and meter changes become sections
 * (bars counted from ticks), a run of tempo events that forms a linear ramp becomes a ramp, markers
 * name sections. Pure: bytes in, sections out; midi-file does the parsing.
 */
import { BPM_MAX, BPM_MIN } from '../../../schema/limits';
import type { MidiSection } from '../../../schema/midiCheck';
import { rampBeatOffsetSeconds } from '../../../schema/rampTime';
import {
  defaultGrouping,
  notesPerTempoBeat,
  parseTimeSignature,
  SECTION_BARS_MAX,
  SECTION_NAME_MAX_LENGTH,
  SECTIONS_MAX,
  tempoUnitFits,
  type Meter,
  type TempoUnit,
} from '../../../schema/rhythm';
import { midiMessages } from '../../../schema/validation';
import { fileError, parseSmf } from './smfChecks';

/** One section as read, in the track input's shape. */
export type ReadSection = MidiSection;

/** What a file holds: its title (track name meta, or a default) and its sections. */
export interface ReadTempoMap {
  title: string;
  sections: ReadSection[];
  /** Whether the file named any section (a file of one steady tempo and no marker needs no song map). */
  named: boolean;
}

/** Two beats closer than this (µs) are the same length: whole-µs tempos round a steady beat by up to 1 µs. */
const SAME_BEAT_US = 2;
/** A ramp's beats may stray this far (BPM) from the straight line fitted through them. */
const RAMP_TOLERANCE_BPM = 0.5;
/** The default tempo of a file without any (the SMF rule: 120 quarters a minute). */
const DEFAULT_TEMPO = 500_000;

interface Bar {
  meter: Meter;
  marker: string | null;
  /** Beat lengths in µs. */
  beats: number[];
}

/** µs at any tick of a sorted tempo list (tempo events at the same tick: the last wins). */
function clockOf(tempos: Array<{ tick: number; us: number }>, ppq: number) {
  const points: Array<{ tick: number; us: number; at: number }> = [];
  let at = 0;
  let last = { tick: 0, us: DEFAULT_TEMPO };
  for (const tempo of tempos) {
    at += ((tempo.tick - last.tick) * last.us) / ppq;
    if (points.length && points[points.length - 1].tick === tempo.tick) points.pop();
    points.push({ tick: tempo.tick, us: tempo.us, at });
    last = tempo;
  }
  if (!points.length || points[0].tick > 0) points.unshift({ tick: 0, us: DEFAULT_TEMPO, at: 0 });
  let index = 0;
  return (tick: number) => {
    while (index + 1 < points.length && points[index + 1].tick <= tick) index += 1;
    while (index > 0 && points[index].tick > tick) index -= 1;
    const point = points[index];
    return point.at + ((tick - point.tick) * point.us) / ppq;
  };
}

/** The bars of the file: each with its meter, its marker and its beat lengths. */
function barsOf(bytes: Uint8Array): { title: string; bars: Bar[] } {
  const data = parseSmf(bytes);
  const ppq = data.header.ticksPerBeat;
  const tempos: Array<{ tick: number; us: number }> = [];
  const meters: Array<{ tick: number; meter: Meter }> = [];
  const markers: Array<{ tick: number; text: string }> = [];
  let title = '';
  let endTick = 0;
  for (const track of data.tracks) {
    let tick = 0;
    for (const event of track) {
      tick += event.deltaTime;
      if (event.type === 'setTempo') tempos.push({ tick, us: event.microsecondsPerBeat });
      else if (event.type === 'timeSignature') {
        const meter = parseTimeSignature(`${event.numerator}/${event.denominator}`);
        if (!meter) throw fileError(midiMessages.meter(`${event.numerator}/${event.denominator}`));
        meters.push({ tick, meter });
      } else if (event.type === 'marker' || event.type === 'cuePoint') markers.push({ tick, text: event.text.trim() });
      else if (event.type === 'trackName' && !title) title = event.text.trim();
    }
    endTick = Math.max(endTick, tick);
  }
  const byTick = <T extends { tick: number }>(list: T[]) => list.sort((a, b) => a.tick - b.tick);
  const clock = clockOf(byTick(tempos), ppq);
  byTick(meters);
  byTick(markers);
  const bars: Bar[] = [];
  let meter: Meter = { beatsPerBar: 4, noteValue: 4 };
  let meterIndex = 0;
  let markerIndex = 0;
  for (let tick = 0; tick < endTick || bars.length === 0;) {
    while (meterIndex < meters.length && meters[meterIndex].tick <= tick) meter = meters[meterIndex++].meter;
    const beatTicks = (ppq * 4) / meter.noteValue;
    const barEnd = tick + beatTicks * meter.beatsPerBar;
    let marker: string | null = null;
    while (markerIndex < markers.length && markers[markerIndex].tick < barEnd)
      marker = markers[markerIndex++].text || marker;
    const beats = Array.from(
      { length: meter.beatsPerBar },
      (_, beat) => clock(tick + (beat + 1) * beatTicks) - clock(tick + beat * beatTicks),
    );
    bars.push({ meter, marker, beats });
    if (bars.length > SECTIONS_MAX * SECTION_BARS_MAX) throw fileError(midiMessages.tooLong);
    tick = barEnd;
  }
  return { title, bars };
}

const isSteady = (beats: number[]) => Math.max(...beats) - Math.min(...beats) <= SAME_BEAT_US;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** A tempo to the app's precision (whole BPM); exact whole numbers stay whole, without float noise. */
const whole = (bpm: number) => Math.round(bpm);
const inRange = (bpm: number) => bpm >= BPM_MIN && bpm <= BPM_MAX;

/** What the tempo counts: the meter's note when it fits the BPM range, else a dotted note (compound meters) or a quarter. */
function unitsFor(meter: Meter): TempoUnit[] {
  const grouping = defaultGrouping(meter);
  return (['note', 'dotted', 'quarter'] as const).filter((unit) => tempoUnitFits(unit, meter, grouping));
}
const perUnit = (meter: Meter, unit: TempoUnit) =>
  notesPerTempoBeat({
    timeSignature: `${meter.beatsPerBar}/${meter.noteValue}`,
    grouping: defaultGrouping(meter),
    tempoUnit: unit,
  });

/** A steady run of bars as a section's tempo. */
function steadyTempo(meter: Meter, beats: number[]) {
  const noteBpm = 60e6 / mean(beats);
  for (const unit of unitsFor(meter)) {
    const bpm = whole(noteBpm / perUnit(meter, unit));
    if (inRange(bpm)) return { bpm, endBpm: null, tempoUnit: unit };
  }
  throw fileError(midiMessages.tempo);
}

/** A run of changing beats as a linear ramp (whole start and end BPM), or null when the beats are not on a line. */
function rampTempo(meter: Meter, beats: number[]) {
  const total = beats.length;
  const tempos = beats.map((us) => 60e6 / us);
  const xs = beats.map((_, beat) => beat + 0.5);
  const mx = mean(xs);
  const my = mean(tempos);
  const slope =
    xs.reduce((sum, x, i) => sum + (x - mx) * (tempos[i] - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  const start = my - slope * mx;
  const times = beats.reduce<number[]>((list, us) => [...list, list[list.length - 1] + us], [0]).slice(1);
  for (const unit of unitsFor(meter)) {
    const per = perUnit(meter, unit);
    const fits = tempos.every((tempo, i) => Math.abs((tempo - (start + slope * xs[i])) / per) <= RAMP_TOLERANCE_BPM);
    if (!fits) return null;
    let best: { bpm: number; endBpm: number; error: number } | null = null;
    for (const d0 of [-1, 0, 1])
      for (const d1 of [-1, 0, 1]) {
        const bpm = whole(start / per) + d0;
        const endBpm = whole((start + slope * total) / per) + d1;
        if (!inRange(bpm) || !inRange(endBpm) || bpm === endBpm) continue;
        const error = Math.max(
          ...times.map((us, i) => Math.abs(rampBeatOffsetSeconds(i + 1, total, bpm * per, endBpm * per) * 1e6 - us)),
        );
        if (!best || error < best.error) best = { bpm, endBpm, error };
      }
    if (best) return { bpm: best.bpm, endBpm: best.endBpm, tempoUnit: unit };
  }
  return null;
}

/** Consecutive bars of one meter, split where a marker is or the tempo jumps or stops changing. */
function runsOf(bars: Bar[]): Bar[][] {
  const runs: Bar[][] = [];
  bars.forEach((bar, index) => {
    const run = runs[runs.length - 1];
    const previous = bars[index - 1];
    const sameMeter =
      previous &&
      previous.meter.beatsPerBar === bar.meter.beatsPerBar &&
      previous.meter.noteValue === bar.meter.noteValue;
    const steady = isSteady(bar.beats);
    const joins =
      run &&
      sameMeter &&
      bar.marker === null &&
      run.length < SECTION_BARS_MAX &&
      (steady
        ? isSteady(previous.beats) && Math.abs(previous.beats[0] - bar.beats[0]) <= SAME_BEAT_US
        : !isSteady(previous.beats));
    if (joins) run.push(bar);
    else runs.push([bar]);
  });
  return runs;
}

/** A run as one section, or (a changing tempo that is no straight ramp) one steady section a bar. */
function sectionsOf(run: Bar[], name: string): Array<Omit<ReadSection, 'name'> & { name: string }> {
  const meter = run[0].meter;
  const timeSignature = `${meter.beatsPerBar}/${meter.noteValue}`;
  const beats = run.flatMap((bar) => bar.beats);
  const tempo = isSteady(beats) ? steadyTempo(meter, beats) : rampTempo(meter, beats);
  if (tempo) return [{ name, bars: run.length, timeSignature, ...tempo }];
  return run.map((bar) => ({ name, bars: 1, timeSignature, ...steadyTempo(meter, bar.beats) }));
}

/** The file's song map; a 400 saying what is wrong when it is not a Standard MIDI File this app can read. */
export function readTempoMap(bytes: Uint8Array): ReadTempoMap {
  const { title, bars } = barsOf(bytes);
  const sections = runsOf(bars).flatMap((run, index) =>
    sectionsOf(run, (run[0].marker || `Section ${index + 1}`).slice(0, SECTION_NAME_MAX_LENGTH)),
  );
  // Neighbours alike (a marker did not split them) are one section again.
  const merged = sections.reduce<ReadSection[]>((list, section) => {
    const last = list[list.length - 1];
    const same = last && last.endBpm === null && section.endBpm === null && last.bpm === section.bpm;
    if (
      same &&
      last.timeSignature === section.timeSignature &&
      last.tempoUnit === section.tempoUnit &&
      last.name === section.name &&
      last.bars + section.bars <= SECTION_BARS_MAX
    )
      last.bars += section.bars;
    else list.push({ ...section });
    return list;
  }, []);
  return {
    title: title || midiMessages.defaultTitle,
    sections: merged,
    named: bars.some((bar) => bar.marker),
  };
}
