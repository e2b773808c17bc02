import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markPageOverlay, PAGE_OVERLAY_ATTRIBUTE } from './page-overlay';

const webRoot = new URL('..', import.meta.url).pathname;
const styles = readFileSync(join(webRoot, 'styles.css'), 'utf8');

/** The declarations of the stylesheet's rule for exactly this selector ('' when there is none). */
function declarationsOf(selector: string): string {
  const at = styles.indexOf(`${selector} {`);
  return at === -1 ? '' : styles.slice(at, styles.indexOf('}', at)).replace(/\s+/g, ' ');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Opening a modal drawer (Radix) sets pointer-events: none on the body and its scroll lock sets
// --removed-body-scroll-bar-size there: both inherited, so each restyled the whole page, 140-190 ms
// on a 4x-slowed phone, on every open of the cart drawer (decision 145, addendum).
describe('a modal with a full-page overlay does not restyle the whole page', () => {
  it('keeps the scroll lock’s variable on the body', () => {
    expect(declarationsOf('@property --removed-body-scroll-bar-size')).toContain(
      'inherits: false;',
    );
  });

  it('keeps the page root’s pointer-events while the page is under an overlay', () => {
    expect(declarationsOf(`html[${PAGE_OVERLAY_ATTRIBUTE}] > body > #root`)).toContain(
      'pointer-events: auto;',
    );
    // A toast over the drawer still lets taps through to it, as under the body's none.
    expect(declarationsOf(`html[${PAGE_OVERLAY_ATTRIBUTE}] [data-sonner-toaster]`)).toContain(
      'pointer-events: none;',
    );
  });

  it('marks the page from every modal that shows a full-page overlay', () => {
    const modals = sourceFiles(webRoot).filter((file) =>
      /<(DialogPrimitive\.Overlay|DialogOverlay)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(modals.length).toBeGreaterThanOrEqual(3);
    for (const file of modals) {
      expect(readFileSync(file, 'utf8'), file).toContain('<PageOverlayMark />');
    }
  });

  it('keeps the mark until the last of several overlays goes', () => {
    const attributes = new Set<string>();
    vi.stubGlobal('document', {
      documentElement: {
        setAttribute: (name: string) => attributes.add(name),
        removeAttribute: (name: string) => attributes.delete(name),
      },
    });
    const first = markPageOverlay();
    const second = markPageOverlay();
    expect(attributes.has(PAGE_OVERLAY_ATTRIBUTE)).toBe(true);
    first();
    first();
    expect(attributes.has(PAGE_OVERLAY_ATTRIBUTE)).toBe(true);
    second();
    expect(attributes.has(PAGE_OVERLAY_ATTRIBUTE)).toBe(false);
  });
});
