import { type Pence, sumPence } from '../money';

/**
 * Splits `amount` over `weights` in proportion, largest remainder first (ties: earlier line), so
 * the shares add up to `amount` exactly: how Shopify allocates an order-level discount across
 * the lines, and how the shop spreads one when the lines do not say.
 */
export function allocateProportionally(amount: Pence, weights: readonly Pence[]): Pence[] {
  const total = sumPence(weights);
  if (total === 0) return weights.map(() => 0);
  const shares = weights.map((weight, index) => {
    const exact = BigInt(amount) * BigInt(weight);
    const floor = exact / BigInt(total);
    return { index, floor: Number(floor), remainder: exact - floor * BigInt(total) };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const result = shares.map((share) => share.floor);
  for (const share of order) {
    if (left <= 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}
