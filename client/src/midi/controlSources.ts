import type { ControlSource } from '../../../schema/controlMappings';

/** A MIDI message read as a press edge of a source: down (note on, CC ≥ 64, PC) or up (note off, CC < 64). */
export interface SourceEdge {
  source: ControlSource;
  down: boolean;
  /** A Program Change has no release: it is a press and its release at once. */
  instant?: boolean;
}

/** The press edge a MIDI message makes, or null for a message no pedal sends (clock, aftertouch, SysEx …). */
export function midiEdgeOf(data: Uint8Array | readonly number[]): SourceEdge | null {
  const status = data[0] ?? 0;
  const type = status & 0xf0;
  const channel = (status & 0x0f) + 1;
  const number = data[1] ?? 0;
  const value = data[2] ?? 0;
  const source = (kind: ControlSource['kind']): ControlSource => ({ kind, channel, number, code: null });
  // Note on with velocity 0 is a note off (running status keyboards send it so).
  if (type === 0x90) return { source: source('note'), down: value > 0 };
  if (type === 0x80) return { source: source('note'), down: false };
  // Pedals send 127 down and 0 up; a sweep across 64 counts once each way.
  if (type === 0xb0) return { source: source('control'), down: value >= 64 };
  if (type === 0xc0) return { source: source('program'), down: true, instant: true };
  return null;
}

/** A key's source, by its KeyboardEvent.code. */
export function keySourceOf(code: string): ControlSource {
  return { kind: 'key', channel: null, number: null, code };
}

/** How a source is shown: 'CC 64 · ch 1', 'Note 36 · ch 10', 'PC 5 · ch 2', 'Key B'. */
export function sourceLabel(source: ControlSource): string {
  if (source.kind === 'key') return `Key ${(source.code ?? '').replace(/^(Key|Digit)/, '')}`;
  const name = { note: 'Note', control: 'CC', program: 'PC' }[source.kind];
  return `${name} ${source.number} · ch ${source.channel}`;
}
