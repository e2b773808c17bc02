// Early taps (docs/decisions/106-first-paint-taps.md): a build entry of its own, imported
// by nothing; the server puts it first in every page's head as an async classic script
// (src/server/pages/build-assets.ts), so it runs before the app. A tap on a control whose section
// is not hydrated yet shows its result at once: Add to Cart opens a drawer shell with the line
// "Adding…" and no price (only the server prices); the cart button shows the stored lines; the
// menu button the main links; + and − change the count; a purchase option needs nothing (its card
// follows the radio's own checked state); a cup size's +50 or quick-add button in the cup
// builder (a deferred section too) shows nothing yet, its count follows once the builder is live.
// The tap is kept and handed to the app
// (src/web/lib/early-taps.ts), which undoes what was shown here and replays the taps in order once
// the section is live. It imports nothing (one small file) and is no inline script (the CSP
// allows 'self' only). Without it the app still replays a section's last tap.
import type { EarlyTapsScript } from './lib/early-taps';

type Kind = string;
type Changed = [el: HTMLElement, prop: string, original: unknown];

(() => {
  const host = window as { hhEarlyTaps?: EarlyTapsScript };
  if (host.hhEarlyTaps) return;
  const CLICKABLE = 'button, [role="button"], summary, label, input, select';
  const CART_KEY = 'shopify-cart';
  /** Taps kept for the app, in order: { el, kind }. */
  let taps: { el: HTMLElement; kind: Kind }[] = [];
  /** What this script changed, to put back before the replay. */
  let changed: Changed[] = [];
  const handled = new WeakSet<Event>();
  let shell: HTMLElement | null = null;
  let opener: HTMLElement | null = null;

  const remember = (el: HTMLElement, prop: string, original: unknown) => {
    if (!changed.some((c) => c[0] === el && c[1] === prop)) changed.push([el, prop, original]);
  };
  const set = (el: HTMLElement, prop: 'value' | 'disabled', value: unknown) => {
    const target = el as unknown as Record<string, unknown>;
    remember(el, prop, target[prop]);
    target[prop] = value;
  };
  const setAttr = (el: HTMLElement, name: string, value: string) => {
    remember(el, `attr:${name}`, el.getAttribute(name));
    el.setAttribute(name, value);
  };
  const isInert = (el: Element) => {
    const section = el.closest<HTMLElement>('[data-deferred]');
    return section !== null && section.dataset.hydration !== 'live';
  };
  const make = (tag: string, attrs: Record<string, string>, text?: string | null) => {
    const el = document.createElement(tag);
    for (const name in attrs) el.setAttribute(name, attrs[name] as string);
    if (text) el.textContent = text;
    return el;
  };

  const storedLines = (): { productTitle?: unknown; quantity?: unknown }[] => {
    try {
      const lines = JSON.parse(localStorage.getItem(CART_KEY) || '{}').lines;
      return Array.isArray(lines) ? lines : [];
    } catch {
      return [];
    }
  };

  const close = () => {
    if (!shell) return;
    shell.remove();
    shell = null;
    document.removeEventListener('keydown', onKey, true);
    // Closed before the app took over: an open it would replay is no longer wanted (an add is).
    taps = taps.filter((t) => t.kind !== 'cart' && t.kind !== 'menu');
    if (opener?.isConnected) opener.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  /** A drawer like the app's (styles.css, .early-sheet): a titled dialog with a Close button. */
  const openShell = (
    kind: 'cart' | 'menu',
    title: string,
    body: HTMLElement,
    from: HTMLElement,
  ) => {
    if (shell) shell.remove();
    opener = from;
    shell = make('div', { class: 'early-sheet-backdrop', 'data-early-shell': kind });
    const panel = make('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'early-sheet-title',
      class: `early-sheet early-sheet-${kind === 'menu' ? 'left' : 'right'}`,
    });
    const head = make('div', { class: 'early-sheet-head' });
    head.append(make('h2', { id: 'early-sheet-title' }, title));
    const closer = make('button', { type: 'button', class: 'early-sheet-close' }, 'Close');
    closer.addEventListener('click', close);
    head.append(closer);
    panel.append(head, body);
    shell.append(panel);
    shell.addEventListener('click', (event) => {
      if (event.target === shell) close();
    });
    document.body.append(shell);
    document.addEventListener('keydown', onKey, true);
    closer.focus();
  };

  const lineItem = (title: string, detail: string, quantity: unknown, status: string) => {
    const li = make('li', { 'data-testid': 'cart-line', 'aria-label': title });
    li.append(make('p', { class: 'early-line-title' }, title));
    if (detail) li.append(make('p', {}, detail));
    li.append(make('p', {}, `Qty ${quantity}`));
    li.append(make('p', { role: 'status', class: 'early-line-status' }, status));
    return li;
  };
  const cartBody = (adding: HTMLElement | null) => {
    const list = make('ul', { 'aria-label': 'Cart items', class: 'early-sheet-body' });
    for (const line of storedLines()) {
      if (line && typeof line.productTitle === 'string') {
        list.append(lineItem(line.productTitle, '', line.quantity, 'Loading price…'));
      }
    }
    if (adding) list.append(adding);
    if (!list.firstChild) list.append(make('li', {}, 'Your cart is empty.'));
    return list;
  };

  const showAdd = (button: HTMLElement) => {
    const box = button.closest('#buy-box') ?? document;
    const option = box.querySelector<HTMLInputElement>('input[type="radio"][data-label]:checked');
    const count = box.querySelector<HTMLInputElement>('input[data-early="quantity"]');
    const title = (box.querySelector('h1') ?? document.querySelector('h1'))?.textContent ?? '';
    const line = lineItem(title, option?.dataset.label ?? '', count?.value ?? '1', 'Adding…');
    line.setAttribute('data-early-line', '');
    openShell('cart', 'Shopping Cart', cartBody(line), button);
  };

  const showMenu = (button: HTMLElement) => {
    const nav = make('nav', { 'aria-label': 'Menu', class: 'early-sheet-body' });
    const links = document.querySelectorAll('nav[aria-label="Main"] a[href]');
    const seen = new Set(['/shop']);
    nav.append(make('a', { href: '/shop' }, 'Shop'));
    for (const link of links) {
      // The Shop dropdown's links repeat in the desktop markup: each place once.
      const href = link.getAttribute('href') ?? '/';
      if (!seen.has(href)) nav.append(make('a', { href }, link.textContent));
      seen.add(href);
    }
    openShell('menu', 'Menu', nav, button);
  };

  const step = (button: HTMLElement, by: number) => {
    const row = button.parentElement;
    const input = row?.querySelector<HTMLInputElement>('input[data-early="quantity"]');
    if (!row || !input) return;
    const max = Number(input.max) || Number.POSITIVE_INFINITY;
    const next = Math.min(max, Math.max(1, (Number(input.value) || 1) + by));
    set(input, 'value', String(next));
    const down = row.querySelector<HTMLElement>('[data-early="qty-down"]');
    const up = row.querySelector<HTMLElement>('[data-early="qty-up"]');
    if (down) set(down, 'disabled', next <= 1);
    if (up) set(up, 'disabled', next >= max);
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const control = target.closest<HTMLElement>(CLICKABLE);
      if (!control || control.closest('a[href]') || shell?.contains(control)) return;
      if (!isInert(control)) return;
      handled.add(event);
      // A label's click is followed by its control's own: that one is kept.
      if (control instanceof HTMLLabelElement && control.control) return;
      const kind = control.dataset.early || '';
      if (kind === 'add') {
        // One add per tap, as the live button (disabled while adding) allows.
        if (taps.some((t) => t.kind === 'add')) return;
        showAdd(control);
        setAttr(control, 'aria-busy', 'true');
      } else if (kind === 'cart' || kind === 'menu') {
        if (kind === 'cart') openShell('cart', 'Shopping Cart', cartBody(null), control);
        else showMenu(control);
        setAttr(control, 'aria-expanded', 'true');
      } else if (kind === 'qty-up' || kind === 'qty-down') {
        step(control, kind === 'qty-up' ? 1 : -1);
      }
      taps.push({ el: control, kind });
    },
    true,
  );

  host.hhEarlyTaps = {
    version: 1,
    /** Whether this script kept `event` (the app's own fallback then leaves it alone). */
    handled: (event) => handled.has(event),
    /**
     * The taps kept on controls inside `section`, in order, with what was shown for them put
     * back (the app's components then replay them from the server's state).
     */
    take(section) {
      // A section's own controls only (not those of a section inside it).
      const inSection = (el: Element) => el.closest('[data-deferred]') === section;
      const mine = taps.filter((t) => inSection(t.el));
      taps = taps.filter((t) => !mine.includes(t));
      const keep: Changed[] = [];
      for (const entry of [...changed].reverse()) {
        const [el, prop, value] = entry;
        if (!inSection(el)) {
          keep.unshift(entry);
        } else if (prop.startsWith('attr:')) {
          if (value === null) el.removeAttribute(prop.slice(5));
          else el.setAttribute(prop.slice(5), String(value));
        } else {
          (el as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      changed = keep;
      return mine.map((t) => t.el);
    },
    /** Removes the shell of `kind` ('cart' or 'menu') once the app's own drawer shows. */
    dismiss(kind) {
      if (shell && shell.dataset.earlyShell === kind) {
        shell.remove();
        shell = null;
        document.removeEventListener('keydown', onKey, true);
      }
    },
  };
})();
