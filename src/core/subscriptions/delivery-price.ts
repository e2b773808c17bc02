/**
 * THE price of a delivery (docs/decisions/110-one-delivery-price.md). A line is charged
 * its pack's price (Shopify's line price: the plan's price of one pack) × the packs each delivery
 * carries (Shopify's line quantity); a pack may hold several units (a 2-month plan's 2 jars), so
 * units × the pack's price is never a price. Every surface reads this one rule: the product page's
 * quantity total, the drawer and checkout (priceCart), the stored subscription on the account card
 * and the portal, the reminder, renewal and order-now emails, and the subscriptions report.
 */
import { describeItem } from '../catalog/item-count';
import { formatGBP, multiplyPence, type Pence, sumPence } from '../money';

/** A line as it is charged: the price of one pack and how many packs each delivery carries. */
export type DeliveryLinePrice = { packPricePence: Pence; packs: number };

/** What one delivery of a line costs: pack price × packs per delivery. */
export function computeDeliveryPence(line: DeliveryLinePrice): Pence {
  return multiplyPence(line.packPricePence, line.packs);
}

/** What a delivery charges: the sum of its lines' delivery prices. */
export function computeDeliveryChargePence(lines: readonly DeliveryLinePrice[]): Pence {
  return sumPence(lines.map(computeDeliveryPence));
}

/** A line of a delivery as the emails list it: what ships, counted in units, and its price. */
export type DeliveryLineText = DeliveryLinePrice & {
  productTitle: string;
  variantTitle: string | null;
  /** Units delivered (bottles, jars…): units per pack × packs. */
  units: number;
  /** An item added to one delivery only, not a line of the plan. */
  oneTime?: boolean;
};

/**
 * 'Manuka Honey MGO 514+ (250g), 2 jars per delivery: £96.78': the units that ship in the unit's
 * own noun (as the account card and the drawer count them), never "2 × … £96.78", which reads as
 * two of that price; an added item 'Black Seed Honey (250g), 1 jar, this delivery only: £16.99'.
 */
export function describeDeliveryLine(line: DeliveryLineText): string {
  // The one way every surface names and counts a line (core/catalog/item-count.ts).
  const { text } = describeItem(line);
  const when = line.oneTime ? ', this delivery only' : ' per delivery';
  return `${text}${when}: ${formatGBP(computeDeliveryPence(line))}`;
}
