import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export type ErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'product_not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'
  | (string & {});

const STATUS_BY_CODE: Record<string, ContentfulStatusCode> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  product_not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** The one error type of the API: a code (mapped to a status), a message, and field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields?: Record<string, string[]>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { status?: ContentfulStatusCode; fields?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.code = code;
    this.status = options.status ?? STATUS_BY_CODE[code] ?? 400;
    if (options.fields) this.fields = options.fields;
  }
}

export function fieldsFromZodError(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    const list = fields[key] ?? [];
    list.push(issue.message);
    fields[key] = list;
  }
  return fields;
}

export function validationError(error: ZodError): AppError {
  const fields = fieldsFromZodError(error);
  const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
  return new AppError('validation_failed', first, { fields });
}

export function errorBody(code: string, message: string, fields?: Record<string, string[]>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown (backend terminated)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection due to administrator command/;

/**
 * Database outages are answered 503 so clients retry instead of seeing a generic 500. The
 * driver's error may be wrapped (Drizzle's DrizzleQueryError, better-auth's errors), so the
 * whole `cause` chain is looked at, and an AggregateError's errors (every address refused).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (err === null || typeof err !== 'object' || depth > 6) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(e.cause, depth + 1);
}

export function handleError(err: unknown, c: Context) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) {
      return c.json(errorBody('payload_too_large', 'Request body is too large'), 413, {
        Connection: 'close',
      });
    }
    const code = status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'bad_request';
    return c.json(errorBody(code, err.message || 'Bad request'), status as ContentfulStatusCode);
  }
  const logger = c.get('logger' as never) as { error: (o: unknown, m: string) => void } | undefined;
  if (isDatabaseUnavailable(err)) {
    logger?.error({ err }, 'database unavailable');
    return c.json(
      errorBody('service_unavailable', 'The service is temporarily unavailable. Please try again.'),
      503,
    );
  }
  logger?.error({ err }, 'unhandled error');
  const requestId = (c.get('requestId' as never) as string | undefined) ?? 'unknown';
  return c.json(
    errorBody('internal_error', `Something went wrong on our side (request ${requestId}).`),
    500,
  );
}
