import { describe, expect, it } from 'vitest';
import {
  API_VERSION_WARNING_DAYS,
  apiVersionDaysLeft,
  apiVersionSupportWindow,
  apiVersionWarning,
  DEFAULT_SHOPIFY_API_VERSION,
  isQuarterlyApiVersion,
} from './api-version';

describe('the Shopify API version support window', () => {
  it('the default version has more than 90 days of support left today (move it on when this fails)', () => {
    const now = new Date();
    const days = apiVersionDaysLeft(DEFAULT_SHOPIFY_API_VERSION, now);
    expect(
      days,
      `${DEFAULT_SHOPIFY_API_VERSION} ends support on ${apiVersionSupportWindow(DEFAULT_SHOPIFY_API_VERSION).endsAt.toISOString()}`,
    ).toBeGreaterThan(API_VERSION_WARNING_DAYS);
    expect(apiVersionWarning(DEFAULT_SHOPIFY_API_VERSION, now)).toBeNull();
  });

  it('supports each quarterly version for 12 months from 17:00 UTC on its release day', () => {
    expect(apiVersionSupportWindow('2026-10')).toEqual({
      releasedAt: new Date('2026-10-01T17:00:00.000Z'),
      endsAt: new Date('2027-10-01T17:00:00.000Z'),
    });
    expect(isQuarterlyApiVersion('2026-04')).toBe(true);
    expect(isQuarterlyApiVersion('2026-05')).toBe(false);
    expect(() => apiVersionSupportWindow('2026-05')).toThrow(
      '2026-05 is not a quarterly Shopify API version',
    );
  });

  it('warns from 90 days before the end of support, and after it', () => {
    expect(apiVersionDaysLeft('2026-10', new Date('2027-07-02T17:00:00.000Z'))).toBe(91);
    expect(apiVersionWarning('2026-10', new Date('2027-07-02T17:00:00.000Z'))).toBeNull();
    expect(apiVersionWarning('2026-10', new Date('2027-07-03T17:00:00.000Z'))).toBe(
      'SHOPIFY_API_VERSION 2026-10 reaches its end of support on 2027-10-01 (90 days): move to a newer version.',
    );
    expect(apiVersionWarning('2025-07', new Date('2026-11-26T12:00:00.000Z'))).toBe(
      'SHOPIFY_API_VERSION 2025-07 is past its end of support (2026-07-01): Shopify answers with the oldest supported version instead. Move to a newer version.',
    );
    expect(apiVersionWarning('2027-01', new Date('2026-11-26T12:00:00.000Z'))).toBe(
      'SHOPIFY_API_VERSION 2027-01 is not released until 2027-01-01: Shopify treats it as a release candidate',
    );
  });
});
