import type { Context } from 'hono';
import type { z } from 'zod';
import { isJsonMediaType, JSON_ONLY_MESSAGE } from './csrf';
import { AppError, validationError } from './errors';

/**
 * Reads a JSON body and validates it with the same zod schema the form uses.
 * Wrong content type → 415, unreadable JSON → 400 invalid_json, schema failure → 400 with fields.
 */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  if (!isJsonMediaType(c.req.header('content-type'))) {
    throw new AppError('unsupported_media_type', JSON_ONLY_MESSAGE, { status: 415 });
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'Request body is not valid JSON');
  }
  return parseWith(schema, raw);
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
