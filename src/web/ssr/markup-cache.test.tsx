import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearServerMarkupCache,
  enableServerMarkupCache,
  keepServerMarkup,
  MAX_SERVER_MARKUP_ENTRIES,
  type ServerMarkup,
  ServerMarkupCache,
  ServerMarkupScope,
  serverMarkupPieces,
  textOf,
} from './markup-cache';

let renders = 0;
function Section({ name }: { name: string }) {
  renders += 1;
  const [open] = useState(false);
  return (
    <section aria-label={name} data-open={open}>
      <h2>{name} &amp; more</h2>
      <p>Copy</p>
    </section>
  );
}

function Page({ cacheKey, name }: { cacheKey: string | null; name: string }) {
  return (
    <main>
      <p>before</p>
      <ServerMarkupCache cacheKey={cacheKey}>
        <Section name={name} />
      </ServerMarkupCache>
      <p>after</p>
    </main>
  );
}

const page = (cacheKey: string | null, name: string) =>
  keepServerMarkup(renderToString((<Page cacheKey={cacheKey} name={name} />) as never));
const plain = (name: string) =>
  renderToString(
    (
      <main>
        <p>before</p>
        <Section name={name} />
        <p>after</p>
      </main>
    ) as never,
  );

afterEach(() => clearServerMarkupCache());

describe('ServerMarkupCache', () => {
  it('renders its children once per key, the page byte for byte the same each time', () => {
    enableServerMarkupCache();
    const expected = plain('Honey');
    renders = 0;
    expect(page('section:honey', 'Honey')).toBe(expected);
    expect(page('section:honey', 'Honey')).toBe(expected);
    expect(page('section:honey', 'Honey')).toBe(expected);
    expect(renders).toBe(1);
  });

  it('drops the least recently used entry when full, not the first stored', () => {
    enableServerMarkupCache();
    renders = 0;
    page('section:header', 'Header');
    // More one-off entries than the cache holds, every page reusing the header stored first.
    for (let i = 0; i < MAX_SERVER_MARKUP_ENTRIES; i++) {
      page(`section:once-${i}`, `Once ${i}`);
      page('section:header', 'Header');
    }
    page('section:new', 'New');
    page('section:header', 'Header');
    // The header rendered once; each one-off entry once.
    expect(renders).toBe(MAX_SERVER_MARKUP_ENTRIES + 2);
    // The oldest one-off entry was dropped.
    page('section:once-0', 'Once 0');
    expect(renders).toBe(MAX_SERVER_MARKUP_ENTRIES + 3);
  });

  it('renders another key, and a null key, on its own', () => {
    enableServerMarkupCache();
    expect(page('section:honey', 'Honey')).toBe(plain('Honey'));
    expect(page('section:oil', 'Oil')).toBe(plain('Oil'));
    const seeds = plain('Seeds');
    renders = 0;
    expect(page(null, 'Seeds')).toBe(seeds);
    expect(page(null, 'Seeds')).toBe(seeds);
    expect(renders).toBe(2);
  });

  it('in a scope, gives reused markup as pieces with its UTF-8 bytes, the page the same text', () => {
    enableServerMarkupCache();
    const scoped = (element: React.ReactNode) => {
      const used: ServerMarkup[] = [];
      const html = keepServerMarkup(
        renderToString((<ServerMarkupScope used={used}>{element}</ServerMarkupScope>) as never),
        used,
      );
      return serverMarkupPieces(html, used);
    };
    const expected = plain('Crème – brûlée');
    renders = 0;
    // First render: stored, one piece of text.
    expect(scoped(<Page cacheKey="section:creme" name="Crème – brûlée" />)).toEqual([expected]);
    const pieces = scoped(<Page cacheKey="section:creme" name="Crème – brûlée" />);
    expect(renders).toBe(1);
    expect(textOf(pieces)).toBe(expected);
    expect(pieces).toHaveLength(3);
    const [before, reused, after] = pieces;
    expect(before).toBe('<main><p>before</p>');
    expect(after).toBe('<p>after</p></main>');
    const entry = reused as ServerMarkup;
    expect(Buffer.from(entry.bytes).toString('utf8')).toBe(entry.text);
    expect(entry.text).toContain('Crème – brûlée &amp; more');
  });

  it('stores an entry around a reused one with the reused markup in it, not its token', () => {
    enableServerMarkupCache();
    const outer = (name: string) => (
      <div>
        <ServerMarkupCache cacheKey="outer">
          <Page cacheKey="inner" name={name} />
        </ServerMarkupCache>
      </div>
    );
    const scoped = (element: React.ReactNode) => {
      const used: ServerMarkup[] = [];
      const html = keepServerMarkup(
        renderToString((<ServerMarkupScope used={used}>{element}</ServerMarkupScope>) as never),
        used,
      );
      return textOf(serverMarkupPieces(html, used));
    };
    const expected = `<div>${plain('Honey')}</div>`;
    // The inner entry first, then the outer one around it (the inner is reused in that render).
    expect(scoped(<Page cacheKey="inner" name="Honey" />)).toBe(plain('Honey'));
    expect(scoped(outer('Honey'))).toBe(expected);
    expect(scoped(outer('Honey'))).toBe(expected);
    // Outside a scope the stored outer entry is the plain markup.
    expect(keepServerMarkup(renderToString(outer('Honey') as never))).toBe(expected);
  });
});
