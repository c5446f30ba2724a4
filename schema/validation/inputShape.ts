import { ObjectSchema, Schema, type AnyObjectSchema } from 'yup';
import { inputShapeMessages } from './messages';

function problemWith(value: unknown, field: Schema, key: string): string | undefined {
  if (value === undefined || value === null) return undefined; // absent or null: the field's own rules decide
  const label = field.spec.label ?? key;
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string') return inputShapeMessages.notText(label);
      if (value.includes('\u0000')) return inputShapeMessages.nulCharacter(label);
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : inputShapeMessages.notNumber(label);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : inputShapeMessages.notBoolean(label);
    case 'array':
      return Array.isArray(value) ? itemProblem(value, field, label) : inputShapeMessages.notList(label);
    case 'object':
      if (!isJsonObject(value)) return inputShapeMessages.notObject(label);
      return field instanceof ObjectSchema ? Object.values(inputShapeErrors(field, value))[0] : undefined;
    default:
      return undefined;
  }
}

/** The first problem of a list's items, checked like fields against the list's item schema. */
function itemProblem(items: unknown[], list: Schema, label: string): string | undefined {
  const itemSchema = (list as Schema & { innerType?: Schema }).innerType;
  if (!itemSchema) return undefined;
  for (const item of items) {
    const problem =
      item === null || item === undefined
        ? itemSchema.type === 'object'
          ? inputShapeMessages.notObject(label)
          : inputShapeMessages.notText(label)
        : problemWith(item, itemSchema, label);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Checks untrusted input against the JSON types a shared schema expects, before any of its
 * transforms run (yup would call `.trim()` on an array, or turn `{"$gt": ""}` into text): text
 * fields take strings without NUL characters (PostgreSQL refuses those), number fields take
 * finite numbers (not numeric strings), boolean fields take booleans, list fields take arrays of
 * items of their type, object fields (a track's rhythm) take JSON objects checked the same way. Keys the schema does not
 * know are left alone (validation drops them). Returns field → message, empty when the shape is right.
 */
export function inputShapeErrors(schema: AnyObjectSchema, input: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.fields)) {
    if (!Object.hasOwn(input, key) || !(field instanceof Schema)) continue;
    const problem = problemWith(input[key], field, key);
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** True for a JSON object (not an array, not null): the only body shape our operations accept. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
