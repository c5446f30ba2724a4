import { speaksMessages, type CueSettings } from '../../../../../schema/cues';
import type { MessageWord } from '../../../../../schema/cueWords';
import { REHEARSAL_MESSAGE_PRESETS, REHEARSAL_MESSAGE_SONG_PREFIXES } from '../../../../../schema/limits';
import type { BeatTimeline } from '../../../audio/types';
import type { ClickTrackPlayerLike } from '../../../hooks/useClickTrack';

const PRESET_WORDS: Record<(typeof REHEARSAL_MESSAGE_PRESETS)[number], MessageWord> = {
  Start: 'start',
  Stop: 'stop',
  'Repeat chorus': 'repeat-chorus',
  'Last chorus': 'last-chorus',
  Tag: 'tag',
  Cut: 'cut',
};
const PREFIX_WORDS: Record<(typeof REHEARSAL_MESSAGE_SONG_PREFIXES)[number], MessageWord> = {
  'Now playing': 'now-playing',
  'Up next': 'up-next',
};

/**
 * The sample a band message is said with: a preset's own, 'Now playing' / 'Up next' without the
 * song's name (no text-to-speech at run time); null for free text, which is only shown.
 */
export function messageWord(text: string): MessageWord | null {
  const preset = PRESET_WORDS[text.trim() as keyof typeof PRESET_WORDS];
  if (preset) return preset;
  const prefix = REHEARSAL_MESSAGE_SONG_PREFIXES.find((each) => text.startsWith(`${each} `));
  return prefix ? PREFIX_WORDS[prefix] : null;
}

/** A downbeat on the playing track's grid: the player's timeline and the bar's first sample on it. */
export interface MessageDownbeat {
  timeline: BeatTimeline;
  sample: number;
}

/** What a device says for a band message: the word, and when on its audio clock (null: at once). */
export interface SpokenMessage {
  word: MessageWord;
  atSeconds: number | null;
}

/**
 * Whether and when this device says a band message: only with spoken cues on and 'Speak band
 * messages' not turned off, only for a message with a sample; on the downbeat it is shown on —
 * the bar's own sample on the click's grid, so the word starts on the same frame as that bar's
 * click — or at once for a message not on a downbeat.
 */
export function spokenMessage(
  text: string,
  cues: CueSettings | null | undefined,
  downbeat: MessageDownbeat | null,
): SpokenMessage | null {
  if (!speaksMessages(cues)) return null;
  const word = messageWord(text);
  if (!word) return null;
  if (!downbeat) return { word, atSeconds: null };
  const { startAudioTimeSeconds, sampleRateHz } = downbeat.timeline;
  // Whole frames, as the click's sources are started: a fraction would start between two samples.
  const frame = Math.round(startAudioTimeSeconds * sampleRateHz) + downbeat.sample;
  return { word, atSeconds: frame / sampleRateHz };
}

/** Says a band message on `player` when {@link spokenMessage} says so (a failed load stays silent: the screen shows it). */
export function sayBandMessage(
  player: ClickTrackPlayerLike | null,
  text: string,
  cues: CueSettings | null | undefined,
  downbeat: MessageDownbeat | null,
): void {
  const spoken = spokenMessage(text, cues, downbeat);
  if (!spoken || !cues || !player?.sayMessage) return;
  void player.sayMessage(spoken.word, spoken.atSeconds, cues.volumePercent).catch(() => undefined);
}
