import type { Section, TempoUnit } from './rhythm';

/** One section of a song map as a MIDI file holds it: name, bars, tempo (or ramp), meter and what the tempo counts. */
export interface MidiSection {
  name: string;
  bars: number;
  bpm: number;
  endBpm: number | null;
  timeSignature: string;
  tempoUnit: TempoUnit;
}

/** What a Standard MIDI File import's dry run answers: the one track it would add, and what is wrong with it. */
export interface MidiCheck {
  track: {
    title: string;
    bpm: number;
    timeSignature: string;
    /** The song map read from the file; empty for one steady tempo and meter without markers. */
    sections: MidiSection[];
  };
  errors: string[];
}

/** The part of a resolved section that a MIDI file keeps (grouping, accents and subdivisions it does not). */
export function midiSectionOf({ name, bars, bpm, endBpm, timeSignature, tempoUnit }: Section): MidiSection {
  return { name, bars, bpm, endBpm, timeSignature, tempoUnit };
}
