/**
 * Whether the browser is hydrating the server's markup right now: main.tsx sets it before
 * `hydrateRoot` and clears it after the first commit. Components that keep below-the-fold markup
 * as the server sent it (components/deferred-hydration.tsx) read it on their first render.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
