import { describe, expect, it } from 'vitest';
import { failOnUndefinedImports } from './undefined-imports';

const undefinedImport = (name: string, id: string) => ({
  code: 'IMPORT_IS_UNDEFINED',
  message: `[IMPORT_IS_UNDEFINED] Import \`${name}\` will always be undefined because there is no matching export in 'node_modules/preact/compat/dist/compat.mjs'`,
  id,
});

describe('failOnUndefinedImports', () => {
  it("fails the build on a React API Preact lacks, in the shop's own code", () => {
    const log = undefinedImport('useOptimistic', '/repo/src/web/features/cart/drawer.tsx');
    expect(() => failOnUndefinedImports('warn', log, () => {})).toThrow(
      /preact\/compat has no such export/,
    );
  });

  it("lets react-router's feature-detected useOptimistic through, and nothing else of it", () => {
    const passed: string[] = [];
    const handler = (_level: string, log: string | { message: string }) => {
      passed.push(typeof log === 'string' ? log : log.message);
    };
    const id = '/repo/node_modules/react-router/dist/development/chunk.mjs';
    failOnUndefinedImports('warn', undefinedImport('useOptimistic', id), handler);
    expect(passed).toEqual([]);
    expect(() =>
      failOnUndefinedImports('warn', undefinedImport('useActionState', id), handler),
    ).toThrow(/useActionState/);
    failOnUndefinedImports('warn', { code: 'OTHER', message: 'other' }, handler);
    expect(passed).toEqual(['other']);
  });
});
