import type { MidiEvent } from './midiEvents';

const CONTROL_CHANGE = 0xb0;
const PROGRAM_CHANGE = 0xc0;
const BANK_SELECT = [0, 32];

/** What a Program or Control Change sets (a channel's program, or one controller of a channel); null for other messages. */
export function patchKey(data: readonly number[]): string | null {
  const status = data[0] ?? 0;
  if ((status & 0xf0) === PROGRAM_CHANGE) return `${status}`;
  if ((status & 0xf0) === CONTROL_CHANGE) return `${status}:${data[1]}`;
  return null;
}

/** The keys of a channel's bank select and program, which only take effect together. */
function bankAndProgramKeys(channel: number): string[] {
  return [
    ...BANK_SELECT.map((controller) => `${CONTROL_CHANGE | channel}:${controller}`),
    `${PROGRAM_CHANGE | channel}`,
  ];
}

/**
 * What to send when a track is entered after some of its patch changes (a jump to a later section,
 * a room's device joining mid-song): the state those changes leave the gear in, as a DAW chases
 * program changes. Of `earlier` (in time order), the last message per key whose bytes differ from
 * what was last sent (`lastSent`: key → bytes joined by commas); a channel whose bank or program
 * changes gets its bank selects and program again, as a bank takes effect at the next program.
 */
export function chasedPatches(earlier: readonly MidiEvent[], lastSent: ReadonlyMap<string, string>): MidiEvent[] {
  const last = new Map<string, { event: MidiEvent; index: number }>();
  earlier.forEach((event, index) => {
    const key = patchKey(event.data);
    if (key) last.set(key, { event, index });
  });
  const due = new Set(
    [...last].filter(([key, { event }]) => lastSent.get(key) !== event.data.join()).map(([key]) => key),
  );
  for (const key of [...due]) {
    const keys = bankAndProgramKeys(Number.parseInt(key, 10) & 0x0f);
    if (keys.includes(key)) keys.forEach((other) => last.has(other) && due.add(other));
  }
  return [...last]
    .filter(([key]) => due.has(key))
    .sort(([, a], [, b]) => a.index - b.index)
    .map(([, { event }]) => event);
}
