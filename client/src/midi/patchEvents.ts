import type { MidiMessage } from '../../../schema/midiMessages';
import type { RhythmPlan } from '../audio/rhythmPlan';
import { inTimeOrder, type MidiEvent } from './midiEvents';

const CONTROL_CHANGE = 0xb0;
const PROGRAM_CHANGE = 0xc0;
const BANK_SELECT_MSB = 0;
const BANK_SELECT_LSB = 32;

/** The bytes of one message: a bank select (CC 0, then CC 32) before its program, each as set. */
export function patchBytes(message: MidiMessage): number[][] {
  const channel = (message.channel - 1) & 0x0f;
  if (message.kind === 'control') return [[CONTROL_CHANGE | channel, message.controller ?? 0, message.value ?? 0]];
  const bytes: number[][] = [];
  if (message.bankMsb != null) bytes.push([CONTROL_CHANGE | channel, BANK_SELECT_MSB, message.bankMsb]);
  if (message.bankLsb != null) bytes.push([CONTROL_CHANGE | channel, BANK_SELECT_LSB, message.bankLsb]);
  bytes.push([PROGRAM_CHANGE | channel, message.program ?? 0]);
  return bytes;
}

/** Where each section's first beat falls on the track's time line, by section index. */
function sectionStarts(plan: RhythmPlan): Map<number, number> {
  const starts = new Map<number, number>();
  for (const onset of plan.onsets) {
    if (onset.sectionIndex !== null && !starts.has(onset.sectionIndex)) {
      starts.set(onset.sectionIndex, onset.idealTimeSeconds);
    }
  }
  return starts;
}

/**
 * The Program and Control Changes of a track as events on its time line: a song-start message at
 * 0 s, before the count-in's first click (so the keyboard has its patch before the first note), a
 * section's at that section's first beat. A section the plan does not play (a map changed since)
 * sends nothing. In time order; at one time, in the order the track lists them.
 */
export function patchEvents(messages: readonly MidiMessage[] | null | undefined, plan: RhythmPlan): MidiEvent[] {
  const starts = sectionStarts(plan);
  const events: MidiEvent[] = [];
  for (const message of messages ?? []) {
    const trackSeconds = message.section === null ? 0 : starts.get(message.section);
    if (trackSeconds === undefined) continue;
    for (const data of patchBytes(message)) events.push({ trackSeconds, data });
  }
  return inTimeOrder(events);
}
