import type { NextFunction, Request, Response } from 'express';
import { JSON_BODY_MAX_DEPTH, PROFILE_IMAGE_MAX_BYTES } from '../../schema/limits';
import { isJsonObject, messages } from '../../schema/validation';
import { ValidationError } from '../errors/appErrors';
import { JSON_TOO_DEEP_MESSAGE, nestsDeeperThan } from './jsonDepth';
import { UploadedFile } from './uploadedFile';
import { readMultipart } from './singleFileUpload';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function invalid(message: string): never {
  throw new ValidationError(message);
}

function parseJsonField(fields: Record<string, string>, name: string): unknown {
  const text = fields[name] ?? invalid(`The multipart request needs a '${name}' field`);
  if (nestsDeeperThan(Buffer.from(text), JSON_BODY_MAX_DEPTH)) invalid(JSON_TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    invalid(`The '${name}' field must be JSON`);
  }
}

/** Puts `file` where `path` ("variables.file") points inside the operation. */
function placeFile(operation: Record<string, unknown>, path: string, file: UploadedFile): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: unknown = operation;
  for (const key of keys) {
    if (UNSAFE_KEYS.has(key) || !isJsonObject(target) || !isJsonObject(target[key])) invalid(`The map path ${path} does not name a variable`);
    target = target[key];
  }
  if (UNSAFE_KEYS.has(last) || !isJsonObject(target) || !Object.hasOwn(target, last)) invalid(`The map path ${path} does not name a variable`);
  target[last] = file;
}

/**
 * GraphQL over multipart/form-data (the GraphQL multipart request spec), for `uploadProfileImage`:
 * one operation, one file under the profile photo's size limit (413 while it arrives, like REST).
 * The request then goes on to Apollo as the JSON operation it carries. Anti-forgery has already
 * been checked (the header is required here as on every change), so Apollo's own CSRF check, which
 * would refuse multipart as a "simple" request, sees it as JSON.
 */
export async function graphqlMultipart(req: Request, res: Response, next: NextFunction): Promise<void> {
  if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
  const { fields, file } = await readMultipart(req, res, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    tooLargeMessage: messages.profileImageTooLarge,
    missingMessage: messages.profileImageMissing,
  });
  const operation = parseJsonField(fields, 'operations');
  if (!isJsonObject(operation)) invalid("'operations' must be one operation (batching is off)");
  const map = parseJsonField(fields, 'map');
  if (!isJsonObject(map)) invalid("'map' must be an object of file field → paths");
  for (const [field, paths] of Object.entries(map)) {
    if (!Array.isArray(paths) || !file || file.field !== field) invalid(`No file arrived for the map entry '${field}'`);
    for (const path of paths) placeFile(operation, String(path), new UploadedFile(file.bytes));
  }
  req.body = operation;
  req.headers['content-type'] = 'application/json';
  next();
}
