import type { MidiCheck } from '../../../../../schema/midiCheck';
import type { ImportAnswer } from '../CsvImportDialog/useCheckedImport';
import { postImportText } from '../CsvImportDialog/importCsv';

export type { MidiCheck } from '../../../../../schema/midiCheck';

/** Sends a Standard MIDI File to POST /api/playlists/{id}/tracks.mid: `dryRun` only reads it. */
export async function sendMidi(
  playlistId: string,
  bytes: Uint8Array<ArrayBuffer>,
  dryRun: boolean,
): Promise<ImportAnswer<MidiCheck>> {
  const answer = await postImportText(
    `/api/playlists/${encodeURIComponent(playlistId)}/tracks.mid${dryRun ? '?dryRun=true' : ''}`,
    'audio/midi',
    bytes,
  );
  if (!answer.ok) return { kind: 'refused', message: answer.message };
  if (!dryRun) return { kind: 'imported' };
  return { kind: 'checked', check: answer.body as unknown as MidiCheck };
}

/** A section as the dry run lists it: `Build: 8 bars of 4/4, 90 → 128 BPM`. */
export function sectionLine(section: MidiCheck['track']['sections'][number]): string {
  const tempo = section.endBpm === null ? `${section.bpm}` : `${section.bpm} → ${section.endBpm}`;
  const unit = section.tempoUnit === 'note' ? '' : ` (${section.tempoUnit === 'dotted' ? 'dotted' : 'quarter'})`;
  return `${section.name}: ${section.bars} ${section.bars === 1 ? 'bar' : 'bars'} of ${section.timeSignature}, ${tempo} BPM${unit}`;
}
