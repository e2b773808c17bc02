import type { StockStatus } from '../catalog/stock';
import type { ProductContent } from '../content/product-content';
import type { StaffRole } from '../staff/staff-roles';
import type { ReviewSummaryDto } from './reviews';

// Response shapes of the public store API (/api/store/*, /api/me). The server builds these;
// the browser reads them. Prices are decimal strings in pounds ('14.99'), as stored.

export type CollectionDto = {
  id: string;
  handle: string;
  title: string;
  description: string | null;
  sortOrder: number;
};

/** A collection in the list every page's menu reads: no description (no page shows it from the
 * list; the shop page shows its listing's own `collection`), so every document embeds less
 * (docs/decisions/134-first-paint-in-one-window.md). */
export type CollectionSummaryDto = Omit<CollectionDto, 'description'>;

export type VariantDto = {
  id: string;
  productId: string;
  title: string;
  price: string;
  compareAtPrice: string | null;
  shopifyGid: string | null;
  /** From the synced inventory quantity. */
  stock: StockStatus;
  /**
   * Units left to sell (the synced inventory, never below 0), or null when stock is not tracked:
   * add to cart and the drawer cap a line's units with it (as Shopify's Storefront API exposes
   * ProductVariant.quantityAvailable).
   */
  available: number | null;
};

export type ProductImageDto = { src: string; alt: string };

export type ProductSummaryDto = {
  id: string;
  handle: string;
  title: string;
  description: string;
  type: string;
  imageUrl: string | null;
  tags: string[];
  sortOrder: number;
  /** The cheapest variant (variants ordered by price ascending), or null when it has none. */
  cheapestVariant: VariantDto | null;
};

export type ProductDetailDto = {
  id: string;
  handle: string;
  title: string;
  description: string;
  /** Sanitised on the server with an allow-list. */
  bodyHtml: string;
  vendor: string;
  type: string;
  tags: string[];
  imageUrl: string | null;
  images: ProductImageDto[];
  seoTitle: string | null;
  seoDescription: string | null;
  /** Ordered by price ascending. */
  variants: VariantDto[];
  /** Count and average of the approved reviews: real data only. */
  reviews: ReviewSummaryDto;
  /** Per-handle page copy (benefits, how to use, FAQs…): sent with the product so the page's
   * JavaScript does not carry every product's copy. */
  content: ProductContent;
  /** `content.isConsumable`: whether the page shows the marketing sections (read before they
   * hydrate, so on its own beside `content`). */
  isConsumable: boolean;
  /**
   * Up to 4 other published retail products for "You may also like": from the same collection
   * first, else others (read with the product, in the same query). Never a wholesale-only product.
   */
  related: RelatedProductDto[];
};

/** The product as a page's HTML embeds it: without the description's HTML, the copy and the
 * related products, which only sections that hydrate late show (they read ProductExtrasDto,
 * fetched when they hydrate), and without the fields no page reads (the head is the server's). */
export type ProductPageDto = Omit<
  ProductDetailDto,
  'bodyHtml' | 'content' | 'related' | 'seoTitle' | 'seoDescription' | 'vendor'
>;
/** What the late sections of a product page show (the info accordion, the marketing sections,
 * "You may also like"). */
export type ProductExtrasDto = Pick<ProductDetailDto, 'bodyHtml' | 'content' | 'related'>;

/** A related product: its card's data and the collection it is shown from (null: none). */
export type RelatedProductDto = ProductSummaryDto & { collectionHandle: string | null };

/** GET /api/store/collections */
export type CollectionListResponse = { collections: CollectionSummaryDto[] };
/** GET /api/store/collections/:handle/products ('all' lists every retail product by sort_order) */
export type CollectionProductsResponse = {
  collection: CollectionDto | null;
  products: ProductSummaryDto[];
};
/** GET /api/store/products?type=&limit= */
export type ProductListResponse = { products: ProductSummaryDto[] };
/** GET /api/store/products/:handle (404 { error: { code: 'product_not_found' } }) */
export type ProductDetailResponse = { product: ProductDetailDto };

/** GET /api/store/config: the only configuration the browser sees. */
export type StoreConfigDto = {
  shopName: string;
  titleSuffix: string;
  supportEmail: string;
  platformName: string;
  storefront: {
    endpoint: string;
    accessToken: string;
    apiVersion: string;
    isSandbox: boolean;
  };
  socialProofEnabled: boolean;
  socialWidgetId: string | null;
  mapEmbedUrl: string | null;
  /** Hosts an admin image URL may use over https (IMAGE_HOSTS); absent: the default list. */
  imageHosts?: string[];
};

export type WholesaleStatusDto = 'pending' | 'approved' | 'rejected' | null;

/** GET /api/me: who is signed in, for the header and route guards. */
export type MeResponse = {
  /** emailVerified false: the account shows "confirm your email" and nothing linked by email. */
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
  roles: string[];
  isAdmin: boolean;
  /** The admin's back-office role (null for everyone else); the admin UI hides what it cannot use. */
  staffRole?: StaffRole | null;
  wholesaleStatus: WholesaleStatusDto;
  /**
   * Admins only (null otherwise): whether a second factor is enrolled and this session passed it.
   * The admin area sends an admin without one to enrol.
   */
  adminAssurance?: { hasFactor: boolean; level: 'aal1' | 'aal2' } | null;
};

/** Every error response: { error: { code, message, fields? } } */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

/** One wholesale product with trade pricing (GET /api/wholesale/products, approved accounts only). */
export type WholesaleProductDto = {
  id: string;
  handle: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /** The cheapest variant: its price is the wholesale price. */
  variant: VariantDto;
  /** The trade price, before VAT. */
  wholesalePrice: string;
  /** The product's VAT rate and the trade price with VAT added (core/pricing/trade-vat.ts). */
  vatRatePercent: number;
  wholesalePriceIncVat: string;
  /** compare_at_price, else wholesale × 1.67 (rounded half up to pence). */
  retailPrice: string;
  /** round((retail − wholesale) / retail × 100) */
  profitPercent: number;
};
export type WholesaleProductsResponse = { products: WholesaleProductDto[] };

/** One line of a past trade order, as it would be bought today. */
export type TradeReorderLineDto = {
  product: WholesaleProductDto;
  /** Units to put in the trade cart (the order's, or fewer when less is left). */
  quantity: number;
};

/** GET /api/wholesale/orders/:id/reorder: today's lines and what changed since the order. */
export type TradeReorderResponse = {
  orderNumber: string;
  lines: TradeReorderLineDto[];
  /** Sentences for the buyer: a price that changed, fewer units left, a product gone. */
  changes: string[];
};
