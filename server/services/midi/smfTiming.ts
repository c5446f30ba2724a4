import { noteBpmOf, parseTimeSignature, type Section } from '../../../schema/rhythm';

/** Ticks per quarter note of every file we write. */
export const PPQ = 480;

/** Ticks of one of the meter's notes (a half 960, a quarter 480, an eighth 240, a sixteenth 120). */
export function ticksPerNote(noteValue: number, ppq = PPQ): number {
  return (ppq * 4) / noteValue;
}

/** The meter of a section as numbers (4/4 if unreadable, as the engine plays it). */
export function meterOf(section: Pick<Section, 'timeSignature'>) {
  return parseTimeSignature(section.timeSignature) ?? { beatsPerBar: 4, noteValue: 4 as const };
}

/** The section's start and end tempo in the meter's notes a minute. */
export function noteTempos(section: Section): [number, number] {
  return [noteBpmOf(section.bpm, section), noteBpmOf(section.endBpm ?? section.bpm, section)];
}

/** Beats a run of sections plays (what a file of it writes a note for). */
export function beatCount(sections: ReadonlyArray<Pick<Section, 'bars' | 'timeSignature'>>): number {
  return sections.reduce((sum, section) => sum + section.bars * meterOf(section).beatsPerBar, 0);
}
