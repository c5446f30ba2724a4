import express, { type Request, type Response } from 'express';
import { MIDI_IMPORT_MAX_BYTES } from '../../schema/limits';
import { midiMessages } from '../../schema/validation';
import { PayloadTooLarge, UnsupportedMediaType, ValidationError } from '../errors/appErrors';

/** The media type of a Standard MIDI File body (audio/x-midi too, which some tools send). */
const MIDI_TYPES = ['audio/midi', 'audio/x-midi'];
const readBytes = express.raw({ type: MIDI_TYPES, limit: MIDI_IMPORT_MAX_BYTES });

/**
 * The request's audio/midi body as bytes: 415 for another content type, 413 above 1 MB (read no
 * further), 400 when it cannot be read.
 */
export function readMidiBody(req: Request, res: Response): Promise<Uint8Array> {
  if (!req.is(MIDI_TYPES)) return Promise.reject(new UnsupportedMediaType(midiMessages.mediaType));
  return new Promise((resolve, reject) => {
    readBytes(req, res, (error?: unknown) => {
      const failure = error as { type?: string } | undefined;
      if (failure?.type === 'entity.too.large') return reject(new PayloadTooLarge(midiMessages.tooLarge));
      if (failure) return reject(new ValidationError(midiMessages.notMidi, { file: midiMessages.notMidi }));
      const bytes: unknown = req.body;
      resolve(Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : new Uint8Array());
    });
  });
}
