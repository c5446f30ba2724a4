import type { EntityManager } from '@mikro-orm/postgresql';
import { midiSectionPastMap, type MidiMessage } from '../../schema/midiMessages';
import type { Rhythm } from '../../schema/rhythm';
import { midiSectionMessage } from '../../schema/validation/midiMessages';
import { Track } from '../entities';
import { ValidationError } from '../errors/appErrors';

/** What of a track the section check reads: the messages and the song map, each as sent or as stored. */
interface MidiMessageChanges {
  midiMessages?: MidiMessage[] | null;
  rhythm?: Rhythm | null;
}

/**
 * Every section a track's MIDI messages name must be in the song map it will have (400 otherwise,
 * nothing written): checked when either the messages or the map change, the other as stored.
 */
export async function checkMidiSections(
  em: EntityManager,
  trackId: string,
  changes: MidiMessageChanges,
): Promise<void> {
  if (changes.midiMessages === undefined && changes.rhythm === undefined) return;
  const stored = await em.findOneOrFail(Track, { id: trackId }, { fields: ['midiMessages', 'rhythm'] });
  const messages = changes.midiMessages !== undefined ? changes.midiMessages : stored.midiMessages;
  const rhythm = changes.rhythm !== undefined ? changes.rhythm : stored.rhythm;
  const sectionCount = rhythm?.sections.length ?? 0;
  const past = midiSectionPastMap(messages ?? [], sectionCount);
  if (past) {
    const problem = midiSectionMessage(past.section!, sectionCount);
    throw new ValidationError(problem, { midiMessages: problem });
  }
}
