import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins truthy class names', () => {
    expect(cn('a', false, null, undefined, '', 'b', 0, 'c')).toBe('a b c');
    expect(cn()).toBe('');
  });
});
