import { renderToString } from 'preact-render-to-string';
import { type ComponentType, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createStaticIcon, type StaticIconProps } from '../../src/web/lib/static-icon.ts';
import { lucideIconImports, staticIconModule } from './lucide-icon-imports.ts';

type Handler = (code: string, id: string) => { code: string } | null;
const transform = (code: string, id = '/app/src/web/features/x.tsx') => {
  const hook = lucideIconImports().transform as { handler: Handler };
  return hook.handler.call({}, code, id);
};

describe('lucide icon imports', () => {
  it("rewrites named icon imports to lucide's per-icon modules, keeping local names", () => {
    const out = transform(
      "import { Star, CircleCheck as Done } from 'lucide-react';\nexport const a = [Star, Done];\n",
    );
    expect(out?.code).toBe(
      "import Star from 'lucide-react/icons/star'; import Done from 'lucide-react/icons/circle-check';\nexport const a = [Star, Done];\n",
    );
  });

  it('keeps type imports and non-icon names on the package index', () => {
    const out = transform(
      "import { type LucideIcon, Truck, createLucideIcon } from 'lucide-react';\nlet x;\n",
    );
    expect(out?.code).toBe(
      "import Truck from 'lucide-react/icons/truck'; import { type LucideIcon, createLucideIcon } from 'lucide-react';\nlet x;\n",
    );
  });

  it('keeps the line count of a multi-line import, so later lines keep their numbers', () => {
    const code = "import {\n  Leaf,\n  Sun,\n} from 'lucide-react';\nconst line5 = 5;\n";
    const out = transform(code);
    expect(out?.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(out?.code.split('\n')[4]).toBe('const line5 = 5;');
  });

  it('leaves a module without a lucide import alone', () => {
    expect(transform("import { useState } from 'react';\n")).toBeNull();
  });

  it('loads an icon of the app as a static icon module, not Lucide\'s component', () => {
    const plugin = lucideIconImports() as unknown as {
      resolveId(source: string, importer?: string): string | null;
    };
    expect(plugin.resolveId('lucide-react/icons/star', '/app/src/web/x.tsx')).toBe(
      '\0static-icon:star',
    );
    expect(plugin.resolveId('lucide-react/icons/star', '/app/node_modules/y/z.js')).toBeNull();
  });
});

/** The component a static icon module makes (its two arguments, read back from its code). */
function staticIcon(file: string) {
  const call = /createStaticIcon\(("(?:[^"\\]|\\.)*"), ("(?:[^"\\]|\\.)*")\);/.exec(
    staticIconModule(file),
  );
  if (!call?.[1] || !call[2]) throw new Error(`no createStaticIcon call for ${file}`);
  return createStaticIcon(JSON.parse(call[1]), JSON.parse(call[2]));
}

describe('static icons', () => {
  // Icons of several shapes (circle, polyline, alias classes: circle-check is also
  // check-circle-2) with the props the shop passes.
  const PROPS: StaticIconProps[] = [
    {},
    { 'aria-hidden': 'true', className: 'size-4 text-theme' },
    { 'aria-hidden': 'true', strokeWidth: 1.75 },
    { className: 'lucide size-3 size-3', size: 16, absoluteStrokeWidth: true },
    { 'aria-label': 'Verified', color: 'red', width: 20 },
  ];
  it.each(['star', 'circle-check', 'chevron-right', 'truck', 'alarm-check', 'shopping-bag'])(
    '%s renders the markup of Lucide\'s component, byte for byte',
    async (file) => {
      const Static = staticIcon(file);
      const icon = (await import(`lucide-react/icons/${file}`)) as {
        default: ComponentType<StaticIconProps>;
      };
      for (const props of PROPS) {
        expect(renderToString(createElement(Static, props) as never)).toBe(
          renderToString(createElement(icon.default, props) as never),
        );
      }
    },
  );
});
