/**
 * Spoken cues: a voiced count-in and section names said before each section, from pre-rendered
 * samples (client/src/audio/cues). What a user chooses, shared by the validation, the server and
 * the engine. Pure data: no framework here.
 */

/** Bars ahead of a section its name is said: 0 (on its first beat) to 2; 1 by default. */
export const CUE_LEAD_IN_BARS_MIN = 0;
export const CUE_LEAD_IN_BARS_MAX = 2;
export const CUE_LEAD_IN_BARS_DEFAULT = 1;
/** Cue volume in percent of the samples' own level. */
export const CUE_VOLUME_MIN = 0;
export const CUE_VOLUME_MAX = 100;
export const CUE_VOLUME_DEFAULT = 80;

/** What is spoken and how loud: the count-in, the section names, each on or off. */
export interface CueSettings {
  countIn: boolean;
  sections: boolean;
  leadInBars: number;
  volumePercent: number;
  /** Band messages with a sample said aloud in a rehearsal room (left out: yes); the user's setting, not a track's. */
  speakMessages?: boolean | null;
  /** Words said in the user's own voice (one of their own sounds each); left out: the built-in voice for all. */
  ownWords?: OwnCueWord[] | null;
}

/** One cue word said with one of the user's own sounds (GET /api/sounds/{id}) instead of the built-in sample. */
export interface OwnCueWord {
  /** A word of schema/cueWords.ts `CUE_WORDS`. */
  word: string;
  soundId: string;
}

/** Whether `cues` speak band messages: cues on, and the choice not turned off. */
export function speaksMessages(cues: CueSettings | null | undefined): boolean {
  return Boolean(cues) && cues!.speakMessages !== false;
}

/** Cues as a user starts with them: both on, a bar ahead, at the default volume (a user turns them on as a whole). */
export const DEFAULT_CUES: CueSettings = {
  countIn: true,
  sections: true,
  leadInBars: CUE_LEAD_IN_BARS_DEFAULT,
  volumePercent: CUE_VOLUME_DEFAULT,
};

/** Checked cue settings copied field by field (nothing else rides along); null stays null (cues off). */
export function resolveCues(input: CueSettings | null | undefined): CueSettings | null {
  if (!input) return null;
  return {
    countIn: input.countIn,
    sections: input.sections,
    leadInBars: input.leadInBars,
    volumePercent: input.volumePercent,
    ...(typeof input.speakMessages === 'boolean' ? { speakMessages: input.speakMessages } : {}),
    // Left out when empty, so settings saved before own words answer as they did.
    ...(input.ownWords?.length ? { ownWords: input.ownWords.map(({ word, soundId }) => ({ word, soundId })) } : {}),
  };
}
