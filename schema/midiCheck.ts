import type { TempoUnit } from './rhythm';

/** What a Standard MIDI File import's dry run answers: the one track it would add, and what is wrong with it. */
export interface MidiCheck {
  track: {
    title: string;
    bpm: number;
    timeSignature: string;
    /** The song map read from the file; empty for one steady tempo and meter without markers. */
    sections: Array<{
      name: string;
      bars: number;
      bpm: number;
      endBpm: number | null;
      timeSignature: string;
      tempoUnit: TempoUnit;
    }>;
  };
  errors: string[];
}
