import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { isJsonMediaType, JSON_ONLY_MESSAGE } from './csrf';
import { AppError, validationError } from './errors';

/** The one hook: a schema failure becomes our 400 `validation_failed` with field messages. */
const toAppError = (result: { success: true } | { success: false; error: unknown }) => {
  if (!result.success) throw validationError(result.error as z.ZodError);
};

/**
 * A JSON body validated with the form's zod schema, as middleware (@hono/zod-validator with the
 * error shape of the API): wrong content type → 415, unreadable JSON → 400 `invalid_json`, schema
 * failure → 400 `validation_failed` with fields. The handler reads it with `c.req.valid('json')`.
 */
export function jsonBody<T extends z.ZodType>(schema: T): MiddlewareHandler {
  const validate = zValidator('json', schema, toAppError);
  return async (c, next) => {
    // hono/validator reads any `+json` type and treats another type as an empty body.
    if (!isJsonMediaType(c.req.header('content-type'))) {
      throw new AppError('unsupported_media_type', JSON_ONLY_MESSAGE, { status: 415 });
    }
    try {
      await validate(c, async () => {});
    } catch (err) {
      if (err instanceof HTTPException && err.status === 400) {
        throw new AppError('invalid_json', 'Request body is not valid JSON');
      }
      throw err;
    }
    return next();
  };
}

/** `jsonBody` inside a handler: reads, validates and returns the body. */
export async function readJsonBody<T extends z.ZodType>(
  c: Context,
  schema: T,
): Promise<z.output<T>> {
  await jsonBody(schema)(c, async () => {});
  return c.req.valid('json' as never) as z.output<T>;
}

/** A value (query, params, a webhook's payload) checked with the same hook as bodies. */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  toAppError(result);
  return result.data as z.output<T>;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from a path is a UUID before it reaches a uuid column (else PostgreSQL answers 500). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
