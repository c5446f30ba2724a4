import type { Response } from 'express';
import type { OutputDescription } from '../../openapi/operation';

/** A year: these URLs name content that never changes (a new photo or sound has a new URL). */
const IMMUTABLE_FOR_A_YEAR = 'private, max-age=31536000, immutable';

/** Sends stored bytes a user uploaded (a photo, a sound) as `contentType`, cached for a year, never run as a page. */
export function sendStoredFile(res: Response, contentType: string, bytes: Buffer): void {
  res.set({
    'Content-Type': contentType,
    'Cache-Control': IMMUTABLE_FOR_A_YEAR,
    'Content-Security-Policy': "default-src 'none'",
    'Content-Disposition': 'inline',
  });
  res.send(bytes);
}

/** The REST table's output of a route that answers with {@link sendStoredFile}. */
export function storedFileOutput(contentType: string, description: string): Omit<OutputDescription, 'status'> {
  return { description, media: { type: contentType, schema: { type: 'string', contentMediaType: contentType } } };
}
