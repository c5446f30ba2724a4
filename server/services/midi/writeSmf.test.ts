import { writeMidi, type MidiEvent } from 'midi-file';
import { writeSmf } from './writeSmf';

// writeSmf must write exactly what midi-file's writeMidi writes, only without its quadratic appends.

/** A click track of `beats` quarter notes with a tempo change, a marker and a track name. */
function clickTrack(beats: number): MidiEvent[] {
  const events: MidiEvent[] = [
    { deltaTime: 0, meta: true, type: 'trackName', text: 'Click' },
    { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: 500_000 },
    { deltaTime: 0, meta: true, type: 'marker', text: 'Verse – 1' },
  ];
  for (let beat = 0; beat < beats; beat++) {
    events.push({ deltaTime: beat === 0 ? 0 : 470, channel: 9, type: 'noteOn', noteNumber: 76, velocity: 100 });
    events.push({ deltaTime: 10, channel: 9, type: 'noteOff', noteNumber: 76, velocity: 0 });
  }
  events.push({ deltaTime: 0, meta: true, type: 'endOfTrack' });
  return events;
}

describe('writeSmf', () => {
  it.each([0, 1, 255, 256, 1000])('writes byte for byte what writeMidi writes (%i beats, three tracks)', (beats) => {
    const header = { format: 1 as const, numTracks: 3, ticksPerBeat: 480 };
    const tracks = [clickTrack(beats), clickTrack(3), clickTrack(beats + 7)];
    expect(Buffer.from(writeSmf(header, tracks))).toEqual(Buffer.from(writeMidi({ header, tracks })));
  });
});
