import { renderToString } from 'preact-render-to-string';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearServerMarkupCache,
  enableServerMarkupCache,
  keepServerMarkup,
  ServerMarkupCache,
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
});
