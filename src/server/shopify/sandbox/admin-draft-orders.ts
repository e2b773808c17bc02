/**
 * The sandbox's `draftOrderCreate(input: DraftOrderInput!)` (Admin API 2026-10), which trade
 * checkouts use: variant lines at their priceOverride, and an invoiceUrl that opens the sandbox
 * checkout. https://shopify.dev/docs/api/admin-graphql/latest/mutations/draftOrderCreate
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { formatPenceAsDecimal, multiplyPence, sumPence, tryParsePence } from '../../../core/money';
import type { AppDeps } from '../../app-deps';
import { products, productVariants } from '../../db/schema/catalog';
import { decimal, numericId } from './admin-products';
import { buildSandboxCheckoutUrl } from './cart-payload';
import type { SandboxCartStore } from './sandbox-carts';

const attributeSchema = z.object({ key: z.string(), value: z.string() });

/**
 * DraftOrderInput as far as the shop uses it (Admin API 2026-10). `.strict()` on the line: a
 * field the version does not have (e.g. sellingPlanId, only from 2027-01) is an invalid variable.
 */
export const draftOrderInputSchema = z.object({
  email: z.string().optional(),
  note: z.string().optional(),
  tags: z.array(z.string()).optional(),
  customAttributes: z.array(attributeSchema).optional(),
  lineItems: z
    .array(
      z
        .object({
          variantId: z.string().min(1),
          quantity: z.number().int(),
          priceOverride: z
            .object({ amount: decimal, currencyCode: z.string().length(3) })
            .optional(),
          customAttributes: z.array(attributeSchema).optional(),
        })
        .strict(),
    )
    .min(1),
});

export const DRAFT_ORDER_CREATE_COST = 10;
let draftSequence = 0;

export async function createDraftOrder(
  deps: AppDeps,
  carts: SandboxCartStore,
  input: z.output<typeof draftOrderInputSchema>,
) {
  const gids = [...new Set(input.lineItems.map((line) => line.variantId))];
  const rows = await deps.db
    .select({
      gid: productVariants.shopifyGid,
      variantTitle: productVariants.title,
      price: productVariants.price,
      productTitle: products.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.shopifyGid, gids), eq(products.published, true)));
  const byGid = new Map(rows.map((row) => [row.gid, row]));
  const userErrors: { field: string[]; message: string }[] = [];
  input.lineItems.forEach((line, index) => {
    if (!byGid.has(line.variantId)) {
      userErrors.push({
        field: ['lineItems', String(index), 'variantId'],
        message: 'Product with ID could not be found.',
      });
    }
    if (line.quantity < 1) {
      userErrors.push({
        field: ['lineItems', String(index), 'quantity'],
        message: 'Quantity must be greater than or equal to 1',
      });
    }
    const override = line.priceOverride;
    if (override && (override.currencyCode !== 'GBP' || tryParsePence(override.amount) === null)) {
      userErrors.push({
        field: ['lineItems', String(index), 'priceOverride'],
        message: 'Price override must be an amount in the draft order currency (GBP)',
      });
    }
  });
  if (userErrors.length > 0) {
    return { data: { draftOrderCreate: { draftOrder: null, userErrors } } };
  }
  draftSequence++;
  const draftOrderId = `gid://shopify/DraftOrder/${numericId(`draft:${Date.now()}:${draftSequence}`)}`;
  const cart = carts.create(
    input.lineItems.map((line) => {
      const row = byGid.get(line.variantId) as (typeof rows)[number];
      const variantPrice = tryParsePence(row.price) ?? 0;
      const price = line.priceOverride
        ? (tryParsePence(line.priceOverride.amount) ?? 0)
        : variantPrice;
      return {
        merchandiseId: line.variantId,
        productTitle: row.productTitle,
        variantTitle: row.variantTitle,
        quantity: line.quantity,
        unitPricePence: price,
        compareAtPricePence: variantPrice,
        attributes: line.customAttributes ?? [],
        sellingPlan: null,
      };
    }),
    {
      attributes: input.customAttributes ?? [],
      buyerEmail: input.email ?? null,
      draftOrderId,
    },
  );
  const subtotal = sumPence(cart.lines.map((l) => multiplyPence(l.unitPricePence, l.quantity)));
  const money = { amount: formatPenceAsDecimal(subtotal), currencyCode: 'GBP' };
  return {
    data: {
      draftOrderCreate: {
        draftOrder: {
          id: draftOrderId,
          invoiceUrl: buildSandboxCheckoutUrl(deps.config.publicUrl, cart),
          subtotalPriceSet: { shopMoney: money, presentmentMoney: money },
          totalPriceSet: { shopMoney: money, presentmentMoney: money },
        },
        userErrors: [],
      },
    },
  };
}
