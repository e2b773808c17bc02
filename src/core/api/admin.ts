// Response shapes of /api/admin (types only: the web app imports them with `import type`).

import type { VatRatePercent } from '../pricing/vat';
import type { OrderStatus, WholesaleStatus } from './statuses';

export type AdminApplicationDto = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  businessType: string;
  yearsInBusiness: string;
  numberOfLocations: string;
  annualRevenueRange: string;
  primaryMarket: string;
  estimatedMonthlyOrderVolume: string;
  productInterests: string[];
  website: string | null;
  /** Every answer of the application, labelled as the form labels it. */
  answers: { label: string; value: string }[];
  city: string;
  country: string;
  status: WholesaleStatus;
  approvedAt: string | null;
  /** The last decision's reason (required when a decision was changed), time and admin's name. */
  decisionReason: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  createdAt: string;
};

export type AdminApplicationsResponse = { applications: AdminApplicationDto[] };

export type AdminOrderItemDto = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  /** Decimal pounds, as stored ('14.99'). */
  price: string;
  /** Bottles / jars / cups shipped (null for orders stored before units were recorded). */
  units: number | null;
  purchaseOption: string | null;
  lineTotalPence: number | null;
  sellingPlanName: string | null;
};

export type AdminOrderDto = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  orderType: 'retail' | 'wholesale';
  totalAmount: string;
  /** What Shopify charged, integer pence (null for older orders). */
  totalPence: number | null;
  /** What the server priced for the checkout (null when the order did not come from it). */
  pricedTotalPence: number | null;
  /** Charged ≠ priced: the admin must look at this order. */
  priceMismatch: boolean;
  /** Why the order is on hold (empty when it is not). */
  holdReasons: string[];
  createdAt: string;
  items: AdminOrderItemDto[];
};

export type AdminOrdersResponse = {
  orders: AdminOrderDto[];
  page: number;
  pageSize: number;
  total: number;
  /** Orders on hold in the whole shop (the badge staff see whatever the filter). */
  onHold: number;
};

export type AdminProductListItemDto = {
  id: string;
  title: string;
  handle: string;
  type: string;
  published: boolean;
  imageUrl: string | null;
  variantCount: number;
  /** The lowest and highest variant price, in pence (equal for one variant; null without any). */
  minPricePence: number | null;
  maxPricePence: number | null;
  /** Units left across the variants whose stock is tracked; null when none is tracked. */
  stock: number | null;
  createdAt: string;
};

export type AdminProductsResponse = { products: AdminProductListItemDto[] };

export type AdminVariantDto = {
  id: string;
  title: string;
  price: string;
  compareAtPrice: string | null;
  shopifyGid: string | null;
  sku: string | null;
  /** Units on sale (Shopify's available quantity as last synced or set); null: not tracked. */
  inventoryQuantity: number | null;
};

export type AdminProductDto = {
  id: string;
  title: string;
  handle: string;
  body_html: string;
  vendor: string;
  type: string;
  product_category: string;
  /** UK VAT rate in percent: 20 or 0 (core/pricing/vat.ts). */
  vat_rate_percent: VatRatePercent;
  published: boolean;
  image_url: string | null;
  seo_title: string | null;
  seo_description: string | null;
  tags: string[];
  created_at: string;
  sort_order: number;
  variants: AdminVariantDto[];
  collectionIds: string[];
  /** Former handles whose /product/ URL answers 301 to this product. */
  redirected_handles: string[];
};

export type AdminProductResponse = {
  product: AdminProductDto;
  /** After a handle change: the URL redirect on Shopify (the shop's own 301 works regardless). */
  shopifyRedirect?:
    | { status: 'created'; path: string; target: string }
    | { status: 'refused' | 'failed'; path: string; target: string; message: string };
};

export type AdminCollectionDto = {
  id: string;
  title: string;
  handle: string;
  sortOrder: number;
  productCount: number;
};

export type AdminCollectionsResponse = { collections: AdminCollectionDto[] };

/** A row of a sortable list: the product plus its position (sort_order or collection position). */
export type AdminOrderingRowDto = {
  id: string;
  title: string;
  handle: string;
  type: string;
  imageUrl: string | null;
  published: boolean;
  position: number;
};

export type AdminOrderingResponse = { products: AdminOrderingRowDto[] };

export type ExportErrorDto = { handle: string; title: string; message: string };

export type ExportProgressEvent = { done: number; total: number };

export type ExportResultDto = {
  exported: number;
  total: number;
  message: string;
  errors: ExportErrorDto[];
};
