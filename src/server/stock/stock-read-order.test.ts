import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { applyInventory, takeStockReadTicket } from './service';
import { firstVariantOf, type SeededVariant, shopUnitsOf } from './test-helpers';

let app: TestApp;
let variant: SeededVariant;

beforeAll(async () => {
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  variant = await firstVariantOf(app, 'black-seed-oil');
}, 120_000);
afterAll(() => app?.close());

const stored = () => shopUnitsOf(app, variant.id);

const reading = (ticket: number, quantity: number) => ({
  ticket,
  quantities: new Map([[variant.shopifyGid, quantity]]),
});

describe('the stock reading asked for last stands', () => {
  it('an older reading stored after a newer one changes nothing', async () => {
    const older = await takeStockReadTicket(app.db);
    const newer = await takeStockReadTicket(app.db);
    expect(await applyInventory(app.deps, reading(newer, 8))).toMatchObject({ changed: 1 });
    expect(await applyInventory(app.deps, reading(older, 10))).toMatchObject({ changed: 0 });
    expect(await stored()).toBe(8);
  });

  it('a newer reading that finds the same figure still outranks an older one', async () => {
    const now = (await stored()) as number;
    const older = await takeStockReadTicket(app.db);
    const newer = await takeStockReadTicket(app.db);
    expect(await applyInventory(app.deps, reading(newer, now))).toMatchObject({ changed: 0 });
    await applyInventory(app.deps, reading(older, now + 5));
    expect(await stored()).toBe(now);
  });

  it('readings in the order asked store each in turn', async () => {
    await applyInventory(app.deps, reading(await takeStockReadTicket(app.db), 40));
    expect(await stored()).toBe(40);
    await applyInventory(app.deps, reading(await takeStockReadTicket(app.db), 38));
    expect(await stored()).toBe(38);
  });

  it('property: readings stored in any order, some at once, leave the last-asked figure', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(fc.integer({ min: 0, max: 500 }), { minLength: 2, maxLength: 6 })
          .chain((figures) =>
            fc.tuple(
              fc.constant(figures),
              fc.shuffledSubarray(
                figures.map((_, i) => i),
                { minLength: figures.length, maxLength: figures.length },
              ),
              fc.boolean(),
            ),
          ),
        async ([figures, storeOrder, together]) => {
          const tickets: number[] = [];
          for (const _ of figures) tickets.push(await takeStockReadTicket(app.db));
          const store = (i: number) =>
            applyInventory(app.deps, reading(tickets[i] as number, figures[i] as number));
          if (together) await Promise.all(storeOrder.map(store));
          else for (const i of storeOrder) await store(i);
          expect(await stored()).toBe(figures.at(-1));
        },
      ),
      { numRuns: 25 },
    );
  });
});
