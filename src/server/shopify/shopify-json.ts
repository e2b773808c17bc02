/**
 * JSON as Shopify's (Ruby on Rails) webhooks write it: compact, non-ASCII characters as they are
 * (UTF-8), and `&`, `<`, `>`, U+2028 and U+2029 escaped as \u0026, \u003c, \u003e, \u2028 and
 * \u2029 (ActiveSupport's JSON encoding). The sandbox sends its webhook bodies in this form, so
 * a receiver that verifies the HMAC over anything but the raw bytes fails as it would on Shopify.
 */
const ESCAPED = /[&<>\u2028\u2029]/g;

export function toShopifyJson(value: unknown): string {
  return JSON.stringify(value).replace(
    ESCAPED,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
