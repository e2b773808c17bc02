import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// e2e/order-cancellation.spec.ts asserts the exact stock of one product on the admin server, where
// other journeys buy too: no other journey may name that product, by handle, title or SKU.
const e2eDir = new URL('../e2e', import.meta.url).pathname;
const NAMES = ['cod-liver-oil-liquid', 'Norwegian Cod Liver Oil', 'HH-CLO-250ML'];

describe('the order-cancellation journey has its product to itself', () => {
  it('is the only journey that names Norwegian Cod Liver Oil', () => {
    const naming = readdirSync(e2eDir)
      .filter((file) => /\.(ts|mts|mjs)$/.test(file))
      .filter((file) => {
        const text = readFileSync(join(e2eDir, file), 'utf8').toLowerCase();
        return NAMES.some((name) => text.includes(name.toLowerCase()));
      });
    expect(naming).toEqual(['order-cancellation.spec.ts']);
  });
});

// e2e/returns.spec.ts asserts the exact stock of the jar it returns, on the shop server: no other
// journey may buy it, by handle or SKU (the search journey names its title, reading only).
const RETURNED = ['manuka-honey-mgo-514', 'HH-MH514-250G'];

describe('the returns journey has its jar to itself', () => {
  it('is the only journey that names Manuka Honey MGO 514+ by handle or SKU', () => {
    const naming = readdirSync(e2eDir)
      .filter((file) => /\.(ts|mts|mjs)$/.test(file))
      .filter((file) => {
        const text = readFileSync(join(e2eDir, file), 'utf8').toLowerCase();
        return RETURNED.some((name) => text.includes(name.toLowerCase()));
      });
    expect(naming).toEqual(['returns.spec.ts']);
  });
});
