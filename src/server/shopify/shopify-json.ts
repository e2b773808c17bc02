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

/**
 * JSON.parse for Shopify's webhook bodies, keeping every integer beyond 2^53 exact: Shopify's ids
 * are 64-bit (its documented examples carry 18-digit ids such as 820982911946154508), which a
 * JavaScript number cannot hold, so such an integer is read as its digits (a string). Every other
 * value parses as JSON.parse reads it. Throws SyntaxError as JSON.parse does.
 */
export function parseShopifyJson(text: string): unknown {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      // Skip the string, escapes included.
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
      const token = match?.[0] ?? char;
      if (match && !match[1] && !match[2] && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(last, i)}"${token}"`;
        last = i + token.length;
      }
      i += token.length;
      continue;
    }
    i++;
  }
  return JSON.parse(out + text.slice(last));
}
