// The text fields of the shop's forms (address, profile, trade application, product): trimmed,
// with the form's own messages.
import { z } from '../zod';

/** Trimmed text that must not be empty and is at most `max` characters. */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

/** Trimmed text of at most `max` characters, which may be left out. */
export function optionalText(max: number, maxMessage: string) {
  return z.string().trim().max(max, maxMessage).optional();
}
