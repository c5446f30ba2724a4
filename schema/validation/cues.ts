import { array, boolean, object, string } from 'yup';
import { CUE_WORDS } from '../cueWords';
import { CUE_LEAD_IN_BARS_MAX, CUE_LEAD_IN_BARS_MIN, CUE_VOLUME_MAX, CUE_VOLUME_MIN } from '../cues';
import { wholeNumber } from './wholeNumber';

/** The messages of the cue settings, built from the limits. */
export const cueMessages = {
  onOff: 'Spoken count-in and section names must each be true or false',
  leadInBars: `Cue lead-in bars must be a whole number from ${CUE_LEAD_IN_BARS_MIN} to ${CUE_LEAD_IN_BARS_MAX}`,
  volume: `Cue volume must be a whole number from ${CUE_VOLUME_MIN} to ${CUE_VOLUME_MAX}`,
  speakMessages: 'Speak band messages must be true or false',
  ownWord: `An own cue word must be one of: ${CUE_WORDS.join(', ')}`,
  ownWordSound: 'An own cue word needs the id of one of your sounds',
  ownWordTwice: 'Each cue word can have one own sound',
  ownWordNotYours: 'An own cue word must be one of your own sounds',
};

const onOff = (label: string) => boolean().label(label).typeError(cueMessages.onOff).required(cueMessages.onOff);
const within = (label: string, min: number, max: number, message: string) =>
  wholeNumber(label, min, max, message).required(message);

/** Spoken cues (schema/cues.ts `CueSettings`): every field given. */
export const cueSettingsSchema = object({
  countIn: onOff('Spoken count-in'),
  sections: onOff('Section names'),
  leadInBars: within('Cue lead-in bars', CUE_LEAD_IN_BARS_MIN, CUE_LEAD_IN_BARS_MAX, cueMessages.leadInBars),
  volumePercent: within('Cue volume', CUE_VOLUME_MIN, CUE_VOLUME_MAX, cueMessages.volume),
  speakMessages: boolean()
    .label('Speak band messages')
    .strict()
    .typeError(cueMessages.speakMessages)
    .nullable()
    .optional()
    .default(undefined),
  // Which words the user says in their own voice; the server checks the sounds are theirs.
  ownWords: array(
    object({
      word: string().label('Cue word').oneOf(CUE_WORDS, cueMessages.ownWord).required(cueMessages.ownWord),
      soundId: string().label('Own sound').strict().uuid(cueMessages.ownWordSound).required(cueMessages.ownWordSound),
    }),
  )
    .label('Own cue words')
    .nullable()
    .max(CUE_WORDS.length, cueMessages.ownWordTwice)
    .test(
      'one-each',
      cueMessages.ownWordTwice,
      (list) => !list || new Set(list.map((own) => own.word)).size === list.length,
    )
    .optional()
    .default(undefined),
});
