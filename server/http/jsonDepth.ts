import { JSON_BODY_MAX_DEPTH } from '../../schema/limits';
import { ValidationError } from '../errors/appErrors';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** What a client sees for a JSON body nested deeper than {@link JSON_BODY_MAX_DEPTH}. */
export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${JSON_BODY_MAX_DEPTH} levels of arrays and objects)`;

/**
 * True when JSON text (UTF-8 bytes) nests arrays and objects deeper than `maxDepth`, read in one
 * pass without parsing: brackets inside strings do not count. Malformed text is left to the parser.
 */
export function nestsDeeperThan(json: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Refuses a JSON body nested deeper than {@link JSON_BODY_MAX_DEPTH} with 400 before it is parsed:
 * parsing tens of thousands of levels blocks the event loop for milliseconds, and code that walks
 * the value recursively (JSON.stringify, error formatting) would overflow the stack on it.
 * Used as body-parser's `verify` (REST and GraphQL bodies).
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Uint8Array, encoding?: string | null): void {
  // Other UTF encodings than UTF-8 may carry bracket bytes inside other characters: read them as text first.
  const utf8 = !encoding || /^utf-?8$/i.test(encoding) ? body : Buffer.from(new TextDecoder(encoding).decode(body));
  if (nestsDeeperThan(utf8, JSON_BODY_MAX_DEPTH)) throw new ValidationError(JSON_TOO_DEEP_MESSAGE);
}
