import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Keys whose values never reach the log: credentials, session tokens, cookies, and the bound
 * parameters of a failed query (a session lookup's parameter IS the session token).
 */
const SECRET_KEYS = new Set([
  'password',
  'token',
  'sessiontoken',
  'session_token',
  'secret',
  'cookie',
  'set-cookie',
  'authorization',
  'x-shopify-access-token',
  'x-shopify-storefront-access-token',
  'params',
  'parameters',
  'values',
]);
const REDACTED = '[Redacted]';

/**
 * A Drizzle query error's message is "Failed query: <sql>\nparams: <values>"; node-postgres puts
 * the parameters on `parameters`. Both are cut here, in messages and stacks alike.
 */
function scrubText(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
}

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

/** pino's error serializer (type, message, stack, cause chain), then secrets cut out. */
export function serializeError(err: unknown): unknown {
  const serialized =
    err instanceof Error ? pino.stdSerializers.errWithCause(err) : (err as object | undefined);
  return scrub(serialized, 0, new WeakSet());
}

/** Any logged value with the secrets cut out (used for better-auth's log arguments). */
export function redactSecrets(value: unknown): unknown {
  return value instanceof Error ? serializeError(value) : scrub(value, 0, new WeakSet());
}

/**
 * The fields every log line carries while code runs on behalf of one request, whichever logger
 * it holds (the request's, or a service's `deps.logger`): the request id (http/request-context.ts)
 * and, for Shopify's webhooks, the webhook id and topic. Ids only, never personal data.
 */
export const logContext = new AsyncLocalStorage<Record<string, string | number>>();

/** JSON lines on stdout (or `destination`, for tests), secrets redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      mixin: () => logContext.getStore() ?? {},
      serializers: { err: serializeError, error: serializeError },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'headers.cookie',
          'headers.authorization',
          'password',
          'token',
          'params',
          '*.password',
          '*.token',
          '*.sessionToken',
          '*.params',
          '*.cookie',
          '*.authorization',
        ],
        censor: REDACTED,
      },
    },
    destination,
  );
}

type LazyTarget = { parent: Logger; bindings: pino.Bindings; child?: Logger };

const realChild = (target: LazyTarget): Logger =>
  (target.child ??= target.parent.child(target.bindings));

// One shared handler: a lazy child is a single small object until it is used.
const lazyHandler: ProxyHandler<LazyTarget> = {
  get(target, prop) {
    const child = realChild(target);
    const value: unknown = Reflect.get(child, prop, child);
    return typeof value === 'function' ? value.bind(child) : value;
  },
  set(target, prop, value) {
    return Reflect.set(realChild(target), prop, value);
  },
  has(target, prop) {
    return prop in realChild(target);
  },
};

/**
 * `parent.child(bindings)`, built only when first used. Most requests never log, and a pino
 * child (bindings serialised, formatters rebuilt) costs more than the rest of a small request.
 */
export function lazyChildLogger(parent: Logger, bindings: pino.Bindings): Logger {
  return new Proxy<LazyTarget>({ parent, bindings }, lazyHandler) as unknown as Logger;
}
