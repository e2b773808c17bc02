import { describe, expect, it } from 'vitest';
import {
  addDays,
  FAULTY_DETAILS_MESSAGE,
  lastReturnDay,
  NOT_DELIVERED_MESSAGE,
  OPENED_CHANGED_MIND_MESSAGE,
  RETURN_ITEMS_MESSAGE,
  type ReturnContext,
  returnedLinePence,
  returnQuantityMessage,
  returnRequestSchemaFor,
  returnWindowMessage,
} from './return-request';

const LINE = '11111111-1111-4111-8111-111111111111';
const context = (over: Partial<ReturnContext> = {}): ReturnContext => ({
  deliveredOn: '2026-10-20',
  today: '2026-10-25',
  orderType: 'retail',
  returnable: { [LINE]: 2 },
  ...over,
});
const fieldsOf = (ctx: ReturnContext, body: unknown) => {
  const result = returnRequestSchemaFor(ctx).safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const ask = (quantity: number, opened = false, reason = 'changed-mind', details = '') => ({
  reason,
  details,
  items: [{ orderItemId: LINE, quantity, opened }],
});

describe('return windows in London dates', () => {
  it('counts calendar days across the clocks going back (25 October 2026)', () => {
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
    expect(lastReturnDay('changed-mind', '2026-10-20')).toBe('2026-11-03');
    expect(lastReturnDay('faulty', '2026-10-20')).toBe('2026-11-19');
    expect(lastReturnDay('not-happy', '2026-10-20')).toBe('2026-12-19');
  });

  it('takes a change of mind on the 14th day and refuses it on the 15th', () => {
    expect(fieldsOf(context({ today: '2026-11-03' }), ask(1))).toEqual({});
    expect(fieldsOf(context({ today: '2026-11-04' }), ask(1))).toEqual({
      reason: returnWindowMessage('changed-mind', '2026-11-03'),
    });
    // The guarantee still covers it, opened too.
    expect(fieldsOf(context({ today: '2026-11-04' }), ask(1, true, 'not-happy'))).toEqual({});
  });

  it('refuses before delivery', () => {
    expect(fieldsOf(context({ deliveredOn: null }), ask(1))).toEqual({
      reason: NOT_DELIVERED_MESSAGE,
    });
  });
});

describe('what may be returned', () => {
  it('bounds quantities by what is left, needs one item, and refuses opened goods for a change of mind', () => {
    expect(fieldsOf(context(), ask(3))).toEqual({ 'items.0.quantity': returnQuantityMessage(2) });
    expect(fieldsOf(context({ returnable: { [LINE]: 0 } }), ask(1))).toEqual({
      'items.0.quantity': 'Nothing of this item is left to return',
    });
    expect(fieldsOf(context(), ask(0))).toEqual({ items: RETURN_ITEMS_MESSAGE });
    expect(fieldsOf(context(), ask(1, true))).toEqual({
      'items.0.opened': OPENED_CHANGED_MIND_MESSAGE,
    });
    expect(fieldsOf(context(), ask(1, true, 'faulty'))).toEqual({
      details: FAULTY_DETAILS_MESSAGE,
    });
    expect(fieldsOf(context(), ask(1, true, 'faulty', 'Lid cracked'))).toEqual({});
  });
});

describe('returnedLinePence', () => {
  it('shares a line over its items so that the returns of the whole line add up to its total', () => {
    const line = { lineTotalPence: 1000, lineQuantity: 3 };
    const first = returnedLinePence({ ...line, alreadyReturned: 0, quantity: 1 });
    const second = returnedLinePence({ ...line, alreadyReturned: 1, quantity: 1 });
    const third = returnedLinePence({ ...line, alreadyReturned: 2, quantity: 1 });
    expect([first, second, third]).toEqual([333, 333, 334]);
    expect(returnedLinePence({ ...line, alreadyReturned: 0, quantity: 3 })).toBe(1000);
    expect(returnedLinePence({ ...line, alreadyReturned: 3, quantity: 1 })).toBe(0);
  });
});
