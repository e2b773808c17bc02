import type { OrderDto } from '../../core/api/account';
import { describeItem } from '../../core/catalog/item-count';
import { formatLongDate, toLondonDate } from '../../core/dates';
import { formatGBP } from '../../core/money';
import { discountLabel } from '../../core/orders/order-document';
import { customerOrderBadges } from '../../core/orders/payment-status';
import { escapeHtml } from '../seo/service';

export function buildInvoiceFileName(orderNumber: string): string {
  // The order number is ours (digits, '#'); keep the name safe for Content-Disposition anyway.
  return `invoice-${orderNumber.replace(/[^A-Za-z0-9._-]/g, '')}.html`;
}

/**
 * A standalone HTML invoice (docs/spec/accounts-and-back-office.md §9): the London date in en-GB
 * ('4 December 2026', docs/decisions/116-credit-notes.md), the status in Order History's words,
 * columns Item (named and counted as every surface counts it, core/catalog/item-count.ts;
 * the spec's Product and Variant in one), Quantity, Price, Total, amounts in £ (the spec's $ is a recorded
 * deviation), then the credit notes of its refunds and the net paid. Every value is HTML-escaped.
 */
export function renderInvoiceHtml(options: {
  order: OrderDto;
  shopName: string;
  supportEmail: string;
  customerEmail: string;
}): string {
  const { order, shopName, supportEmail, customerEmail } = options;
  const e = escapeHtml;
  // Order History's words: "Delivered", "Partially refunded £30.79", "Cancelled — refunded …".
  const status =
    customerOrderBadges(order)
      .map((badge) => badge.label)
      .join(', ') || 'Pending';
  const rows = order.items
    .map(
      (item) => `        <tr>
          <td>${e(describeItem({ ...item, packs: item.quantity }).textWithPacks)}</td>
          <td class="num">${item.quantity}</td>
          <td class="num">${e(formatGBP(item.pricePence))}</td>
          <td class="num">${e(formatGBP(item.totalPence))}</td>
        </tr>`,
    )
    .join('\n');
  // The lines at the drawer's prices, then the discount code, then what was charged.
  const totals = [
    ...(order.discountPence > 0
      ? [
          ['', 'Subtotal', formatGBP(order.subtotalPence)],
          ['', discountLabel(order.discountCode), formatGBP(-order.discountPence)],
        ]
      : []),
    [' class="grand"', 'Order Total', formatGBP(order.totalPence)],
    // Refunds: each credit note, then what is left paid beside what was refunded.
    ...order.creditNotes.map((note) => [
      '',
      `Credited by credit note ${note.creditNoteNumber} (${formatLongDate(note.issuedOn)})`,
      formatGBP(-note.grossPence),
    ]),
    ...(order.refundedPence > 0
      ? [[' class="grand"', `Net paid (${status})`, formatGBP(order.netPaidPence)]]
      : []),
  ]
    .map(
      ([attributes, label, amount]) =>
        `      <tr${attributes}><td colspan="3">${e(label ?? '')}</td><td class="num">${e(amount ?? '')}</td></tr>`,
    )
    .join('\n');
  const date = formatLongDate(toLondonDate(new Date(order.createdAt)));
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Invoice ${e(order.orderNumber)} | ${e(shopName)}</title>
  <style>
    body { font-family: Georgia, 'Times New Roman', serif; color: #1f2a1f; margin: 40px auto; max-width: 760px; padding: 0 24px; }
    h1 { font-size: 28px; margin: 0 0 4px; }
    .muted { color: #5b6656; }
    table { width: 100%; border-collapse: collapse; margin-top: 24px; font-family: system-ui, sans-serif; font-size: 14px; }
    th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid #e5dfd0; }
    th { background: #f6f1e4; }
    .num { text-align: right; white-space: nowrap; }
    tfoot td { border-bottom: none; }
    tfoot .grand td { font-weight: 700; }
  </style>
</head>
<body>
  <h1>${e(shopName)}</h1>
  <p class="muted">${e(supportEmail)}</p>
  <h2>Invoice</h2>
  <p>Order Number: <strong>${e(order.orderNumber)}</strong><br>
  Date: ${e(date)}<br>
  Status: ${e(status)}<br>
  Customer: ${e(customerEmail)}</p>
  <table>
    <thead>
      <tr><th>Item</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Total</th></tr>
    </thead>
    <tbody>
${rows}
    </tbody>
    <tfoot>
${totals}
    </tfoot>
  </table>
  <p class="muted">Thank you for shopping with ${e(shopName)}.</p>
</body>
</html>
`;
}
