import { parseMidi, writeMidi } from 'midi-file';
import { midiSectionOf } from '../../../schema/midiCheck';
import { noteBpmOf, resolveRhythm, type RhythmInput } from '../../../schema/rhythm';
import { readTempoMap } from './tempoMapReader';
import { tempoMapEvents, writeTempoMap } from './tempoMapWriter';

// A song map goes out as a Standard MIDI File and comes back as the same song map: every tempo to
// the µs per quarter, every beat within one sample at 48 kHz of where the click engine plays it.

const SAMPLE_US = 1e6 / 48_000;

const SONG: RhythmInput = {
  sections: [
    { name: 'Intro', bars: 64, bpm: 70 },
    { name: 'Build', bars: 8, bpm: 70, endBpm: 128 },
    { name: 'Odd', bars: 6, bpm: 152, timeSignature: '7/8', tempoUnit: 'quarter' },
    { name: 'Drop', bars: 4, bpm: 200, endBpm: 140, timeSignature: '7/8', tempoUnit: 'quarter' },
    { name: 'Outro', bars: 3, bpm: 96, timeSignature: '6/8', tempoUnit: 'dotted' },
  ],
};

/**
 * Where the click engine puts each beat (µs, count-in left out), by its documented law (rhythmPlan:
 * a ramp's tempo is linear in beat position) integrated numerically here, so the check does not
 * lean on the closed form the writer uses.
 */
function engineBeats(input: RhythmInput): number[] {
  const beats: number[] = [];
  let at = 0;
  for (const section of resolveRhythm(input).sections) {
    const [beatsPerBar] = section.timeSignature.split('/').map(Number);
    const total = section.bars * beatsPerBar;
    const start = noteBpmOf(section.bpm, section);
    const end = noteBpmOf(section.endBpm ?? section.bpm, section);
    const secondsPerBeat = (x: number) => 60 / (start + ((end - start) * x) / total);
    for (let beat = 0; beat < total; beat++) {
      beats.push(at * 1e6);
      const steps = 64;
      const h = 1 / steps;
      let sum = secondsPerBeat(beat) + secondsPerBeat(beat + 1);
      for (let step = 1; step < steps; step++) sum += (step % 2 ? 4 : 2) * secondsPerBeat(beat + step * h);
      at += (sum * h) / 3;
    }
  }
  return beats;
}

/** Beat times (µs) of the file's tempo events, as a DAW reads them, on the grid of the meter's notes. */
function fileBeats(input: RhythmInput): number[] {
  const { tempos, endTick } = tempoMapEvents(resolveRhythm(input).sections);
  const beats: number[] = [];
  const ticks = resolveRhythm(input).sections.flatMap((section) => {
    const [beatsPerBar, noteValue] = section.timeSignature.split('/').map(Number);
    return Array.from({ length: section.bars * beatsPerBar }, () => 1920 / noteValue);
  });
  let tick = 0;
  let at = 0;
  let index = 0;
  for (const length of ticks) {
    beats.push(at);
    for (let step = 0; step < length; step += 1) {
      while (index + 1 < tempos.length && tempos[index + 1].tick <= tick) index += 1;
      at += tempos[index].microsecondsPerBeat / 480;
      tick += 1;
    }
  }
  expect(tick).toBe(endTick);
  return beats;
}

const tempoValues = (bytes: Uint8Array) =>
  parseMidi(bytes)
    .tracks[0].filter((event) => event.type === 'setTempo')
    .map((event) => (event.type === 'setTempo' ? event.microsecondsPerBeat : 0));

describe('tempo maps as Standard MIDI Files', () => {
  it('puts every beat of a song map with ramps, 7/8 and 6/8 within one sample of the click engine', () => {
    const engine = engineBeats(SONG);
    const file = fileBeats(SONG);
    expect(file).toHaveLength(engine.length);
    const worst = Math.max(...file.map((at, beat) => Math.abs(at - engine[beat])));
    expect(worst).toBeLessThan(SAMPLE_US);
  });

  it('writes type 1 at 480 PPQ: tempo, meters and markers on track 0, the click on channel 10 on track 1', () => {
    const midi = parseMidi(writeTempoMap('Song', resolveRhythm(SONG).sections));
    expect(midi.header).toMatchObject({ format: 1, numTracks: 2, ticksPerBeat: 480 });
    const [conductor, click] = midi.tracks;
    expect(conductor.filter((event) => event.type === 'marker').map((event) => 'text' in event && event.text)).toEqual([
      'Intro',
      'Build',
      'Odd',
      'Drop',
      'Outro',
    ]);
    const meters = conductor.flatMap((event) =>
      event.type === 'timeSignature' ? [`${event.numerator}/${event.denominator}`] : [],
    );
    expect(meters).toEqual(['4/4', '7/8', '6/8']);
    expect(conductor[0]).toMatchObject({ type: 'trackName', text: 'Song' });
    const notes = click.filter((event) => event.type === 'noteOn');
    expect(notes.every((event) => event.type === 'noteOn' && event.channel === 9)).toBe(true);
    expect(notes).toHaveLength(engineBeats(SONG).length);
    expect(
      tempoValues(writeTempoMap('Steady', resolveRhythm({ sections: [{ name: 'A', bars: 2, bpm: 120 }] }).sections)),
    ).toEqual([500000]);
  });

  it('reads the file back as the same song map, and writes it again with every tempo to the µs', () => {
    const first = writeTempoMap('Song', resolveRhythm(SONG).sections);
    const read = readTempoMap(first);
    expect(read.title).toBe('Song');
    expect(read.sections).toEqual(resolveRhythm(SONG).sections.map(midiSectionOf));
    const second = writeTempoMap(read.title, resolveRhythm({ sections: read.sections }).sections);
    expect(tempoValues(second)).toEqual(tempoValues(first));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('reads a foreign ramp of rounded tempo events within half a BPM, and whole tempos without float noise', () => {
    // A DAW's ramp: one tempo event per quarter, 100 → 140 over 8 bars, each value rounded to 0.1 BPM.
    const events = Array.from({ length: 32 }, (_, beat) => {
      const bpm = Math.round((100 + (40 * (beat + 0.5)) / 32) * 10) / 10;
      return {
        deltaTime: beat === 0 ? 0 : 480,
        meta: true as const,
        type: 'setTempo' as const,
        microsecondsPerBeat: Math.round(60e6 / bpm),
      };
    });
    const bytes = Uint8Array.from(
      writeMidi({
        header: { format: 0, numTracks: 1, ticksPerBeat: 96 * 5 },
        tracks: [
          [
            { deltaTime: 0, meta: true, type: 'marker', text: 'Rise' },
            ...events,
            { deltaTime: 480, meta: true, type: 'marker', text: 'Top' },
            { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: 428571 },
            { deltaTime: 480 * 8, meta: true, type: 'endOfTrack' },
          ],
        ],
      }),
    );
    const read = readTempoMap(bytes);
    expect(read.title).toBe('Imported tempo map');
    expect(read.sections).toEqual([
      { name: 'Rise', bars: 8, bpm: 100, endBpm: 140, timeSignature: '4/4', tempoUnit: 'note' },
      { name: 'Top', bars: 2, bpm: 140, endBpm: null, timeSignature: '4/4', tempoUnit: 'note' },
    ]);
  });
});
