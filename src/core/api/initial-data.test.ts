import { describe, expect, it } from 'vitest';
import { serializeInitialData } from './initial-data';

describe('serializeInitialData', () => {
  const value = {
    queries: [{ key: ['product', 'x'], data: { copy: '</script><!-- a & b > c \u2028\u2029 £’' } }],
  };

  it('escapes every character that could end or confuse a script element, and nothing else', () => {
    expect(serializeInitialData(value)).toBe(
      '{"queries":[{"key":["product","x"],"data":{"copy":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028\\u2029 £’"}}]}',
    );
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeInitialData(value))).toEqual(value);
  });
});
