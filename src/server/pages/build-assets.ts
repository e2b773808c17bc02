import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../seo/service';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The web fonts every page paints its display text with (the static latin faces of the display
 * face at 400 and 500, src/web/fonts/fonts.css); body text uses the system UI face, which needs
 * no download. */
const CRITICAL_FONTS = [/\/fraunces-latin-(400|500)-[^/]+\.woff2$/];

/**
 * Reads Vite's build manifest (dist/web/.vite/manifest.json; `build.manifest` is on) and turns a
 * page's code into <link> tags: preloads of the critical fonts, then modulepreload for the app
 * (the entry's dynamic import of app.tsx, run after the first paint, so index.html lacks it),
 * the route's lazy modules and the chunks they import (the entry's own imports are already in
 * index.html). Re-read when a new build replaces the manifest.
 */
export function createBuildAssets(webRoot: string) {
  const file = join(webRoot, '.vite', 'manifest.json');
  let manifest: Manifest | null = null;
  let mtime = -1;
  /** The entry's chunks (index.html loads them) and the app's (every page preloads them). */
  let entryClosure = new Set<string>();
  let appClosure = new Set<string>();
  /** preloadTags' answers for this manifest, by route modules (a page's are the same each time). */
  let tagsByModules = new Map<string, readonly string[]>();

  const load = (): Manifest | null => {
    // One stat a call (no existsSync first): it is on every page render's path.
    const current = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (current === mtime) return manifest;
    mtime = current;
    tagsByModules = new Map();
    try {
      manifest = current ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
    } catch {
      manifest = null;
    }
    const entryKey = manifest ? pageEntryKey(manifest) : undefined;
    entryClosure = manifest && entryKey ? closure(manifest, [entryKey]) : new Set();
    // What the entry imports once the page has painted: the app (app.tsx, in the shell chunk).
    appClosure =
      manifest && entryKey
        ? closure(manifest, manifest[entryKey]?.dynamicImports ?? [])
        : new Set();
    return manifest;
  };

  return {
    /**
     * The early-taps script (src/web/early-taps.ts, an entry of its own) as an async classic
     * script for the head: it answers taps before the app is live. Empty without a build.
     */
    earlyTapsTag(): string {
      const chunk = load()?.[EARLY_TAPS_KEY];
      return chunk ? `<script src="/${escapeHtml(chunk.file)}" async></script>` : '';
    },
    /** <link> tags for the route modules (manifest keys relative to src/web), fonts first. */
    preloadTags(routeModules: readonly string[]): readonly string[] {
      const m = load();
      if (!m) return [];
      const memoKey = routeModules.join('\n');
      const known = tagsByModules.get(memoKey);
      if (known) return known;
      const tags = preloadTagsOf(m, routeModules);
      // Bounded by the routes' module lists (one per page kind), not by requests.
      if (tagsByModules.size < 256) tagsByModules.set(memoKey, tags);
      return tags;
    },
  };

  function preloadTagsOf(m: Manifest, routeModules: readonly string[]): string[] {
    const tags: string[] = [];
    // The fonts are assets of the stylesheet of whichever chunk imports it.
    const entryAssets = new Set(
      [...entryClosure, ...appClosure].flatMap((key) => m[key]?.assets ?? []),
    );
    for (const asset of [...entryAssets].sort()) {
      if (CRITICAL_FONTS.some((pattern) => pattern.test(`/${asset}`))) {
        tags.push(
          `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(asset)}">`,
        );
      }
    }
    const keys = closure(m, [...appClosure, ...routeModules.filter((key) => m[key])]);
    const modules: string[] = [];
    for (const key of keys) {
      if (entryClosure.has(key)) continue;
      const chunk = m[key];
      if (!chunk) continue;
      // Low priority: the page is painted from its HTML, so the CSS, fonts and main photo get a
      // slow connection first and the code follows (docs/decisions/048-first-paint-in-few-requests.md,
      // "Content first on a slow connection").
      if (chunk.file.endsWith('.js')) {
        modules.push(
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(chunk.file)}">`,
        );
      }
      for (const css of chunk.css ?? []) {
        tags.push(`<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`);
      }
    }
    // Inert until main.tsx puts them in the head after the first paint, all at once (no
    // import-by-import waterfall): fetched with the page, the code finished downloading before
    // the first paint on a fast connection, and Lighthouse's simulated slow phone counted all of
    // it into the LCP (docs/decisions/107-first-paint-bytes.md).
    if (modules.length > 0)
      tags.push(`<template id="${APP_MODULES_ID}">${modules.join('')}</template>`);
    return tags;
  }
}

/** The id of the <template> holding the app's modulepreload links (src/web/main.tsx reads it). */
export const APP_MODULES_ID = 'app-modules';

/** The manifest key of the early-taps entry (src/web/early-taps.ts). */
export const EARLY_TAPS_KEY = 'early-taps.ts';

/** The page's own entry (index.html's main.tsx), not the early-taps one. */
export function pageEntryKey(manifest: Manifest): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry && key !== EARLY_TAPS_KEY);
}

/** The chunks statically reachable from `keys` (the keys themselves included). */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}
