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
//
// A render inside `ServerMarkupScope` (entry-server.tsx) gets a hit as a token standing for the
// entry instead, and `serverMarkupPieces` cuts the page at the tokens: the stored markup reaches
// the response as the UTF-8 bytes encoded when it was stored, so a page cache miss neither joins
// nor encodes again the markup it reuses (most of a product page's bytes).
import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';

export const MAX_SERVER_MARKUP_ENTRIES = 500;
const MAX_CHARS = 16 * 1024 * 1024;
const MARK = 'server-markup:';
const MARKED = /<!--server-markup:(\d+)-->([\s\S]*?)<!--\/server-markup:\1-->/g;

/** Stored markup: its text and the text's UTF-8 bytes. */
export type ServerMarkup = { readonly text: string; readonly bytes: Uint8Array };

/**
 * A token stands for the entry a render reused, numbered in that render's list. NUL never comes
 * out of a render otherwise (PostgreSQL text cannot hold it, the copy has none), and the nonce
 * makes the token one no page text can spell.
 */
const TOKEN = `\u0000${Math.random().toString(36).slice(2, 10)}:`;
const TOKEN_END = '\u0000';

let enabled = false;
const entries = new Map<string, ServerMarkup>();
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

/** How many entries are stored (a test that a page's own input does not key an entry). */
export function serverMarkupEntryCount(): number {
  return entries.size;
}

const encoder = new TextEncoder();

function store(key: string, html: string): void {
  if (html.length > MAX_CHARS || entries.has(key)) return;
  entries.set(key, { text: html, bytes: encoder.encode(html) });
  chars += html.length;
  // Map order is insertion order, and a hit stores its entry again: the least recently used goes
  // first.
  for (const [oldKey, old] of entries) {
    if (entries.size <= MAX_SERVER_MARKUP_ENTRIES && chars <= MAX_CHARS) break;
    entries.delete(oldKey);
    chars -= old.text.length;
  }
}

function idFor(key: string): number {
  let id = pendingIds.get(key);
  if (id === undefined) {
    // A render that failed leaves its entry pending: bounded all the same.
    if (pending.size >= MAX_SERVER_MARKUP_ENTRIES) {
      pending.clear();
      pendingIds.clear();
    }
    id = nextId++;
    pending.set(id, key);
    pendingIds.set(key, id);
  }
  return id;
}

/** The entries one render reused, in the order of its tokens. */
const UsedMarkup = createContext<ServerMarkup[] | null>(null);

/** Reused markup below it comes out as tokens listed in `used` (see serverMarkupPieces). */
export function ServerMarkupScope({
  used,
  children,
}: {
  used: ServerMarkup[];
  children: ReactNode;
}) {
  return createElement(UsedMarkup.Provider, { value: used }, children);
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
  const used = useContext(UsedMarkup);
  if (!import.meta.env.SSR || !enabled || cacheKey === null) return children;
  const entry = entries.get(cacheKey);
  if (entry !== undefined) {
    // Used: the newest again, so the entries every page reuses (header, footer) are the last to
    // be dropped when one-off entries (a buy box per stock figure) fill the cache.
    entries.delete(cacheKey);
    entries.set(cacheKey, entry);
    if (used === null) return createElement(Fragment, { tpl: [entry.text] } as never);
    used.push(entry);
    return createElement(Fragment, { tpl: [`${TOKEN}${used.length - 1}${TOKEN_END}`] } as never);
  }
  const id = idFor(cacheKey);
  return createElement(Fragment, null, comment(`${MARK}${id}`), children, comment(`/${MARK}${id}`));
}

/**
 * The page's markup with first-time entries stored and their comments removed. `used`: the
 * render's reused entries (ServerMarkupScope), whose markup a first-time entry around them
 * stores in place of their tokens.
 */
export function keepServerMarkup(html: string, used: readonly ServerMarkup[] = []): string {
  if (!html.includes(`<!--${MARK}`)) return html;
  return html.replace(MARKED, (_, id: string, inner: string) => {
    const key = pending.get(Number(id));
    if (key !== undefined) {
      store(key, inner.includes(TOKEN) ? textOf(serverMarkupPieces(inner, used)) : inner);
      pending.delete(Number(id));
      pendingIds.delete(key);
    }
    return inner;
  });
}

const TOKENS = new RegExp(`${TOKEN}(\\d+)${TOKEN_END}`, 'g');

/**
 * The page's markup in pieces: its own text, and the stored entries the render's tokens stand
 * for (`used`, from ServerMarkupScope), so their bytes go out as they were encoded. The pieces'
 * text, one after another, is the page.
 */
export function serverMarkupPieces(
  html: string,
  used: readonly ServerMarkup[],
): (string | ServerMarkup)[] {
  if (used.length === 0) return [html];
  const pieces: (string | ServerMarkup)[] = [];
  let from = 0;
  for (const match of html.matchAll(TOKENS)) {
    const entry = used[Number(match[1])];
    if (entry === undefined) continue; // not this render's token: left as text
    if (match.index > from) pieces.push(html.slice(from, match.index));
    pieces.push(entry);
    from = match.index + match[0].length;
  }
  if (from < html.length) pieces.push(html.slice(from));
  return pieces;
}

/** The text of markup pieces, one after another. */
export function textOf(pieces: readonly (string | ServerMarkup)[]): string {
  let text = '';
  for (const piece of pieces) text += typeof piece === 'string' ? piece : piece.text;
  return text;
}
