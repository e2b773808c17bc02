// The runtime of the shop's Lucide icons in the build: scripts/vite/lucide-icon-imports.ts turns
// each `lucide-react/icons/<name>` import into `createStaticIcon(classes, markup)`, the icon's
// shapes pre-rendered at build time. One component and one <svg> vnode per icon instead of
// Lucide's two forwardRef components, a context read and a vnode per shape (a tenth of the
// product page's server render went to icons); the markup is Lucide's, byte for byte, without
// Lucide's own classes ("lucide lucide-<name>": nothing styles or selects them; decisions
// 105-cheap-product-render.md and 134-first-paint-in-one-window.md).
import { createElement, type SVGProps } from 'react';

export type StaticIconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
};

/** Lucide's rule: an icon with a label of its own is not hidden from assistive technology. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && props[name] != null) {
      return true;
    }
  }
  return false;
}

/** Lucide's class list without its own classes: the caller's tokens, each once, in order. */
function mergeClasses(className: string | undefined): string | undefined {
  if (!className) return undefined;
  const tokens = new Set<string>();
  for (const token of className.split(/\s+/)) if (token) tokens.add(token);
  return tokens.size > 0 ? [...tokens].join(' ') : undefined;
}

/**
 * An icon component with Lucide's props (size, color, strokeWidth, absoluteStrokeWidth,
 * className, any SVG attribute) and Lucide's attributes in Lucide's order. `name`: the icon's
 * (for errors); `markup`: the icon's shapes as Preact renders them.
 */
export function createStaticIcon(name: string, markup: string) {
  const inner = { __html: markup };
  return function StaticIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    className,
    children,
    ...rest
  }: StaticIconProps) {
    if (children != null) throw new Error(`${name}: an icon takes no children`);
    const stroke = strokeWidth ?? 2;
    const props: Record<string, unknown> = {
      xmlns: 'http://www.w3.org/2000/svg',
      width: width ?? size ?? 24,
      height: height ?? size ?? 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: absoluteStrokeWidth
        ? (Number(stroke) * 24) / Number(width ?? size ?? 24)
        : stroke,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: mergeClasses(className),
    };
    if (!hasA11yProp(rest)) props['aria-hidden'] = 'true';
    Object.assign(props, rest);
    // Kept by hydration as the server sent it; set once on a client render.
    props.dangerouslySetInnerHTML = inner;
    return createElement('svg', props as SVGProps<SVGSVGElement>);
  };
}
