import type { BuildEnvironmentOptions } from 'vite';

/**
 * React is aliased to preact/compat, while types come from React 19: an API Preact lacks
 * type-checks and is `undefined` at run time. Rolldown reports such an import as
 * IMPORT_IS_UNDEFINED; the build fails on it, except where a library feature-detects the API
 * and falls back (listed here with the guard that makes it safe).
 */
const GUARDED: { id: RegExp; name: string; why: string }[] = [
  {
    id: /node_modules[\\/]react-router[\\/]/,
    name: 'useOptimistic',
    why: 'react-router reads React["useOptimistic"] and falls back when it is missing (useOptimisticSafe)',
  },
];

type OnLog = NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']>;
type Log = { code?: string; message: string; id?: string };

export function isGuardedUndefinedImport(log: Log): boolean {
  return GUARDED.some(
    (g) => g.id.test(log.id ?? '') && log.message.includes(`Import \`${g.name}\``),
  );
}

/** A rolldown `onLog` handler: throws on an unguarded IMPORT_IS_UNDEFINED, passes the rest on. */
export const failOnUndefinedImports: OnLog = (level, log, handler) => {
  if (log.code === 'IMPORT_IS_UNDEFINED') {
    if (isGuardedUndefinedImport(log)) return;
    throw new Error(
      `${log.message}${log.id ? ` (in ${log.id})` : ''}: preact/compat has no such export. ` +
        'Use an API Preact provides, or list a guarded library use in scripts/vite/undefined-imports.ts.',
    );
  }
  handler(level, log);
};
