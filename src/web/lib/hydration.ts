/**
 * Whether the browser is hydrating the server's markup right now: app.tsx sets it before
 * `hydrateRoot` and clears it after the first commit. Components that keep server markup as it is
 * for a while (components/deferred-hydration.tsx) read it on their first render.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}

/**
 * Sections that hydrate "in turn" (DeferredHydration `when="soon"`): one section per browser task,
 * in the order they registered (the page's order), right after the first commit. A phone then
 * never runs the whole page's hydration as one long task (Lighthouse's Total Blocking Time).
 */
const turns: Array<() => void> = [];
let pumping = false;
/** Sections registered for a turn that are not live yet, and who waits for none to be left. */
let unsettled = 0;
let onSettled: Array<() => void> = [];

function pump(): void {
  if (pumping) return;
  pumping = true;
  const next = () => {
    const open = turns.shift();
    open?.();
    if (turns.length > 0) setTimeout(next, 0);
    else pumping = false;
  };
  setTimeout(next, 0);
}

/**
 * Queues `open` for its turn (`first`: before the sections already waiting, e.g. the buy box,
 * which a shopper taps first). Returns `settle`, to call once the section is live or is gone
 * (idempotent), and `cancel`, which takes it out of the queue.
 */
export function queueHydrationTurn(
  open: () => void,
  { first = false }: { first?: boolean } = {},
): { settle: () => void; cancel: () => void } {
  let settled = false;
  unsettled += 1;
  if (first) turns.unshift(open);
  else turns.push(open);
  pump();
  return {
    settle: () => {
      if (settled) return;
      settled = true;
      unsettled -= 1;
      if (unsettled === 0) {
        const waiting = onSettled;
        onSettled = [];
        for (const run of waiting) run();
      }
    },
    cancel: () => {
      const index = turns.indexOf(open);
      if (index >= 0) turns.splice(index, 1);
    },
  };
}

/** Runs `callback` once every section queued for a turn is live (at once if none is waiting). */
export function whenHydrationSettles(callback: () => void): void {
  if (unsettled === 0) callback();
  else onSettled.push(callback);
}
