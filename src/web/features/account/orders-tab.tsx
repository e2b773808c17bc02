import { useQuery } from '@tanstack/react-query';
import { Download, ExternalLink, FileText, Package, Truck } from 'lucide-react';
import { useState } from 'react';
import type { OrderDto } from '../../../core/api/account';
import { describeItem } from '../../../core/catalog/item-count';
import { formatLongDate } from '../../../core/dates';
import { formatGBP } from '../../../core/money';
import { discountLabel } from '../../../core/orders/order-document';
import {
  type CustomerOrderBadge,
  customerOrderBadges,
  PAYMENT_STATUS_LABELS,
} from '../../../core/orders/payment-status';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { downloadCreditNote, downloadInvoice, ordersQuery } from './api';
import { GuestOrderClaim } from './guest-order-claim';
import { OrderReturns } from './order-returns';
import { EmptyState, SectionCard } from './section-card';
import { TradeReorderButton } from './trade-reorder-button';

export const ORDER_HISTORY_FAILED_MESSAGE = 'Failed to load order history';
export const INVOICE_DOWNLOADED_MESSAGE = 'Invoice downloaded successfully';
export const INVOICE_FAILED_MESSAGE = 'Failed to download invoice';

/** Each badge's colour: the fulfilment once it started, and the payment (Paid, refunds). */
const BADGE_STYLES: Record<CustomerOrderBadge['tone'], string> = {
  paid: 'bg-success-soft text-success',
  refunded: 'bg-warning-soft text-warning',
  processing: 'bg-[#e4edf7] text-[#1e4f86]',
  shipped: 'bg-accent-soft text-accent-strong',
  delivered: 'bg-success-soft text-success',
  cancelled: 'bg-destructive-soft text-destructive',
};

export function OrdersTab() {
  const { data: orders, isPending, isError } = useQuery(ordersQuery);

  return (
    <SectionCard
      title="Order History"
      titleId="orders-heading"
      description="Your orders, newest first."
    >
      {isPending ? (
        <div className="flex flex-col gap-4">
          <Skeleton className="h-36 rounded-2xl" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {ORDER_HISTORY_FAILED_MESSAGE}
        </p>
      ) : orders.length === 0 ? (
        <EmptyState
          icon={<Package aria-hidden="true" className="size-6" />}
          title="No orders yet"
          text="When you place an order it will appear here with its invoice."
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label="Orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      <GuestOrderClaim />
    </SectionCard>
  );
}

function OrderCard({ order }: { order: OrderDto }) {
  const [busy, setBusy] = useState<string | null>(null);
  const badges = customerOrderBadges(order);

  async function handleDownload(kind: 'html' | 'pdf' | { creditNote: string }) {
    setBusy(typeof kind === 'string' ? kind : kind.creditNote);
    try {
      await (typeof kind === 'string'
        ? downloadInvoice(order, kind)
        : downloadCreditNote(order, kind.creditNote));
      toast.success(INVOICE_DOWNLOADED_MESSAGE);
    } catch {
      toast.error(INVOICE_FAILED_MESSAGE);
    } finally {
      setBusy(null);
    }
  }

  return (
    <li
      className="overflow-hidden rounded-2xl border border-border/70 bg-background/60"
      aria-label={`Order ${order.orderNumber}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-border/70 border-b bg-sand/50 px-5 py-4">
        <div>
          <p className="font-display text-lg">Order #{order.orderNumber}</p>
          <p className="text-muted-foreground text-sm">{formatDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {badges.map((badge) => (
            <span
              key={badge.key}
              className={cn('rounded-full px-3 py-1 font-medium text-xs', BADGE_STYLES[badge.tone])}
              data-status={badge.key === 'payment' ? order.paymentStatus : order.status}
            >
              {badge.label}
            </span>
          ))}
          <span className="font-semibold tabular-nums">
            {order.refundedPence > 0
              ? `Net paid ${formatGBP(order.netPaidPence)}`
              : formatGBP(order.totalPence)}
          </span>
        </div>
      </div>
      {order.shipment ? <ShipmentRow shipment={order.shipment} /> : null}
      <ul className="divide-y divide-border/60 px-5">
        {order.items.map((item) => {
          // Named and counted as every surface counts it (core/catalog/item-count.ts).
          const words = describeItem({ ...item, packs: item.quantity });
          return (
            <li key={item.id} className="flex items-start justify-between gap-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{words.name}</p>
                <p className="text-muted-foreground">
                  {[
                    words.packs ? `${words.count} (${words.packs})` : words.count,
                    `${item.quantity} × ${formatGBP(item.pricePence)}`,
                  ].join(' · ')}
                </p>
              </div>
              <span className="shrink-0 tabular-nums">{formatGBP(item.totalPence)}</span>
            </li>
          );
        })}
      </ul>
      <OrderTotals order={order} />
      {order.status === 'delivered' ? <OrderReturns orderId={order.id} /> : null}
      <div className="flex flex-wrap justify-end gap-2 border-border/70 border-t px-5 py-3">
        {order.items.some((item) => item.purchaseOption === 'trade') ? (
          <TradeReorderButton orderId={order.id} />
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={() => handleDownload('html')}
          loading={busy === 'html'}
          disabled={busy !== null}
          loadingLabel="Preparing invoice"
        >
          <Download aria-hidden="true" />
          Download invoice
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => handleDownload('pdf')}
          loading={busy === 'pdf'}
          disabled={busy !== null}
          loadingLabel="Preparing VAT invoice"
        >
          <FileText aria-hidden="true" />
          VAT invoice (PDF)
        </Button>
        {order.creditNotes.map((note) => (
          <Button
            key={note.creditNoteNumber}
            variant="outline"
            size="sm"
            onClick={() => handleDownload({ creditNote: note.creditNoteNumber })}
            loading={busy === note.creditNoteNumber}
            disabled={busy !== null}
            loadingLabel="Preparing credit note"
          >
            <FileText aria-hidden="true" />
            Credit note {note.creditNoteNumber} (PDF)
          </Button>
        ))}
      </div>
    </li>
  );
}

/** How a shipped order travels: the carrier, the tracking number and the carrier's page. */
function ShipmentRow({ shipment }: { shipment: NonNullable<OrderDto['shipment']> }) {
  return (
    <section
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-border/70 border-b px-5 py-3 text-sm"
      aria-label="Delivery tracking"
    >
      <p className="flex min-w-0 items-center gap-2">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span>
          Sent with <span className="font-medium">{shipment.carrier}</span> on{' '}
          {formatDate(shipment.shippedAt)}
        </span>
      </p>
      <p className="min-w-0 break-all">
        Tracking number: <span className="font-medium">{shipment.trackingNumber}</span>
      </p>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-accent-strong underline underline-offset-4"
        >
          Track your parcel
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens the {shipment.carrier} website)</span>
        </a>
      ) : null}
    </section>
  );
}

/** Subtotal, the code's discount and the total charged, as on the invoice and the email. */
function OrderTotals({ order }: { order: OrderDto }) {
  const rows: [string, string][] = [
    ...(order.discountPence > 0
      ? ([
          ['Subtotal', formatGBP(order.subtotalPence)],
          [discountLabel(order.discountCode), formatGBP(-order.discountPence)],
        ] as [string, string][])
      : []),
    ['Total', formatGBP(order.totalPence)],
    // Each refund's credit note, then what is left paid beside the refund's badge words.
    ...order.creditNotes.map((note): [string, string] => [
      `Credit note ${note.creditNoteNumber}, ${formatLongDate(note.issuedOn)}`,
      formatGBP(-note.grossPence),
    ]),
    ...(order.refundedPence > 0
      ? ([
          [
            `Net paid (${PAYMENT_STATUS_LABELS[order.paymentStatus]} ${formatGBP(order.refundedPence)})`,
            formatGBP(order.netPaidPence),
          ],
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="border-border/70 border-t px-5 py-3 text-sm" aria-label="Order totals">
      {rows.map(([label, amount], index) => (
        <div
          key={label}
          className={cn(
            'flex justify-between gap-4 py-0.5',
            index === rows.length - 1 && 'font-semibold',
          )}
        >
          <dt>{label}</dt>
          <dd className="tabular-nums">{amount}</dd>
        </div>
      ))}
    </dl>
  );
}
