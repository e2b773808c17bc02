/**
 * The sandbox's `draftOrderCreate(input: DraftOrderInput!)` (Admin API 2026-10), which trade
 * and cups checkouts use: variant lines at their priceOverride, and an invoiceUrl that opens the
 * sandbox checkout. Any variant of the store can be on a draft, published to the Storefront
 * channel or not. https://shopify.dev/docs/api/admin-graphql/latest/mutations/draftOrderCreate
 */
import { z } from 'zod';
import { formatPenceAsDecimal, multiplyPence, sumPence, tryParsePence } from '../core/money';
import type { AppDeps } from '../server/app-deps';
import { decimal, numericId } from './admin-products';
import { buildSandboxCheckoutUrl } from './cart-payload';
import type { SandboxCartStore } from './sandbox-carts';
import { loadSandboxCatalogue } from './sandbox-catalogue';
import type { SandboxVariant } from './shop-state';

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

/**
 * A draft order as the sandbox keeps it (a `draft-order` document beside its invoice's cart,
 * docs/decisions/133-sandbox-store-complete.md): its invoice opens in any process on the
 * database, and after a restart or a restore.
 */
export type SandboxDraftOrder = {
  id: string;
  cartToken: string;
  invoiceUrl: string;
  email: string | null;
  note: string | null;
  tags: string[];
  subtotalPence: number;
  createdAt: string;
};

export async function createDraftOrder(
  deps: AppDeps,
  carts: SandboxCartStore,
  input: z.output<typeof draftOrderInputSchema>,
) {
  // Draft orders sell any variant of the store, published to the Storefront channel or not.
  const { variants } = await loadSandboxCatalogue(deps);
  const byGid = variants;
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
  // One sequence for every process on the database, so no two drafts share an id.
  const draftSequence = await carts.documents.next('draft-order', 1);
  const draftOrderId = `gid://shopify/DraftOrder/${numericId(`draft:${Date.now()}:${draftSequence}`)}`;
  const cart = await carts.create(
    input.lineItems.map((line) => {
      const row = byGid.get(line.variantId) as SandboxVariant;
      const variantPrice = row.pricePence;
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
  const invoiceUrl = buildSandboxCheckoutUrl(deps.config.publicUrl, cart);
  const draft: SandboxDraftOrder = {
    id: draftOrderId,
    cartToken: cart.token,
    invoiceUrl,
    email: input.email ?? null,
    note: input.note ?? null,
    tags: input.tags ?? [],
    subtotalPence: subtotal,
    createdAt: new Date().toISOString(),
  };
  await carts.documents.put('draft-order', draftOrderId, draft);
  return {
    data: {
      draftOrderCreate: {
        draftOrder: {
          id: draftOrderId,
          invoiceUrl,
          subtotalPriceSet: { shopMoney: money, presentmentMoney: money },
          totalPriceSet: { shopMoney: money, presentmentMoney: money },
        },
        userErrors: [],
      },
    },
  };
}
