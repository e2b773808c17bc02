/**
 * The UK VAT invoice of an order: seller name, address and VAT number,
 * invoice number and date, the customer's billing and delivery addresses, and each line with its
 * VAT rate and amount (src/core/pricing/vat.ts), totals excluding and including VAT. Integer pence.
 */

import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { CreditNoteDto } from '../../core/api/account';
import { describeItem } from '../../core/catalog/item-count';
import { DEFAULT_BUSINESS_ADDRESS, formatAddressLines } from '../../core/content/contact-info';
import { toLondonDate } from '../../core/dates';
import { tryParsePence } from '../../core/money';
import {
  buildOrderDocument,
  type StoredOrderLine,
  type StoredOrderTotals,
} from '../../core/orders/order-document';
import { netPaidPence } from '../../core/orders/payment-status';
import {
  buildVatBreakdown,
  toVatRatePercent,
  type VatBreakdown,
  type VatLineInput,
  vatIncludedPence,
} from '../../core/pricing/vat';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type PostalAddress, profiles } from '../db/schema/account';
import { products } from '../db/schema/catalog';
import { type OrderShippingAddress, orderItems, orders } from '../db/schema/orders';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { AppError } from '../http/errors';
import { creditNotesOfOrders } from './credit-note-list';

/** order_items.purchase_option of a trade line (src/server/shopify/merchandise.ts). */
const TRADE_PURCHASE_OPTION = 'trade';

export type VatInvoice = {
  invoiceNumber: string;
  orderNumber: string;
  /** The tax point: when the order was paid ('YYYY-MM-DD', London). */
  invoiceDate: string;
  seller: { name: string; addressLines: string[]; vatNumber: string; email: string };
  customer: {
    email: string;
    billingAddressLines: string[];
    deliveryAddressLines: string[];
    /** A trade order: the wholesale account's company, its address and VAT number. */
    company: { name: string; addressLines: string[]; vatNumber: string | null } | null;
  };
  /** Trade lines are priced before VAT, which is added (core/pricing/trade-vat.ts). */
  pricesExcludeVat: boolean;
  /** The lines before the discount code, and the code's discount (core/orders/order-document.ts). */
  subtotalPence: number;
  discountCode: string | null;
  discountPence: number;
  /** Each line's VAT on what it charged after its share of the code (grossPence). */
  breakdown: VatBreakdown<VatInvoiceLineInput>;
  /** The credit notes of its refunds, oldest first (docs/decisions/116-credit-notes.md). */
  creditNotes: CreditNoteDto[];
  /** All refunded (credit notes, and refunds from before credit notes), and what is left paid. */
  refundedPence: number;
  netPaidPence: number;
};

export type VatInvoiceLineInput = VatLineInput & {
  /** One item as priced (VAT included; a trade item before VAT), and the code's share of the line. */
  unitPricePence: number;
  discountPence: number;
};

const clean = (values: (string | null | undefined)[]) =>
  values.map((v) => v?.trim() ?? '').filter((v) => v.length > 0);

function deliveryLines(address: OrderShippingAddress | null): string[] {
  if (!address) return [];
  return clean([
    clean([address.first_name, address.last_name]).join(' '),
    address.company,
    address.address1,
    address.address2,
    clean([address.city, address.province]).join(', '),
    address.zip,
    address.country,
  ]);
}

function billingLines(name: string, address: PostalAddress | null | undefined): string[] | null {
  if (!address?.address1) return null;
  return clean([
    name,
    address.address1,
    address.address2,
    clean([address.city, address.province]).join(', '),
    address.zip,
    address.country,
  ]);
}

export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber.replace(/[^A-Za-z0-9-]/g, '')}`;
}

/** 'Shilajit Resin (30g), 6 jars (2 packs of 3), <plan>': counted as every surface counts it,
 * the packs beside the Qty and price of Shopify's line (core/catalog/item-count.ts). */
function lineDescription(item: {
  productTitle: string;
  variantTitle: string | null;
  sellingPlanName: string | null;
  quantity: number;
  units?: number | null;
}): string {
  const plan = item.sellingPlanName ? `, ${item.sellingPlanName}` : '';
  const words = describeItem({ ...item, units: item.units ?? item.quantity, packs: item.quantity });
  return `${words.textWithPacks}${plan}`;
}

/** An order line as the invoice reads it (order_items, with the product's current rate). */
export type InvoiceItemRow = StoredOrderLine & {
  productTitle: string;
  variantTitle: string | null;
  sellingPlanName: string | null;
  /** Units that ship (null on older rows: the quantity). */
  units?: number | null;
  purchaseOption: string | null;
  storedRate: number | null;
  productRate: number | null;
};

/**
 * The invoice's document figures and VAT breakdown of one order: the one VAT computation the
 * invoice and the VAT report (src/server/reports/vat-report.ts) both use, so they agree to the penny.
 */
export function invoiceVatBreakdown<L extends InvoiceItemRow>(
  order: StoredOrderTotals,
  items: readonly L[],
) {
  const document = buildOrderDocument(order, items);
  const breakdown = buildVatBreakdown(
    document.lines.map(({ line, unitPricePence, discountPence, totalPence }) => {
      // The rate stored with the order; older orders take the product's current rate.
      const ratePercent = toVatRatePercent(line.storedRate ?? line.productRate);
      const trade = line.purchaseOption === TRADE_PURCHASE_OPTION;
      return {
        description: lineDescription(line),
        quantity: line.quantity,
        // A trade item was charged its trade price plus VAT: show the price before VAT.
        unitPricePence: trade
          ? unitPricePence - vatIncludedPence(unitPricePence, ratePercent)
          : unitPricePence,
        discountPence,
        grossPence: totalPence,
        ratePercent,
        ...(trade ? { unitGrossPence: unitPricePence } : {}),
      };
    }),
  );
  return { document, breakdown };
}

/** The order's lines as its invoice reads them, in the invoice's order. */
export function invoiceItemsOf(db: Database, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productTitle: orderItems.productTitle,
      variantTitle: orderItems.variantTitle,
      sellingPlanName: orderItems.sellingPlanName,
      quantity: orderItems.quantity,
      units: orderItems.units,
      price: orderItems.price,
      unitPricePence: orderItems.unitPricePence,
      discountPence: orderItems.discountPence,
      lineTotalPence: orderItems.lineTotalPence,
      purchaseOption: orderItems.purchaseOption,
      storedRate: orderItems.vatRatePercent,
      productRate: products.vatRatePercent,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productTitle), asc(orderItems.variantTitle), asc(orderItems.id));
}

/**
 * The invoice of order `orderId`; with `ownerId`, only when that user owns the order (404
 * otherwise, like a missing order). Staff pass no owner.
 */
export async function buildVatInvoice(
  db: Database,
  config: Pick<Config, 'shopName' | 'supportEmail' | 'vatNumber'>,
  orderId: string,
  options: { ownerId?: string } = {},
): Promise<VatInvoice> {
  const conditions: SQL[] = [eq(orders.id, orderId)];
  if (options.ownerId) conditions.push(eq(orders.userId, options.ownerId));
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      email: orders.email,
      userId: orders.userId,
      createdAt: orders.createdAt,
      orderType: orders.orderType,
      discountCode: orders.discountCode,
      discountPence: orders.discountPence,
      shippingAddress: orders.shippingAddress,
      totalPence: orders.totalPence,
      totalAmount: orders.totalAmount,
      refundedPence: orders.refundedPence,
      billingAddress: profiles.billingAddress,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      companyName: wholesaleAccounts.companyName,
      companyAddress: wholesaleAccounts.businessAddress,
      companyVatNumber: wholesaleAccounts.taxId,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(wholesaleAccounts, eq(wholesaleAccounts.userId, orders.userId))
    .where(and(...conditions));
  if (!order) throw new AppError('not_found', 'Order not found');
  const [items, notes] = await Promise.all([
    invoiceItemsOf(db, order.id),
    creditNotesOfOrders(db, [order.id]),
  ]);
  const { document, breakdown } = invoiceVatBreakdown(order, items);
  const isTrade = order.orderType === 'wholesale' && order.companyName !== null;
  const delivery = deliveryLines(order.shippingAddress);
  const billing = billingLines(
    clean([order.firstName, order.lastName]).join(' '),
    order.billingAddress,
  );
  return {
    invoiceNumber: invoiceNumberFor(order.orderNumber),
    orderNumber: order.orderNumber,
    invoiceDate: toLondonDate(order.createdAt),
    seller: {
      name: config.shopName,
      addressLines: formatAddressLines(DEFAULT_BUSINESS_ADDRESS),
      vatNumber: config.vatNumber,
      email: config.supportEmail,
    },
    customer: {
      email: order.email,
      billingAddressLines: billing ?? delivery,
      deliveryAddressLines: delivery,
      company:
        isTrade && order.companyName
          ? {
              name: order.companyName,
              addressLines: clean([
                order.companyAddress?.address,
                order.companyAddress?.city,
                order.companyAddress?.zip,
                order.companyAddress?.country,
              ]),
              vatNumber: order.companyVatNumber?.trim() || null,
            }
          : null,
    },
    pricesExcludeVat: items.some((item) => item.purchaseOption === TRADE_PURCHASE_OPTION),
    subtotalPence: document.subtotalPence,
    discountCode: document.discountCode,
    discountPence: document.discountPence,
    breakdown,
    creditNotes: notes.get(order.id) ?? [],
    refundedPence: order.refundedPence,
    netPaidPence: netPaidPence(
      order.totalPence ?? tryParsePence(order.totalAmount) ?? document.totalPence,
      order.refundedPence,
    ),
  };
}
