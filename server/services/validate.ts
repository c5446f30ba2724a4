import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ValidationError } from '../errors/appErrors';

/**
 * Validates untrusted input with a shared yup schema (schema/validation) and returns the cleaned
 * value (trimmed, unknown keys dropped). Throws our ValidationError with one message per field,
 * the first rule each field breaks, so the API answers with SPEC.md's wording.
 */
export function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): InferType<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new ValidationError('The request body must be a JSON object');
  }
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    if (!(error instanceof YupValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path ?? '_';
      fields[field] ??= inner.errors[0] ?? inner.message;
    }
    throw new ValidationError(Object.values(fields)[0] ?? 'Invalid input', fields);
  }
}
