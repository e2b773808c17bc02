import { renderToString } from 'preact-render-to-string';
import { createElement } from 'react';
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

  it("loads an icon of the app as a static icon module, not Lucide's component", () => {
    const plugin = lucideIconImports() as unknown as {
      resolveId(source: string, importer?: string): string | null;
    };
    expect(plugin.resolveId('lucide-react/icons/star', '/app/src/web/x.tsx')).toBe(
      '\0static-icon:star',
    );
    expect(plugin.resolveId('lucide-react/icons/star', '/app/node_modules/y/z.js')).toBeNull();
  });
});

/**
 * Lucide's component as lucide-react's Icon.mjs builds it, on Preact: in the unit tests
 * node_modules load the real React, so the package's own component cannot render here. Its
 * attribute builder (buildLucideIconForReact) is the package's; the props are passed as Icon.mjs
 * passes them.
 */
async function lucideIcon(file: string) {
  const { __iconData: icon } = (await import(`lucide-react/icons/${file}`)) as {
    __iconData: { node: [string, Record<string, string>][] };
  };
  const build = (
    (await import(
      // @ts-expect-error: the package's internal module has no type declarations
      'lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs'
    )) as {
      default: (
        icon: unknown,
        params: unknown,
      ) => [string, Record<string, unknown>, [string, Record<string, string>][]];
    }
  ).default;
  const { mergeClasses } = (await import(
    // @ts-expect-error: the package's internal module has no type declarations
    'lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs'
  )) as { mergeClasses: (...classes: unknown[]) => string };
  const { hasA11yProp } = (await import(
    // @ts-expect-error: the package's internal module has no type declarations
    'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs'
  )) as { hasA11yProp: (props: unknown) => boolean };
  return ({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    className = '',
    ...rest
  }: StaticIconProps) => {
    const [name, attributes, nodes] = build(icon, {
      color: color ?? 'currentColor',
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      strokeWidth: strokeWidth ?? 2,
      absoluteStrokeWidth: absoluteStrokeWidth ?? false,
      nonScalingStroke: false,
      className: mergeClasses('', className),
      hasA11yProp: hasA11yProp(rest),
      attributes: rest,
    });
    return createElement(
      name,
      attributes,
      nodes.map(([tag, attrs]) => createElement(tag, attrs)),
    );
  };
}

/** The component a static icon module makes (its two arguments, read back from its code). */
function staticIcon(file: string) {
  const call = /createStaticIcon\(("(?:[^"\\]|\\.)*"), ("(?:[^"\\]|\\.)*")\);/.exec(
    staticIconModule(file),
  );
  if (!call?.[1] || !call[2]) throw new Error(`no createStaticIcon call for ${file}`);
  return createStaticIcon(JSON.parse(call[1]), JSON.parse(call[2]));
}

describe('static icons', () => {
  // Icons of several shapes (circles, paths, alias classes: alarm-clock-check is also
  // alarm-check) with the props the shop passes.
  const PROPS: StaticIconProps[] = [
    {},
    { 'aria-hidden': 'true', className: 'size-4 text-theme' },
    { 'aria-hidden': 'true', strokeWidth: 1.75 },
    { className: 'size-3 size-3', size: 16, absoluteStrokeWidth: true },
    { 'aria-label': 'Verified', color: 'red', width: 20 },
  ];
  it.each(['star', 'circle-check', 'chevron-right', 'truck', 'alarm-clock-check', 'shopping-bag'])(
    "%s renders the markup of Lucide's component, byte for byte, without Lucide's own classes",
    async (file) => {
      const Static = staticIcon(file);
      const Lucide = await lucideIcon(file);
      for (const props of PROPS) {
        const lucide = renderToString(createElement(Lucide, props) as never);
        // Lucide's own classes ("lucide lucide-<name>", aliases) lead its class attribute.
        const own = / class="lucide(?: lucide-[a-z0-9-]+)+( [^"]*)?"/;
        expect(lucide).toMatch(own);
        const rendered = renderToString(createElement(Static, props) as never);
        expect(rendered).not.toContain('lucide');
        expect(rendered).toBe(
          lucide.replace(own, (_, rest?: string) => (rest ? ` class="${rest.slice(1)}"` : '')),
        );
      }
    },
  );
});
