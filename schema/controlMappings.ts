/**
 * Pedals and controllers: a MIDI note, CC or PC, or a keyboard key (pedals that type keys), mapped
 * to a stage action, told apart by a short or a long press. Kept with the user's settings; the
 * chosen MIDI input port stays on the device. Pure data: no framework here.
 */
import { CONTROL_MAPPINGS_MAX, REHEARSAL_MESSAGE_PRESETS } from './limits';

export { CONTROL_MAPPINGS_MAX };

/** The MIDI messages a mapping may listen for: a note (on/off), a Control Change, a Program Change. */
export const CONTROL_MIDI_KINDS = ['note', 'control', 'program'] as const;
/** Every kind of source: a MIDI message's or a key's. */
export const CONTROL_SOURCE_KINDS = [...CONTROL_MIDI_KINDS, 'key'] as const;
export type ControlSourceKind = (typeof CONTROL_SOURCE_KINDS)[number];
/** A short press fires at release; a long one as soon as the hold reaches the threshold. */
export const CONTROL_PRESSES = ['short', 'long'] as const;
export type ControlPress = (typeof CONTROL_PRESSES)[number];
/** What a pedal may do on the stage. */
export const CONTROL_ACTIONS = ['playStop', 'nextSong', 'previousSong', 'nextSection', 'tapTempo', 'message'] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];
/** The band messages a pedal may send are the room's presets or free text of the room's length. */
export const CONTROL_MESSAGE_PRESETS = REHEARSAL_MESSAGE_PRESETS;

/** The hold that makes a press long, in milliseconds. */
export const CONTROL_HOLD_MS_MIN = 200;
export const CONTROL_HOLD_MS_MAX = 2000;
export const CONTROL_HOLD_MS_DEFAULT = 500;
/** A KeyboardEvent.code: letters and digits, e.g. 'KeyB', 'Digit1', 'F13'. */
export const CONTROL_KEY_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
// MIDI's own ranges, declared once with the other MIDI limits.
export { MIDI_CHANNEL_MAX, MIDI_CHANNEL_MIN, MIDI_DATA_MAX, MIDI_DATA_MIN } from './limits';

/** Where a press comes from: a MIDI message on a channel (1-16) and number (note, CC or program 0-127), or a key. */
export interface ControlSource {
  kind: ControlSourceKind;
  /** MIDI kinds only. */
  channel?: number | null;
  /** MIDI kinds only: the note, the controller or the program. */
  number?: number | null;
  /** 'key' only: the KeyboardEvent.code. */
  code?: string | null;
}

/** One source and press mapped to one action. */
export interface ControlMapping {
  source: ControlSource;
  press: ControlPress;
  action: ControlAction;
  /** 'message' only: a preset or free text. */
  message?: string | null;
}

/** The user's pedals and controllers: the hold that makes a press long, and the mappings. */
export interface ControlMappings {
  holdMs: number;
  mappings: ControlMapping[];
}

/** One name per source, e.g. 'control 1/64' or 'key KeyB'. */
export function sourceKey(source: ControlSource): string {
  const where = source.kind === 'key' ? source.code : `${source.channel}/${source.number}`;
  return `${source.kind} ${where}`;
}

/** One name per source and press, e.g. 'control 1/64 long': two mappings with one name clash. */
export function mappingKey({ source, press }: Pick<ControlMapping, 'source' | 'press'>): string {
  return `${sourceKey(source)} ${press}`;
}

function sourceOf(source: ControlSource): ControlSource {
  return source.kind === 'key'
    ? { kind: 'key', code: source.code ?? null, channel: null, number: null }
    : { kind: source.kind, channel: source.channel ?? null, number: source.number ?? null, code: null };
}

/** Checked mappings copied field by field (nothing else rides along); null stays null (none). */
export function resolveControlMappings(input: ControlMappings | null | undefined): ControlMappings | null {
  if (!input) return null;
  return {
    holdMs: input.holdMs,
    mappings: input.mappings.map((mapping) => ({
      source: sourceOf(mapping.source),
      press: mapping.press,
      action: mapping.action,
      message: mapping.action === 'message' ? (mapping.message ?? null) : null,
    })),
  };
}
