import type { ChartCheck } from '../../../../../schema/chartCheck';
import { postImportText } from '../CsvImportDialog/importCsv';

export type { ChartCheck, ChartSongView } from '../../../../../schema/chartCheck';

/** An answer of the import: what a dry run read, the import done, or why it was refused. */
export type ChartImportAnswer =
  { kind: 'checked'; check: ChartCheck } | { kind: 'imported' } | { kind: 'refused'; message: string };

/** The files' texts as one body: each file its own song (or songs), split by ChordPro's `{new_song}`. */
export function chartBody(texts: readonly string[]): string {
  return texts.map((text) => text.replace(/^\uFEFF/, '')).join('\n{new_song}\n');
}

/** Sends chord charts to POST /api/playlists/{id}/charts: `dryRun` only reads them. */
export async function sendCharts(playlistId: string, text: string, dryRun: boolean): Promise<ChartImportAnswer> {
  const answer = await postImportText(
    `/api/playlists/${encodeURIComponent(playlistId)}/charts${dryRun ? '?dryRun=true' : ''}`,
    'text/plain; charset=utf-8',
    text,
  );
  if (!answer.ok) return { kind: 'refused', message: answer.message };
  if (!dryRun) return { kind: 'imported' };
  const body = answer.body as Partial<ChartCheck>;
  return { kind: 'checked', check: { songs: body.songs ?? [], errors: body.errors ?? [] } };
}
