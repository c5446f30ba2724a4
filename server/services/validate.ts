import { ObjectSchema, ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { inputShapeErrors, inputShapeMessages, isJsonObject } from '../../schema/validation';
import { ValidationError } from '../errors/appErrors';

/**
 * Only the fields the schema knows, copied into a fresh object (nested objects too): unknown keys
 * are ignored, and keys like `__proto__` or `constructor` never reach yup (which looks fields up on
 * a plain object, and fails on one of those inside a nested object).
 */
function knownFieldsOf(schema: AnyObjectSchema, input: Record<string, unknown>): Record<string, unknown> {
  const known: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.fields))
    if (Object.hasOwn(input, key)) known[key] = knownValueOf(field, input[key]);
  return known;
}

/** A value with the same treatment inside: nested objects (a track's rhythm) and lists of objects (its sections). */
function knownValueOf(field: unknown, value: unknown): unknown {
  if (field instanceof ObjectSchema && isJsonObject(value)) return knownFieldsOf(field, value);
  const item = (field as { innerType?: unknown }).innerType;
  if (item instanceof ObjectSchema && Array.isArray(value))
    return value.map((each) => (isJsonObject(each) ? knownFieldsOf(item, each) : each));
  return value;
}

function fail(fields: Record<string, string>): never {
  throw new ValidationError(Object.values(fields)[0] ?? 'Invalid input', fields);
}

/**
 * Validates untrusted input (a REST body, GraphQL arguments, a path parameter) with a shared yup
 * schema (schema/validation) and returns the cleaned value (trimmed, unknown keys ignored). The
 * JSON types are checked first, so no value of the wrong type ever reaches a rule or a transform;
 * then every rule. Throws our ValidationError with one message per field, the first rule each
 * field breaks, so both doors answer 400 with SPEC.md's wording and nothing is written.
 */
export function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> {
  if (!isJsonObject(input)) throw new ValidationError(inputShapeMessages.bodyNotObject);
  const shapeErrors = inputShapeErrors(schema, input);
  if (Object.keys(shapeErrors).length) fail(shapeErrors);
  try {
    return schema.validateSync(knownFieldsOf(schema, input), { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    if (!(error instanceof YupValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      fields[inner.path ?? '_'] ??= inner.errors[0] ?? inner.message;
    }
    fail(fields);
  }
}
