import type { MidiMessage } from '../../../schema/midiMessages';
import type { ClickTrackSettings } from '../audio/types';
import { playedPlan } from './clockPlan';
import type { MidiEvent } from './midiEvents';
import { patchEvents } from './patchEvents';
import { songOf } from './songSettings';

/** A song's Program and Control Changes by song id (none: undefined or an empty list). */
export type SongMessages = (songId: string) => readonly MidiMessage[] | null | undefined;

/**
 * The Program and Control Changes to send with a played track: its song's messages placed on the
 * onsets the track plays. None for settings not marked with a song ({@link songOf}).
 */
export function trackPatchEvents(settings: ClickTrackSettings, messagesOf: SongMessages): MidiEvent[] {
  const songId = songOf(settings);
  const messages = songId === undefined ? null : messagesOf(songId);
  if (!messages?.length) return [];
  return patchEvents(messages, playedPlan(settings).planned);
}
