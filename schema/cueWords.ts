/**
 * The words the app can speak (one pre-rendered sample each, client/src/audio/cues), shared by
 * the engine and the validation of the words a user records or uploads in their own voice.
 */
export const COUNT_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
] as const;

/** Section words, longest first where one begins another ("pre-chorus" before "chorus"). */
export const SECTION_WORDS = [
  'pre-chorus',
  'instrumental',
  'breakdown',
  'interlude',
  'last-time',
  'verse-2',
  'verse-3',
  'verse-4',
  'chorus-2',
  'chorus-3',
  'chorus-4',
  'intro',
  'verse',
  'chorus',
  'bridge',
  'solo',
  'tag',
  'outro',
  'ending',
] as const;

/** Every word with a sample. */
export const CUE_WORDS = [...COUNT_WORDS, 'and', ...SECTION_WORDS] as const;
export type CueWord = (typeof CUE_WORDS)[number];

/**
 * Words a rehearsal room's band messages are said with (the presets, and 'Now playing' / 'Up next'
 * without the song's name); 'tag' is the section word. Loaded only when a message is spoken.
 */
export const MESSAGE_WORDS = [
  'start',
  'stop',
  'repeat-chorus',
  'last-chorus',
  'tag',
  'cut',
  'now-playing',
  'up-next',
] as const;
export type MessageWord = (typeof MESSAGE_WORDS)[number];
