import type { CueSettings, OwnCueWord } from '../../../../../schema/cues';
import type { CueWord } from '../../../../../schema/cueWords';

/** How a word is shown and named: "verse 2", "last time", "pre-chorus". */
export function cueWordLabel(word: CueWord): string {
  return word === 'pre-chorus' ? word : word.replace('-', ' ');
}

/** The name an own word's sound is stored under ('My sounds' lists it so). */
export function cueWordSoundName(word: CueWord): string {
  return `Cue: ${cueWordLabel(word)}`;
}

/** The sound `word` is said with, or null for the built-in voice. */
export function ownSoundOf(cues: CueSettings, word: CueWord): string | null {
  return cues.ownWords?.find((own) => own.word === word)?.soundId ?? null;
}

/** `cues` with `word` said with `soundId`, or with the built-in voice again when it is null. */
export function withOwnWord(cues: CueSettings, word: CueWord, soundId: string | null): CueSettings {
  const others: OwnCueWord[] = (cues.ownWords ?? [])
    .filter((own) => own.word !== word)
    .map((own) => ({ word: own.word, soundId: own.soundId }));
  const ownWords = soundId ? [...others, { word, soundId }] : others;
  const { ownWords: _previous, ...rest } = cues;
  return ownWords.length ? { ...rest, ownWords } : rest;
}
