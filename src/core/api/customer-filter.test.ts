import { describe, expect, it } from 'vitest';
import {
  adminCustomersQuerySchema,
  customerFilterSchema,
  CUSTOMER_FILTER_MESSAGES as M,
} from './admin-customers';

const messages = (value: unknown) => {
  const result = customerFilterSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the customers filter', () => {
  it('reads a query string and a saved segment alike', () => {
    const query = adminCustomersQuerySchema.parse({
      tag: ' VIP ',
      minSpentPence: '1500',
      noOrderInDays: '90',
      subscription: 'active',
      trade: 'none',
    });
    expect(query).toEqual({
      tag: 'vip',
      minSpentPence: 1500,
      noOrderInDays: 90,
      subscription: 'active',
      trade: 'none',
      sort: 'spend',
      page: 1,
    });
    expect(customerFilterSchema.parse({ minSpentPence: 1500, noOrderInDays: 90 })).toEqual({
      minSpentPence: 1500,
      noOrderInDays: 90,
    });
  });

  it('refuses each bad value with its own message', () => {
    expect(messages({ minSpentPence: '-5' })).toEqual([['minSpentPence', M.minSpentPence]]);
    expect(messages({ minSpentPence: '12.5' })).toEqual([['minSpentPence', M.minSpentPence]]);
    expect(messages({ maxSpentPence: 'lots' })).toEqual([['maxSpentPence', M.maxSpentPence]]);
    expect(messages({ minSpentPence: 500, maxSpentPence: 400 })).toEqual([
      ['maxSpentPence', M.spendRange],
    ]);
    expect(messages({ lastOrderAfter: '2026-13-01' })).toEqual([
      ['lastOrderAfter', M.lastOrderAfter],
    ]);
    expect(messages({ lastOrderAfter: '2026-10-10', lastOrderBefore: '2026-10-10' })).toEqual([
      ['lastOrderAfter', M.dateRange],
    ]);
    expect(messages({ noOrderInDays: '0' })).toEqual([['noOrderInDays', M.noOrderInDays]]);
    expect(messages({ noOrderInDays: '3651' })).toEqual([['noOrderInDays', M.noOrderInDays]]);
    expect(messages({ subscription: 'lapsed' })).toEqual([['subscription', M.subscription]]);
    expect(messages({ trade: 'rejected' })).toEqual([['trade', M.trade]]);
    expect(messages({ tag: 'x'.repeat(41) })).toEqual([['tag', M.tag]]);
    expect(messages({ tags: 'vip' })[0]?.[0]).toBe('');
  });
});
