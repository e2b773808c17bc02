import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORT_FROM_LUCIDE = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Icon export name → icon file (`Star` → `star`), read from the package's own index. */
function readIconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('lucide-react/package.json'));
  const index = readFileSync(join(pkg, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const name of (names ?? '').matchAll(/default as (\w+)/g)) {
      if (name[1] && file) files.set(name[1], file);
    }
  }
  return files;
}

/**
 * Rewrites the app's `import { Star, Truck } from 'lucide-react'` into lucide's documented
 * per-icon imports (`import Star from 'lucide-react/icons/star'`). The bundle was the same either
 * way (tree-shaking), but through the package's index every module seemed to import all 1,600
 * icons, so the first-paint chunk groups (first-paint-chunks.ts) could not tell which icons a page
 * needs. Type imports and names that are not icons stay on the index.
 */
export function lucideIconImports(): Plugin {
  let iconFiles: Map<string, string> | null = null;
  return {
    name: 'lucide-icon-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]web[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        iconFiles ??= readIconFiles();
        const files = iconFiles;
        const rewritten = code.replace(IMPORT_FROM_LUCIDE, (statement, list: string) => {
          const imports: string[] = [];
          const rest: string[] = [];
          for (const specifier of list.split(',').map((s) => s.trim())) {
            if (!specifier) continue;
            const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
            const file = specifier.startsWith('type ') ? undefined : files.get(imported);
            if (file) imports.push(`import ${local} from 'lucide-react/icons/${file}';`);
            else rest.push(specifier);
          }
          if (rest.length > 0) imports.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
          // As many lines as the statement it replaces, so the module's line numbers stay put.
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}
