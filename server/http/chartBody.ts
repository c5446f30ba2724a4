import express, { type Request, type Response } from 'express';
import { CHART_IMPORT_MAX_BYTES } from '../../schema/limits';
import { chartMessages } from '../../schema/validation';
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors/appErrors';

const readBytes = express.raw({ type: 'text/plain', limit: CHART_IMPORT_MAX_BYTES });
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
/** Whether the text has a control character no chart has (tab, line ends and form feed are fine). */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * The request's text/plain body as text: 415 for another content type, 413 above 1 MB (read no
 * further), 400 when it is not UTF-8 text (invalid bytes, NUL or other control characters). The
 * bytes are decoded strictly, so random bytes are refused instead of read as replacement characters.
 */
export function readChartBody(req: Request, res: Response): Promise<string> {
  if (!req.is('text/plain')) return Promise.reject(new UnsupportedMediaType(chartMessages.mediaType));
  return new Promise((resolve, reject) => {
    readBytes(req, res, (error?: unknown) => {
      const failure = error as { type?: string } | undefined;
      if (failure?.type === 'entity.too.large') return reject(new PayloadTooLarge(chartMessages.tooLarge));
      if (failure) return reject(new ValidationError(chartMessages.notText));
      const bytes: unknown = req.body;
      let text: string;
      try {
        text = Buffer.isBuffer(bytes) ? utf8.decode(bytes) : '';
      } catch {
        return reject(new ValidationError(chartMessages.notText, { file: chartMessages.notText }));
      }
      if (hasControlCharacter(text))
        return reject(new ValidationError(chartMessages.notText, { file: chartMessages.notText }));
      resolve(text);
    });
  });
}
