import { number } from 'yup';

/** A whole number in [min, max], with one message for every way to miss it (add `.required`, `.nullable` as the field needs). */
export function wholeNumber(label: string, min: number, max: number, message: string) {
  return number().label(label).typeError(message).integer(message).min(min, message).max(max, message);
}
