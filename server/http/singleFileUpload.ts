import busboy from 'busboy';
import type { Request, Response } from 'express';
import {
  JSON_BODY_MAX_BYTES,
  MULTIPART_BODY_MAX_BYTES,
  MULTIPART_FIELDS_MAX,
  MULTIPART_FILES_MAX,
} from '../../schema/limits';
import { messages } from '../../schema/validation';
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors/appErrors';

/** What to read from a multipart/form-data request. */
export interface SingleFileLimits {
  /** The form field that carries the file; any field when left out (GraphQL uploads name it in `map`). */
  field?: string;
  /** Larger files are refused while streaming: at most this many bytes are ever held. */
  maxBytes: number;
  tooLargeMessage: string;
  missingMessage: string;
}

/** What a client sees for an upload with more parts than {@link MULTIPART_FIELDS_MAX} fields and {@link MULTIPART_FILES_MAX} file. */
export const TOO_MANY_PARTS = `Too many parts in the upload (at most ${MULTIPART_FIELDS_MAX} form fields and ${MULTIPART_FILES_MAX} file)`;
/** What a client sees for an upload of more than {@link MULTIPART_BODY_MAX_BYTES} in all. */
export const UPLOAD_TOO_LARGE = `The upload is too large (at most ${(MULTIPART_BODY_MAX_BYTES / 1024 / 1024).toFixed(1)} MB in all)`;

/** The text fields and the one file of a multipart request. */
export interface MultipartBody {
  fields: Record<string, string>;
  file: { field: string; bytes: Buffer } | null;
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
 * Streams a multipart/form-data request (DESIGN.md §5: the only non-JSON body): small text fields
 * and at most one file, never holding more than `maxBytes` of it — a larger file is refused with
 * 413 the moment it passes the limit. A file under another field name is skipped unread. More parts
 * than the limits, or more bytes in all (preamble and epilogue included), answer 413 as they arrive.
 */
export function readMultipart(req: Request, res: Response, limits: SingleFileLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: MULTIPART_FILES_MAX,
          fileSize: limits.maxBytes,
          fields: MULTIPART_FIELDS_MAX,
          fieldSize: JSON_BODY_MAX_BYTES,
        },
      });
    } catch {
      reject(new UnsupportedMediaType('Send the file as multipart/form-data'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: MultipartBody['file'] = null;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      discardRest(req, res);
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new PayloadTooLarge(`The form field ${name} is too large`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if ((limits.field && name !== limits.field) || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLarge(limits.tooLargeMessage)));
      stream.on('end', () => {
        if (!settled) file = { field: name, bytes: Buffer.concat(chunks) };
      });
    });
    // busboy would skip the parts beyond its limits and read on: refuse instead. (Its `parts` limit
    // fires on reaching the count, not on passing it, so fields and files are limited instead.)
    for (const event of ['filesLimit', 'fieldsLimit'])
      parser.on(event, () => fail(new PayloadTooLarge(TOO_MANY_PARTS)));
    parser.on('error', () => fail(new ValidationError('The upload is not a valid multipart/form-data body')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve({ fields, file });
    });
    // Counted as it arrives, not from Content-Length: a photo just over its own limit gets the photo's message.
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MULTIPART_BODY_MAX_BYTES) fail(new PayloadTooLarge(UPLOAD_TOO_LARGE));
    });
    req.pipe(parser);
  });
}

/** The one file of a multipart request (field `limits.field`); 400 with `missingMessage` when absent or empty. */
export async function readSingleFile(req: Request, res: Response, limits: SingleFileLimits): Promise<Buffer> {
  const { file } = await readMultipart(req, res, limits);
  if (!file?.bytes.length)
    throw new ValidationError(limits.missingMessage, { [limits.field ?? 'file']: limits.missingMessage });
  return file.bytes;
}

/** The profile photo upload of SPEC.md §7 (field `profileImage`, under 5 MB). */
export const PROFILE_IMAGE_UPLOAD = (maxBytes: number): SingleFileLimits => ({
  field: 'profileImage',
  maxBytes,
  tooLargeMessage: messages.profileImageTooLarge,
  missingMessage: messages.profileImageMissing,
});
