/**
 * Money in integer pence. One rounding rule for every computed amount: round half up to whole
 * pence, ONCE, at the end of the computation (docs/spec/catalogue.md). Rates are integer fractions
 * (numerator / denominator) so no floating-point multiplication ever touches a price.
 */

import { groupThousands } from './number-format';

export type Pence = number;

/** A multiplier as an exact integer fraction, e.g. 0.85 = { numerator: 85, denominator: 100 }. */
export type Rate = { numerator: number; denominator: number };

function assertSafeInteger(value: number, label: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a safe integer, got ${value}`);
  }
}

/**
 * Divide two integers and round half up (for n ≥ 0: floor((2n + d) / (2d))).
 * Negative numerators round half away from zero (the mirror image), so -x rounds to -round(x).
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator <= 0) throw new RangeError(`denominator must be positive, got ${denominator}`);
  if (numerator < 0) return -divideRoundHalfUp(-numerator, denominator);
  if (Number.isSafeInteger(2 * numerator + denominator)) {
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  }
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/**
 * pence × quantity × numerator / denominator, rounded half up once at the end.
 * e.g. applyRate({ pence: 1499, quantity: 3, numerator: 85, denominator: 100 }) === 3822.
 */
export function applyRate(options: {
  pence: Pence;
  quantity?: number;
  numerator: number;
  denominator: number;
}): Pence {
  const { pence, quantity = 1, numerator, denominator } = options;
  assertSafeInteger(pence, 'pence');
  assertSafeInteger(quantity, 'quantity');
  assertSafeInteger(numerator, 'numerator');
  const product = BigInt(pence) * BigInt(quantity) * BigInt(numerator);
  if (product >= BigInt(Number.MIN_SAFE_INTEGER) && product <= BigInt(Number.MAX_SAFE_INTEGER)) {
    return divideRoundHalfUp(Number(product), denominator);
  }
  if (denominator <= 0) throw new RangeError(`denominator must be positive, got ${denominator}`);
  const d = BigInt(denominator);
  const negative = product < 0n;
  const absolute = negative ? -product : product;
  const rounded = (2n * absolute + d) / (2n * d);
  const result = Number(negative ? -rounded : rounded);
  assertSafeInteger(result, 'result');
  return result;
}

/** pence × quantity × (100 − percentOff) / 100, rounded half up once. */
export function applyPercentOff(options: {
  pence: Pence;
  quantity?: number;
  percentOff: number;
}): Pence {
  const { pence, quantity = 1, percentOff } = options;
  return applyRate({ pence, quantity, numerator: 100 - percentOff, denominator: 100 });
}

/** pence × quantity (exact, integer). */
export function multiplyPence(pence: Pence, quantity: number): Pence {
  assertSafeInteger(pence, 'pence');
  assertSafeInteger(quantity, 'quantity');
  const result = pence * quantity;
  assertSafeInteger(result, 'result');
  return result;
}

/** The exact sum of integer pence amounts. */
export function sumPence(amounts: readonly Pence[]): Pence {
  let total = 0;
  for (const amount of amounts) {
    assertSafeInteger(amount, 'amount');
    total += amount;
  }
  assertSafeInteger(total, 'total');
  return total;
}

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** The shortest decimal text of a finite number, without exponent notation. */
function formatNumberAsPlainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form only appears for |value| < 1e-6 or ≥ 1e21; toFixed(20) is exact enough for
  // the tiny case (it rounds to 0 pence) and the huge case is rejected by the range check.
  if (Math.abs(value) >= 1e21) throw new RangeError(`amount out of range: ${value}`);
  return value.toFixed(20);
}

/**
 * Parse pounds into integer pence, exactly: '14.99' → 1499, 14.99 → 1499, '1.005' → 101,
 * ' 89 ' → 8900, '-0.50' → -50. Decimal digits beyond pence are rounded half up (away from zero
 * for negatives). A number is read through its shortest decimal text, so 14.99 never drifts
 * to 1498.9999. Throws RangeError on anything that is not a plain decimal amount.
 */
export function parsePence(value: string | number): Pence {
  const result = tryParsePence(value);
  if (result === null) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  return result;
}

/** Like parsePence, but returns null instead of throwing. */
export function tryParsePence(value: string | number): Pence | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
    text = formatNumberAsPlainDecimal(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const pennies = `${fraction}00`.slice(0, 2);
  const rest = fraction.slice(2);
  let pence = BigInt(whole) * 100n + BigInt(pennies);
  if (rest.length > 0 && Number(rest[0]) >= 5) pence += 1n;
  if (pence > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const result = Number(pence);
  return sign === '-' && result !== 0 ? -result : result;
}

/** '14.99' for 1499; '-0.50' for -50; always two decimals, no grouping, no symbol. */
export function formatPenceAsDecimal(pence: Pence): string {
  assertSafeInteger(pence, 'pence');
  const sign = pence < 0 ? '-' : '';
  const absolute = Math.abs(pence);
  const pounds = Math.floor(absolute / 100);
  const pennies = String(absolute % 100).padStart(2, '0');
  return `${sign}${pounds}.${pennies}`;
}

/**
 * '£1,050.00' for 105000, '£0.60' for 60, '-£5.00' for -500 (en-GB, two decimals). Written from
 * the integer pence, not with Intl (core/number-format.ts says why): exact at any amount, and
 * -0 is '£0.00'.
 */
export function formatGBP(pence: Pence): string {
  assertSafeInteger(pence, 'pence');
  const absolute = Math.abs(pence);
  const pounds = groupThousands(Math.floor(absolute / 100));
  const pennies = String(absolute % 100).padStart(2, '0');
  return `${pence < 0 ? '-' : ''}£${pounds}.${pennies}`;
}

/**
 * Pence as a number of pounds with two decimals (1499 → 14.99). Only for places where the spec
 * keeps pounds as a number (the stored cart line); never compute with the result, parse it back
 * with parsePence.
 */
export function convertPenceToPounds(pence: Pence): number {
  return Number(formatPenceAsDecimal(pence));
}
