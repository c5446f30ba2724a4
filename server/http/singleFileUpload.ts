import busboy from 'busboy';
import type { Request, Response } from 'express';
import { messages } from '../../schema/validation';
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors/appErrors';

/** What to read from a multipart/form-data request. */
export interface SingleFileLimits {
  /** The form field that carries the file. */
  field: string;
  /** Larger files are refused while streaming: at most this many bytes are ever held. */
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/**
 * Once refused, the rest of the upload is read and thrown away (never held) and the connection
 * closes after the answer, so a client gets its 413 at once instead of a reset while sending.
 */
function discardRest(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  req.resume();
}

/**
 * Streams one file out of a multipart/form-data request (DESIGN.md §5: the only non-JSON body).
 * Other fields are ignored. Never holds more than `maxBytes`: a larger file is refused with 413
 * the moment it passes the limit.
 */
export function readSingleFile(req: Request, res: Response, limits: SingleFileLimits): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limits.maxBytes, fields: 20, fieldSize: 1024, parts: 30 } });
    } catch {
      reject(new UnsupportedMediaType('Send the file as multipart/form-data'));
      return;
    }
    let file: Buffer | null = null;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req, res);
      reject(error);
    };
    parser.on('file', (name, stream) => {
      if (name !== limits.field || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLarge(limits.tooLargeMessage)));
      stream.on('end', () => {
        if (!settled) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => fail(new ValidationError('The upload is not a valid multipart/form-data body')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (file?.length) resolve(file);
      else reject(new ValidationError(limits.missingMessage, { [limits.field]: limits.missingMessage }));
    });
    req.pipe(parser);
  });
}

/** The profile photo upload of SPEC.md §7 (field `profileImage`, under 5 MB). */
export const PROFILE_IMAGE_UPLOAD = (maxBytes: number): SingleFileLimits => ({
  field: 'profileImage',
  maxBytes,
  tooLargeMessage: messages.profileImageTooLarge,
  missingMessage: messages.profileImageMissing,
});
