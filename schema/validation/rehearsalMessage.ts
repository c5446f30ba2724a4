import { bool, object, string } from 'yup';
import { REHEARSAL_MESSAGE_MAX_LENGTH, REHEARSAL_MESSAGE_SONG_PREFIXES, TRACK_NAME_MAX_LENGTH } from '../limits';

/** The longest message: a song prefix, a space and the longest song name. */
export const REHEARSAL_MESSAGE_WITH_SONG_MAX_LENGTH =
  Math.max(...REHEARSAL_MESSAGE_SONG_PREFIXES.map((prefix) => prefix.length)) + 1 + TRACK_NAME_MAX_LENGTH;

/** What a band message's input answers when it is wrong. */
export const rehearsalMessageMessages = {
  text: 'Write a message',
  textType: 'Message must be text',
  tooLong: `Message must be at most ${REHEARSAL_MESSAGE_MAX_LENGTH} characters (or 'Now playing' / 'Up next' and a song name)`,
  control: 'Message must not contain control characters such as line breaks or tabs',
  onDownbeat: 'On the downbeat must be true or false',
} as const;

// C0 and C1 control characters, DEL included: a message is one line on a stage screen.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether `text` names a song ('Now playing …', 'Up next …'), which may be as long as a song's name allows. */
export function namesSong(text: string): boolean {
  return REHEARSAL_MESSAGE_SONG_PREFIXES.some((prefix) => text.startsWith(`${prefix} `));
}

/** The longest `text` may be: free text, or a song prefix with a song's name. */
export function rehearsalMessageMaxLength(text: string): number {
  return namesSong(text) ? REHEARSAL_MESSAGE_WITH_SONG_MAX_LENGTH : REHEARSAL_MESSAGE_MAX_LENGTH;
}

/** A band message: its text (trimmed, one line) and whether it waits for the next downbeat. */
export const rehearsalMessageSchema = object({
  text: string()
    .label('Message')
    .typeError(rehearsalMessageMessages.textType)
    .trim()
    .required(rehearsalMessageMessages.text)
    .test('control', rehearsalMessageMessages.control, (value) => !value || !CONTROL.test(value))
    .max(REHEARSAL_MESSAGE_WITH_SONG_MAX_LENGTH, rehearsalMessageMessages.tooLong)
    .test(
      'free text',
      rehearsalMessageMessages.tooLong,
      (value) => !value || value.length <= rehearsalMessageMaxLength(value),
    ),
  onDownbeat: bool()
    .label('On the downbeat')
    .strict()
    .typeError(rehearsalMessageMessages.onDownbeat)
    .nullable()
    .default(false),
});
