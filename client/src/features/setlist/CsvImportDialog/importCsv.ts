import { xsrfHeaders, fetchWithFreshXsrfToken } from '../../../xsrf';

/** What the server found in a file: its rows and each bad one. */
export interface CsvCheck {
  rows: number;
  errors: Array<{ row: number; message: string }>;
}

/** An answer of the import: the check of a dry run, the imported playlist's id, or why it failed. */
export type CsvImportAnswer =
  | { kind: 'checked'; check: CsvCheck }
  | { kind: 'imported'; trackCount: number }
  | { kind: 'refused'; message: string };

/** A text (or file) body posted to an import route: its JSON answer, or why it could not be sent or was refused. */
export async function postImportText(
  path: string,
  contentType: string,
  text: string | Uint8Array<ArrayBuffer>,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetchWithFreshXsrfToken(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': contentType, Accept: 'application/json', ...xsrfHeaders() },
      body: text,
    });
  } catch {
    return { ok: false, message: 'The file could not be sent. Check your connection and try again.' };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    return { ok: false, message: typeof body.message === 'string' ? body.message : 'The file could not be imported.' };
  return { ok: true, body };
}

/** Sends a CSV file to POST /api/playlists/{id}/tracks.csv: `dryRun` only checks it. */
export async function sendCsv(playlistId: string, text: string, dryRun: boolean): Promise<CsvImportAnswer> {
  const answer = await postImportText(
    `/api/playlists/${encodeURIComponent(playlistId)}/tracks.csv${dryRun ? '?dryRun=true' : ''}`,
    'text/csv',
    text,
  );
  if (!answer.ok) return { kind: 'refused', message: answer.message };
  const body = answer.body as { rows?: number; errors?: CsvCheck['errors']; trackCount?: number };
  if (dryRun) return { kind: 'checked', check: { rows: body.rows ?? 0, errors: body.errors ?? [] } };
  return { kind: 'imported', trackCount: body.trackCount ?? 0 };
}
