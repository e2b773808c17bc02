import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
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

const ICON_IMPORT = /^lucide-react\/icons\/([\w-]+)$/;
const STATIC_ICON_PREFIX = '\0static-icon:';
const STATIC_ICON_RUNTIME = join(process.cwd(), 'src/web/lib/static-icon.ts');

type IconData = {
  name: string;
  size: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
};

/** An icon file's `__iconData` (following an alias file's re-export to the icon it names). */
function readIconData(file: string): IconData {
  const require = createRequire(import.meta.url);
  const pkg = dirname(require.resolve('lucide-react/package.json'));
  const text = readFileSync(join(pkg, 'dist/esm/icons', `${file}.mjs`), 'utf8');
  const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(text);
  if (alias?.[1]) return readIconData(alias[1]);
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(text)?.[1];
  if (!literal) throw new Error(`lucide-icon-imports: no icon data in ${file}.mjs`);
  // The package's own object literal (names, numbers and strings only).
  return new Function(`return ${literal}`)() as IconData;
}

/**
 * The module an icon import loads: `createStaticIcon` (src/web/lib/static-icon.ts) with the
 * icon's name and its shapes rendered by Preact as Lucide's component would render them.
 */
export function staticIconModule(file: string): string {
  const icon = readIconData(file);
  if (icon.size !== 24) throw new Error(`lucide-icon-imports: ${file} is not a 24 px icon`);
  const svg = renderToString(h('svg', null, ...icon.node.map(([tag, attrs]) => h(tag, attrs))));
  const markup = svg.slice('<svg>'.length, -'</svg>'.length);
  // No "lucide lucide-<name>" classes: nothing styles or selects them, and they were ~170 B of
  // the product page's brotli document (docs/decisions/134-first-paint-in-one-window.md).
  return [
    `import { createStaticIcon } from ${JSON.stringify(STATIC_ICON_RUNTIME)};`,
    `export default /* @__PURE__ */ createStaticIcon(${JSON.stringify(icon.name)}, ${JSON.stringify(markup)});`,
    '',
  ].join('\n');
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
    // Each per-icon import of the app loads a static icon (staticIconModule), not Lucide's
    // component: the same markup for a fraction of the render.
    resolveId(source: string, importer: string | undefined) {
      const file = ICON_IMPORT.exec(source)?.[1];
      if (!file || !importer || !/[\\/]src[\\/]web[\\/]/.test(importer)) return null;
      return `${STATIC_ICON_PREFIX}${file}`;
    },
    load(id: string) {
      return id.startsWith(STATIC_ICON_PREFIX)
        ? staticIconModule(id.slice(STATIC_ICON_PREFIX.length))
        : null;
    },
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
