/**
 * An order's packing slip for whoever packs the parcel: the shop, the order number and date, the
 * ship-to address, and each line with its quantity and the units (bottles, jars, cups) to put in
 * the box. No prices: the slip travels in the parcel, which may be a gift. Same library and look
 * as the VAT invoice (account/invoice-pdf.ts: pdfkit, standard Helvetica, A4).
 */
import { asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { describeItem } from '../../core/catalog/item-count';
import { DEFAULT_BUSINESS_ADDRESS, formatAddressLines } from '../../core/content/contact-info';
import { formatLongDate, toLondonDate } from '../../core/dates';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import { ORDER_NOT_FOUND_MESSAGE } from './order-management';

const MARGIN = 48;
const PAGE_BOTTOM = 780;
const COLUMNS = [
  { key: 'item', label: 'Item', x: 48, width: 360, align: 'left' },
  { key: 'quantity', label: 'Qty', x: 420, width: 50, align: 'right' },
  { key: 'units', label: 'Units', x: 480, width: 67, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

export type PackingSlip = {
  shopName: string;
  shopAddressLines: string[];
  orderNumber: string;
  /** 'YYYY-MM-DD' in London. */
  orderDate: string;
  shipTo: string[];
  lines: { description: string; quantity: number; units: number }[];
};

export async function buildPackingSlip(
  db: Database,
  config: Pick<Config, 'shopName'>,
  id: string,
): Promise<PackingSlip> {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.productTitle), asc(orderItems.id));
  const a = order.shippingAddress;
  const shipTo = a
    ? [
        [a.first_name, a.last_name].filter(Boolean).join(' '),
        a.company,
        a.address1,
        a.address2,
        a.city,
        a.province,
        a.zip,
        a.country,
        a.phone,
      ].filter((l): l is string => Boolean(l?.trim()))
    : [];
  return {
    shopName: config.shopName,
    shopAddressLines: formatAddressLines(DEFAULT_BUSINESS_ADDRESS),
    orderNumber: `#${order.orderNumber.replace(/^#/, '')}`,
    orderDate: toLondonDate(order.createdAt),
    shipTo,
    lines: lines.map((l) => ({
      description: describeItem({ ...l, units: l.units ?? l.quantity, packs: l.quantity })
        .textWithPacks,
      quantity: l.quantity,
      units: l.units ?? l.quantity,
    })),
  };
}

export function packingSlipFileName(orderNumber: string): string {
  return `packing-slip-${orderNumber.replace(/[^A-Za-z0-9._-]/g, '')}.pdf`;
}

export function renderPackingSlipPdf(slip: PackingSlip): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Packing slip ${slip.orderNumber}`, Author: slip.shopName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(slip.shopName, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  for (const line of slip.shopAddressLines) doc.text(line);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('Packing slip', 340, MARGIN, { width: 207, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Order number: ${slip.orderNumber}`, 340, doc.y + 4, { width: 207, align: 'right' });
  doc.text(`Order date: ${formatLongDate(slip.orderDate)}`, { width: 207, align: 'right' });

  doc.font('Helvetica-Bold').fontSize(10).text('Ship to', MARGIN, 150, { width: 300 });
  doc.font('Helvetica').fontSize(11);
  for (const line of slip.shipTo.length > 0 ? slip.shipTo : ['No address given']) {
    doc.text(line, { width: 300 });
  }
  let y = doc.y + 24;

  const row = (cells: Record<ColumnKey, string>, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = Math.max(
      ...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width })),
    );
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    for (const c of COLUMNS) doc.text(cells[c.key], c.x, y, { width: c.width, align: c.align });
    y += height + 8;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(547, y - 4)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  row({ item: 'Item', quantity: 'Qty', units: 'Units' }, true);
  for (const line of slip.lines) {
    row(
      { item: line.description, quantity: String(line.quantity), units: String(line.units) },
      false,
    );
  }
  const totalUnits = slip.lines.reduce((sum, l) => sum + l.units, 0);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Units in this parcel: ${totalUnits}`, MARGIN, Math.min(y + 8, PAGE_BOTTOM), {
      width: 499,
      align: 'right',
    });
  doc.end();
  return done;
}
