// Markup the server render makes once and reuses: a section whose HTML is a function of a few
// known values (the build's copy, the shop's name) is rendered on its first request and sent from
// here afterwards, so a page cache miss pays only for what changed (docs/decisions/
// 105-cheap-product-render.md). In the browser, and in any render that has not switched it
// on (unit tests), `ServerMarkupCache` is its children and nothing else.
//
// How: on a miss the children render between two comments naming the entry; once the page's
// string is complete, `keepServerMarkup` stores what lies between them and removes the comments,
// so the page is byte for byte the markup the children render. On a hit the stored string goes
// out as it is (preact-render-to-string's precompiled-template Fragment: no wrapper element).
import { createElement, Fragment, type ReactNode } from 'react';

const MAX_ENTRIES = 500;
const MAX_CHARS = 16 * 1024 * 1024;
const MARK = 'server-markup:';
const MARKED = /<!--server-markup:(\d+)-->([\s\S]*?)<!--\/server-markup:\1-->/g;

let enabled = false;
const entries = new Map<string, string>();
let chars = 0;
/** Entries being rendered for the first time, by the number their comments carry. */
const pending = new Map<number, string>();
const pendingIds = new Map<string, number>();
let nextId = 0;

/** Turns reuse on (the server render, src/web/entry-server.tsx, only). */
export function enableServerMarkupCache(): void {
  enabled = true;
}

/** Forgets every entry (a measurement of the render with nothing reused: bench/render-tree.mjs). */
export function clearServerMarkupCache(): void {
  entries.clear();
  chars = 0;
}

function store(key: string, html: string): void {
  if (html.length > MAX_CHARS || entries.has(key)) return;
  entries.set(key, html);
  chars += html.length;
  // Map order is insertion order: the oldest goes first.
  for (const [oldKey, old] of entries) {
    if (entries.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
    entries.delete(oldKey);
    chars -= old.length;
  }
}

function idFor(key: string): number {
  let id = pendingIds.get(key);
  if (id === undefined) {
    // A render that failed leaves its entry pending: bounded all the same.
    if (pending.size >= MAX_ENTRIES) {
      pending.clear();
      pendingIds.clear();
    }
    id = nextId++;
    pending.set(id, key);
    pendingIds.set(key, id);
  }
  return id;
}

const comment = (text: string) => createElement(Fragment, { UNSTABLE_comment: text } as never);

/**
 * Children whose markup the server renders once per `cacheKey`. The key must name everything the
 * children's markup depends on besides the build (which is the server render module itself: a new
 * build starts empty); the children must not call useId (a reused string calls nothing, so the
 * ids after it would differ from the browser's) nor suspend on data.
 */
export function ServerMarkupCache({
  cacheKey,
  children,
}: {
  /** Null: render the children as they are (an input the key cannot name). */
  cacheKey: string | null;
  children: ReactNode;
}) {
  if (!import.meta.env.SSR || !enabled || cacheKey === null) return children;
  const html = entries.get(cacheKey);
  if (html !== undefined) {
    return createElement(Fragment, { tpl: [html] } as never);
  }
  const id = idFor(cacheKey);
  return createElement(Fragment, null, comment(`${MARK}${id}`), children, comment(`/${MARK}${id}`));
}

/** The page's markup with first-time entries stored and their comments removed. */
export function keepServerMarkup(html: string): string {
  if (!html.includes(`<!--${MARK}`)) return html;
  return html.replace(MARKED, (_, id: string, inner: string) => {
    const key = pending.get(Number(id));
    if (key !== undefined) {
      store(key, inner);
      pending.delete(Number(id));
      pendingIds.delete(key);
    }
    return inner;
  });
}
