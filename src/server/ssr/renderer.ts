import { statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialData } from '../../core/api/initial-data';

/** Markup a render reused, with its UTF-8 bytes (src/web/ssr/markup-cache.tsx). */
export type EncodedMarkup = { readonly text: string; readonly bytes: Uint8Array };

export type ServerRender = {
  /** The markup, joined from `pieces` when read. */
  readonly html: string;
  /** The markup in order: text, and reused markup sent as its stored bytes. */
  pieces: (string | EncodedMarkup)[];
  status: number;
  /** Queries the page asked for without embedded data (src/web/entry-server.tsx). */
  unprefetched: unknown[][];
};
type EntryServer = {
  render(url: string, data: InitialData): Promise<ServerRender | null>;
};

/**
 * The server render of src/web/entry-server.tsx, built by `vite build` into dist/ssr next to the
 * client build (dist/web), imported on first use. Node cannot unload ES modules and the build's
 * chunks import its entry by a fixed name, so a build replaced while the process runs is not
 * re-imported: the renderer then answers null (the page renders in the browser alone, as it
 * would with a stale pair) until the next start. `npm start` builds before it starts the server.
 */
export function createServerRenderer(projectRoot: string) {
  const file = join(projectRoot, 'dist', 'ssr', 'entry-server.js');
  let loaded: { mtime: number; entry: Promise<EntryServer> } | null = null;

  const load = (): Promise<EntryServer> | null => {
    // One stat a render (no existsSync first), 0 when there is no server build.
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!mtime) return null;
    if (loaded) return loaded.mtime === mtime ? loaded.entry : null;
    const entry = import(pathToFileURL(file).href) as Promise<EntryServer>;
    loaded = { mtime, entry };
    // A failed import (a build still being written) is tried again on the next request.
    entry.catch(() => {
      if (loaded?.entry === entry) loaded = null;
    });
    return entry;
  };

  return {
    /** The #root markup of `url`, or null when there is no (current) server build. */
    async render(url: URL, data: InitialData): Promise<ServerRender | null> {
      const entry = await load();
      return entry ? entry.render(url.href, data) : null;
    },
  };
}
