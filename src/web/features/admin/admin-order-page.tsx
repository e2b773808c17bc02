import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  type AdminAddressDto,
  type AdminOrderDetailDto,
  describeStoredPurchaseOption,
} from '../../../core/api/admin-orders';
import { describeItem } from '../../../core/catalog/item-count';
import { formatLongDate } from '../../../core/dates';
import { discountLabel } from '../../../core/orders/order-document';
import { PAYMENT_STATUS_LABELS } from '../../../core/orders/payment-status';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { formatDate, formatPence, formatPrice } from '../../lib/format';
import { orderQuery } from './api';
import { CancelOrderDialog } from './cancel-order-dialog';
import { HeldOrderPanel } from './held-order-actions';
import { OrderStatusActions, RefundDialog } from './order-actions';
import { OrderReturnsSection } from './order-returns-section';
import { OrderTimelineSection } from './order-timeline-section';
import { AdminRecordPage, Section } from './record-frame';
import { useStaffCan } from './staff/use-staff-can';

const STATUS_BADGE: Record<AdminOrderDetailDto['status'], BadgeVariant> = {
  on_hold: 'destructive',
  pending: 'warning',
  processing: 'accent',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function Address({ address }: { address: AdminAddressDto | null }) {
  if (!address) return <p className="text-muted-foreground">None given.</p>;
  return (
    <address className="break-words not-italic leading-relaxed">
      {[address.name, address.company, ...address.lines, address.phone]
        .filter(Boolean)
        .map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetailDto }) {
  const can = useStaffCan();
  const p = order.payment;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Badge
            variant={STATUS_BADGE[order.status]}
            className="capitalize"
            data-testid="order-status"
          >
            {order.status.replace('_', ' ')}
          </Badge>
          <Badge
            variant={order.paymentStatus === 'paid' ? 'success' : 'warning'}
            data-testid="payment-status"
          >
            {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          </Badge>
          <span className="text-muted-foreground text-sm">
            Placed {timeFormat.format(new Date(order.createdAt))}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusActions order={order} />
          {can('orders.refund') ? <RefundDialog order={order} /> : null}
          {can('orders.manage') ? <CancelOrderDialog order={order} /> : null}
          <a
            href={`/api/admin/orders/${encodeURIComponent(order.id)}/packing-slip.pdf`}
            download
            className={buttonVariants({ variant: 'outline' })}
          >
            <FileDown aria-hidden="true" />
            Packing slip
          </a>
        </div>
      </div>
      {can('orders.manage') ? <HeldOrderPanel order={order} /> : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Section title="Customer">
          <p className="font-medium">{order.customerName}</p>
          <p className="break-all text-muted-foreground">{order.email}</p>
          <p className="mt-1 text-muted-foreground">
            {order.orderType === 'wholesale' ? 'Wholesale' : 'Retail'} ·{' '}
            {order.hasAccount ? 'has an account' : 'guest'}
          </p>
        </Section>
        <Section title="Delivery address">
          <Address address={order.shippingAddress} />
        </Section>
        <Section title="Billing address">
          <Address address={order.billingAddress} />
        </Section>
      </div>
      <Section title="Items">
        <ul className="flex flex-col divide-y divide-border">
          {order.lines.map((line) => (
            <li key={line.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {
                    describeItem({
                      ...line,
                      units: line.units ?? line.quantity,
                      packs: line.quantity,
                    }).textWithPacks
                  }
                </p>
                <p className="text-muted-foreground text-xs">
                  {[
                    `${line.quantity} × ${formatPrice(line.price)}`,
                    line.sellingPlanName ?? describeStoredPurchaseOption(line.purchaseOption),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <p className="font-medium tabular-nums">{formatPence(line.subtotalPence)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 border-border border-t pt-2" aria-label="Order totals">
          {order.totals.discountPence > 0 ? (
            <>
              <Row label="Subtotal">{formatPence(order.totals.subtotalPence)}</Row>
              <Row label={discountLabel(order.totals.discountCode)}>
                {formatPence(-order.totals.discountPence)}
              </Row>
            </>
          ) : null}
          <Row label="Total">{formatPence(order.totals.totalPence)}</Row>
        </dl>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Payment">
          <dl>
            <Row label="Charged by Shopify">
              {p.chargedPence !== null ? formatPence(p.chargedPence) : '—'}
            </Row>
            <Row label="Priced by the shop">
              {p.pricedTotalPence !== null ? formatPence(p.pricedTotalPence) : '—'}
            </Row>
            <Row label="Refunded">
              <span data-testid="refunded-total">{formatPence(p.refundedPence)}</span>
            </Row>
            <Row label="Shopify order">{p.shopifyOrderId ?? 'Not paid through Shopify'}</Row>
          </dl>
          {p.priceMismatch ? (
            <Badge variant="destructive" className="mt-2" data-testid="price-mismatch">
              Price mismatch: check this order
            </Badge>
          ) : null}
          {order.refunds.length > 0 ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Refunds">
              {order.refunds.map((r) => (
                <li key={r.id} className="rounded-lg bg-muted p-2" data-testid="refund">
                  <p className="font-medium">Refunded {formatPence(r.amountPence)}</p>
                  <p className="break-words text-muted-foreground text-xs">
                    {timeFormat.format(new Date(r.createdAt))}
                    {r.staffEmail ? ` by ${r.staffEmail}` : ''}
                    {r.note ? ` · ${r.note}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          {order.creditNotes.length > 0 && can('orders.invoice') ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label="Credit notes">
              {order.creditNotes.map((note) => (
                <li key={note.creditNoteNumber} data-testid="credit-note">
                  <a
                    href={`/api/admin/orders/${encodeURIComponent(order.id)}/credit-notes/${encodeURIComponent(note.creditNoteNumber)}.pdf`}
                    download
                    className="font-medium text-accent-strong underline underline-offset-4"
                  >
                    Credit note {note.creditNoteNumber}
                  </a>
                  <span className="text-muted-foreground text-xs">
                    {' '}
                    · {formatLongDate(note.issuedOn)} · {formatPence(note.grossPence)} (VAT{' '}
                    {formatPence(note.vatPence)}) · {note.reason}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
        <Section title="Fulfilment">
          <dl>
            <Row label="Carrier">{order.fulfilment.carrier ?? '—'}</Row>
            <Row label="Tracking number">
              <span data-testid="tracking-number">{order.fulfilment.trackingNumber ?? '—'}</span>
            </Row>
            <Row label="Shipped">
              {order.fulfilment.shippedAt ? formatDate(order.fulfilment.shippedAt) : '—'}
            </Row>
            <Row label="Delivered">
              {order.fulfilment.deliveredAt ? formatDate(order.fulfilment.deliveredAt) : '—'}
            </Row>
          </dl>
        </Section>
      </div>
      <OrderReturnsSection orderId={order.id} />
      <OrderTimelineSection orderId={order.id} />
    </div>
  );
}

/** /admin/orders/:id: one order for staff, with status changes and refunds. */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(orderQuery(id));
  return (
    <AdminRecordPage
      eyebrow="Admin · Orders"
      title={query.data ? `Order ${query.data.order.orderNumber}` : 'Order'}
      description="The customer, what they bought, what they paid, and where it is."
      back={{ to: '/admin?tab=orders', label: 'All orders' }}
      noun="order"
      query={query}
    >
      {(data) => <OrderDetail order={data.order} />}
    </AdminRecordPage>
  );
}
