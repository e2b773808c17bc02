import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout (or `destination`, for tests), secrets redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
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
