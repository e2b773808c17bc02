// The customer's emails for staff order changes, queued in the change's transaction.
import type { CreditNoteDto } from '../../core/api/account';
import { formatLongDate } from '../../core/dates';
import { formatGBP, formatPenceAsDecimal } from '../../core/money';
import { trackingUrlFor } from '../../core/orders/tracking-link';
import type { Transaction } from '../db/client';
import { mailOutbox } from '../db/schema/content';

type Shop = { shopName: string; publicUrl: string };
type Order = { email: string; orderNumber: string; userId?: string | null };
type CreditNote = Pick<
  CreditNoteDto,
  | 'creditNoteNumber'
  | 'invoiceNumber'
  | 'issuedOn'
  | 'byRate'
  | 'netPence'
  | 'vatPence'
  | 'grossPence'
>;

const ref = (order: Order) => `#${order.orderNumber.replace(/^#/, '')}`;

export function buildStatusEmail(
  shop: Shop,
  order: Order,
  change: {
    status: 'processing' | 'shipped' | 'delivered';
    carrier?: string;
    trackingNumber?: string;
  },
) {
  const account = `${shop.publicUrl}/account?tab=orders`;
  switch (change.status) {
    case 'processing':
      return {
        subject: `We are preparing your ${shop.shopName} order ${ref(order)}`,
        text: `Hello,\n\nWe are preparing your order ${ref(order)}. We will email you again when it is on its way.\n\nYour orders: ${account}\n\n${shop.shopName}`,
      };
    case 'shipped': {
      // The same link the account's order page gives (one carrier table, core/orders).
      const link = trackingUrlFor(change.carrier ?? '', change.trackingNumber ?? '');
      const track = link ? `\nTrack it: ${link}` : '';
      return {
        subject: `Your ${shop.shopName} order ${ref(order)} is on its way`,
        text: `Hello,\n\nYour order ${ref(order)} has been sent with ${change.carrier}.\nTracking number: ${change.trackingNumber}${track}\n\nYour orders: ${account}\n\n${shop.shopName}`,
      };
    }
    case 'delivered':
      return {
        subject: `Your ${shop.shopName} order ${ref(order)} has been delivered`,
        text: `Hello,\n\nYour order ${ref(order)} has been delivered. We hope you enjoy it. Reply to this email if anything is not right.\n\n${shop.shopName}`,
      };
  }
}

/** The credit note's number, date, invoice and figures by rate, and where to download it. */
function creditNoteText(shop: Shop, order: Order, note: CreditNote): string {
  const rates = note.byRate.map(
    (r) =>
      `  At ${r.ratePercent}% VAT: ${formatGBP(r.netPence)} + VAT ${formatGBP(r.vatPence)} = ${formatGBP(r.grossPence)}`,
  );
  const where = order.userId
    ? `Download it with your invoice: ${shop.publicUrl}/account?tab=orders`
    : 'Reply to this email if you would like a copy.';
  return [
    `Credit note ${note.creditNoteNumber}, ${formatLongDate(note.issuedOn)}, for invoice ${note.invoiceNumber}:`,
    ...rates,
    `  Total ${formatGBP(note.grossPence)} (excluding VAT ${formatGBP(note.netPence)}, VAT ${formatGBP(note.vatPence)})`,
    where,
  ].join('\n');
}

export function buildRefundEmail(shop: Shop, order: Order, note: CreditNote) {
  const amount = formatPenceAsDecimal(note.grossPence);
  return {
    subject: `Refund of £${amount} for your ${shop.shopName} order ${ref(order)}`,
    text: `Hello,\n\nWe have refunded £${amount} for your order ${ref(order)} to the card you paid with. Banks usually take 5 to 10 working days to show it.\n\n${creditNoteText(shop, order, note)}\n\n${shop.shopName}`,
  };
}

export function buildCancellationEmail(shop: Shop, order: Order, note: CreditNote | null) {
  const refund = note
    ? `We have refunded £${formatPenceAsDecimal(note.grossPence)} to the card you paid with. Banks usually take 5 to 10 working days to show it.\n\n${creditNoteText(shop, order, note)}`
    : 'You have not been charged again for it.';
  return {
    subject: `Your ${shop.shopName} order ${ref(order)} has been cancelled`,
    text: `Hello,\n\nWe have cancelled your order ${ref(order)}. ${refund}\n\nYour orders: ${shop.publicUrl}/account?tab=orders\n\n${shop.shopName}`,
  };
}

/** The outbox row in the caller's transaction: the email exists exactly when the change does. */
export async function queueEmail(
  tx: Transaction,
  to: string,
  message: { subject: string; text: string },
) {
  await tx.insert(mailOutbox).values({ to, ...message });
}
