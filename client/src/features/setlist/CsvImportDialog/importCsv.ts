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

/** Sends a CSV file to POST /api/playlists/{id}/tracks.csv: `dryRun` only checks it. */
export async function sendCsv(playlistId: string, text: string, dryRun: boolean): Promise<CsvImportAnswer> {
  let response: Response;
  try {
    response = await fetchWithFreshXsrfToken(
      `/api/playlists/${encodeURIComponent(playlistId)}/tracks.csv${dryRun ? '?dryRun=true' : ''}`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'text/csv', Accept: 'application/json', ...xsrfHeaders() },
        body: text,
      },
    );
  } catch {
    return { kind: 'refused', message: 'The file could not be sent. Check your connection and try again.' };
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    rows?: number;
    errors?: CsvCheck['errors'];
    trackCount?: number;
  };
  if (!response.ok) return { kind: 'refused', message: body.message ?? 'The file could not be imported.' };
  if (dryRun) return { kind: 'checked', check: { rows: body.rows ?? 0, errors: body.errors ?? [] } };
  return { kind: 'imported', trackCount: body.trackCount ?? 0 };
}
