/**
 * The app's side of the early-taps script (src/web/early-taps.ts, an async script in the page's
 * head before the app; docs/decisions/106-first-paint-taps.md). That script shows a tap's
 * result on still-inert markup at once and keeps the tap; here a section that goes live takes its
 * taps and replays them, in order, on its now-live components. Everything here works when the
 * script is missing (blocked, failed, an older copy): there are simply no early taps.
 */
import { useLayoutEffect } from 'react';

export type EarlyTapsScript = {
  version: number;
  handled(event: Event): boolean;
  take(section: Element): HTMLElement[];
  dismiss(kind: 'cart' | 'menu'): void;
};

function script(): EarlyTapsScript | null {
  if (typeof window === 'undefined') return null;
  const found = (window as { hhEarlyTaps?: EarlyTapsScript }).hhEarlyTaps;
  return found?.version === 1 ? found : null;
}

/** Whether the early script kept this click (the section's own fallback then only wakes it). */
export function isEarlyTap(event: Event): boolean {
  return script()?.handled(event) ?? false;
}

/** The taps kept on controls inside `section`, in order, with their early result undone. */
export function takeEarlyTaps(section: Element): HTMLElement[] {
  return script()?.take(section) ?? [];
}

/** Removes the early drawer shell once the app's own cart drawer or menu shows. */
export function dismissEarlyShell(kind: 'cart' | 'menu'): void {
  script()?.dismiss(kind);
}

/**
 * For the content of the app's own drawer or menu: the early shell goes in the commit that shows
 * it (a layout effect), so no frame shows both, or neither.
 */
export function useEarlyShellGone(kind: 'cart' | 'menu'): void {
  useLayoutEffect(() => dismissEarlyShell(kind), [kind]);
}

/**
 * Clicks `control` as the shopper did, on live components. A radio the browser already checked
 * on the inert markup (hydration keeps the DOM's own checked state) is unchecked first, so the
 * click changes it again and its component hears the change.
 */
export function replayClick(control: HTMLElement): void {
  if (!control.isConnected) return;
  const input = control as HTMLInputElement;
  if (input.tagName === 'INPUT' && input.type === 'radio') input.checked = false;
  control.click();
}

/**
 * Replays `controls` in order, one per task: each click's state update renders before the next
 * click reads it (an option, then Add to Cart, adds that option).
 */
export function replayInOrder(controls: readonly HTMLElement[]): void {
  const [first, ...rest] = controls;
  if (!first) return;
  replayClick(first);
  if (rest.length > 0) setTimeout(() => replayInOrder(rest), 0);
}
