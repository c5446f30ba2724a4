import express, { type Request, type Response } from 'express';
import { CSV_IMPORT_MAX_BYTES } from '../../schema/limits';
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors/appErrors';

/** Answers of a CSV body that cannot be read. */
export const CSV_MEDIA_TYPE = 'Send the file as text/csv';
export const CSV_TOO_LARGE = `The file must be at most ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

const parseCsvText = express.text({ type: 'text/csv', limit: CSV_IMPORT_MAX_BYTES, defaultCharset: 'utf-8' });

/**
 * The request's text/csv body as text (UTF-8 unless the request says otherwise, byte order mark
 * dropped): 415 for another content type, 413 above 1 MB (read no further), 400 if unreadable.
 */
export function readCsvBody(req: Request, res: Response): Promise<string> {
  if (!req.is('text/csv')) return Promise.reject(new UnsupportedMediaType(CSV_MEDIA_TYPE));
  return new Promise((resolve, reject) => {
    parseCsvText(req, res, (error?: unknown) => {
      const failure = error as { type?: string } | undefined;
      if (failure?.type === 'entity.too.large') return reject(new PayloadTooLarge(CSV_TOO_LARGE));
      if (failure) return reject(new ValidationError('The file could not be read as text'));
      resolve(typeof req.body === 'string' ? req.body.replace(/^\uFEFF/, '') : '');
    });
  });
}
