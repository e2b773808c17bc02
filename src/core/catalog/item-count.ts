/**
 * How every surface names and counts what a line ships (decisions/110 and 122): the catalogue's
 * name and size, then the units that ship in the unit's own noun — 'Shilajit Resin (30g), 6 jars',
 * 'Professional Cupping Cups (B1 (60 mm)), 100 cups'. Never Shopify's packing option
 * ('30g / 3-pack', '100+ cups, pack of 50') as the name, and never the packs as the count. Where a
 * document shows Shopify's line arithmetic (quantity × the pack's price: the VAT invoice, the
 * order email, Order History, the packing slip's Qty), the packs follow the units:
 * 'Shilajit Resin (30g), 6 jars (2 packs of 3)'. The drawer, the cups page, the subscription
 * emails, the account card, the order documents and the admin read it here.
 */
import { formatUnits, selectUnitNoun } from './unit-noun';

/** Shopify's names for a product's only variant, which say nothing to a shopper. */
const DEFAULT_VARIANT_TITLES = new Set(['Default Title', 'Default']);

/** Shopify's option values for how a line is packed, not what it is: '1', '2-pack', '100+ cups, pack of 50'. */
const PACKING_OPTION = /^(\d+|\d+-pack|\d+\+ cups, pack of \d+)$/i;

/** The catalogue's size of a variant title, without Shopify's packing option: '30g / 3-pack' → '30g'. */
export function catalogueSizeName(variantTitle: string | null): string | null {
  if (variantTitle === null) return null;
  const parts = variantTitle
    .split(' / ')
    .map((part) => part.trim())
    .filter(
      (part) => part !== '' && !PACKING_OPTION.test(part) && !DEFAULT_VARIANT_TITLES.has(part),
    );
  return parts.length > 0 ? parts.join(' / ') : null;
}

export type CountedItem = {
  productTitle: string;
  variantTitle: string | null;
  /** Units that ship (bottles, jars, cups). */
  units: number;
  /** Shopify's line quantity (packs of units); absent where no pack arithmetic is shown. */
  packs?: number;
};

export type ItemWords = {
  /** 'Shilajit Resin (30g)'. */
  name: string;
  /** '6 jars'. */
  count: string;
  /** '2 packs of 3', '1 pack of 2'; null when each pack is one unit (or packs are unknown). */
  packs: string | null;
  /** 'Shilajit Resin (30g), 6 jars'. */
  text: string;
  /** 'Shilajit Resin (30g), 6 jars (2 packs of 3)': beside a quantity × pack price. */
  textWithPacks: string;
};

export function describeItem(item: CountedItem): ItemWords {
  const size = catalogueSizeName(item.variantTitle);
  const name = size === null ? item.productTitle : `${item.productTitle} (${size})`;
  const count = formatUnits(
    item.units,
    selectUnitNoun({ title: item.productTitle, variantTitle: size }),
  );
  const perPack = item.packs && item.packs > 0 ? item.units / item.packs : 1;
  const packs =
    item.packs !== undefined && Number.isInteger(perPack) && perPack > 1
      ? `${item.packs} ${item.packs === 1 ? 'pack' : 'packs'} of ${perPack}`
      : null;
  const text = `${name}, ${count}`;
  return { name, count, packs, text, textWithPacks: packs === null ? text : `${text} (${packs})` };
}
