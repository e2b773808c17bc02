/**
 * What the sandbox's Admin API has created in this process (products and variants by productSet,
 * selling plan groups by sellingPlanGroupCreate), shared with its Storefront API so a cart can buy
 * them as on Shopify: a variant at its price, or with a selling plan of a group it belongs to
 * (PRICE policy = the new item price, PERCENTAGE = percent off). The shop's own catalogue (the
 * ids the last export kept, else ids derived from the base gid; storefront-api.ts) comes first.
 */
import { divideRoundHalfUp, type Pence, tryParsePence } from '../core/money';
import {
  createSandboxPublicationState,
  SANDBOX_STOREFRONT_PUBLICATION_ID,
} from './admin-publications';
import type { SandboxDocuments } from './sandbox-documents';
import { createSellingPlanGroupStore } from './selling-plan-groups';
import { createSandboxUrlRedirects } from './url-redirects';

export type SandboxShopVariant = { id: string; sku: string | null; price: string; title: string };
export type SandboxShopProduct = {
  id: string;
  handle: string;
  title: string;
  variants: SandboxShopVariant[];
};

/** A selling plan as a cart line is allocated it: what it charges and commits the buyer to. */
export type SandboxPlanOffer = {
  name: string;
  /** The item price the plan charges each delivery. */
  pricePence: Pence;
  /** Days between deliveries (and charges). */
  intervalDays: number;
  /** The billing policy's minimum number of cycles; null when the plan has none. */
  minCycles: number | null;
};

/** A purchasable variant as the sandbox storefront sees it. */
export type SandboxVariant = {
  /** Published to the Storefront channel (cartCreate sells it); false: draft orders only. */
  storefront?: boolean;
  productTitle: string;
  variantTitle: string;
  pricePence: Pence;
  /** Selling plans of the variant's selling plan groups, with the item price they charge. */
  plans: Map<string, SandboxPlanOffer>;
};

export function createSandboxShopState(options: { documents?: SandboxDocuments } = {}) {
  const products = new Map<string, SandboxShopProduct>();

  function findVariant(id: string) {
    for (const product of products.values()) {
      const variant = product.variants.find((v) => v.id === id);
      if (variant) return { product, variant };
    }
    return null;
  }

  const sellingPlanGroups = createSellingPlanGroupStore((id) => findVariant(id) !== null);
  const publications = createSandboxPublicationState(options.documents);
  const urlRedirects = createSandboxUrlRedirects();

  /**
   * Whether the Storefront API's channel sells the variant, as `unpublished` (publications'
   * one read) says: neither it nor its product is unpublished from that channel
   * (publishableUnpublish). Variants the admin never created are published unless the caller's
   * catalogue says otherwise.
   */
  function isOnStorefront(variantId: string, unpublished: Map<string, Set<string>>): boolean {
    const found = findVariant(variantId);
    const channel = SANDBOX_STOREFRONT_PUBLICATION_ID;
    if (found && unpublished.get(found.product.id)?.has(channel)) return false;
    return !unpublished.get(variantId)?.has(channel);
  }

  /** Every admin-created variant with a readable price, with the plans of its groups. */
  function storefrontVariants(unpublished: Map<string, Set<string>>): Map<string, SandboxVariant> {
    const variants = new Map<string, SandboxVariant>();
    for (const product of products.values()) {
      for (const variant of product.variants) {
        const pricePence = tryParsePence(variant.price);
        if (pricePence === null) continue;
        variants.set(variant.id, {
          storefront: isOnStorefront(variant.id, unpublished),
          productTitle: product.title,
          variantTitle: variant.title,
          pricePence,
          plans: new Map(),
        });
      }
    }
    for (const group of sellingPlanGroups.list()) {
      for (const variantId of group.productVariantIds) {
        const variant = variants.get(variantId);
        if (!variant) continue;
        for (const plan of group.plans) {
          // Percent in hundredths so 12.5% stays an integer computation.
          const off = divideRoundHalfUp(
            variant.pricePence * Math.round(plan.percentageOff * 100),
            10_000,
          );
          variant.plans.set(plan.id, {
            name: plan.name,
            pricePence: plan.fixedPricePence ?? variant.pricePence - off,
            intervalDays: plan.intervalDays,
            minCycles: plan.minCycles,
          });
        }
      }
    }
    return variants;
  }

  return {
    products,
    sellingPlanGroups,
    publications,
    urlRedirects,
    findVariant,
    isOnStorefront,
    storefrontVariants,
  };
}

export type SandboxShopState = ReturnType<typeof createSandboxShopState>;
