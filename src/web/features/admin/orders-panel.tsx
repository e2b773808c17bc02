import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrderDto } from '../../../core/api/admin';
import type { OrderStatus } from '../../../core/api/statuses';
import { describeItem } from '../../../core/catalog/item-count';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { formatDate, formatPrice } from '../../lib/format';
import { type OrderFilters, orderFilterParams, ordersQuery } from './api';
import { FilterInput } from './filter-input';
import {
  DateRangeFilters,
  PagedTable,
  pageCount,
  SelectField,
  useSearchParamFilters,
} from './list-parts';
import { useStaffCan } from './staff/use-staff-can';

const STATUS_BADGE: Record<OrderStatus, BadgeVariant> = {
  on_hold: 'destructive',
  pending: 'warning',
  processing: 'accent',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};
const STATUS_FILTERS: readonly (OrderStatus | 'all')[] = [
  'all',
  'on_hold',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

/** A status in words ('on_hold' → 'on hold'). */
export function statusLabel(status: OrderStatus): string {
  return status.replace('_', ' ');
}

const ORDER_COLUMNS = [
  { label: 'Order', className: 'pb-2 font-medium' },
  { label: 'Customer', className: 'pb-2 font-medium' },
  { label: 'Items', className: 'pb-2 font-medium' },
  { label: 'Status', className: 'pb-2 font-medium' },
  { label: 'Total', className: 'pb-2 text-right font-medium' },
] as const;

function OrderRow({ order }: { order: AdminOrderDto }) {
  return (
    <tr className="border-border border-t align-top">
      <td className="py-3 pr-4">
        <Link
          to={`/admin/orders/${order.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {order.orderNumber}
        </Link>
        <p className="text-muted-foreground text-xs">{formatDate(order.createdAt)}</p>
      </td>
      <td className="py-3 pr-4">
        <p>{order.customerName}</p>
        <p className="text-muted-foreground text-xs">
          {order.orderType === 'wholesale' ? 'Wholesale' : 'Retail'}
        </p>
        {order.priceMismatch ? (
          <Badge variant="destructive" className="mt-1" data-testid="price-mismatch">
            Price mismatch
          </Badge>
        ) : null}
      </td>
      <td className="py-3 pr-4">
        {order.items.length === 0 ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {order.items.map((item) => (
              <li key={item.id}>
                {
                  describeItem({
                    ...item,
                    units: item.units ?? item.quantity,
                    packs: item.quantity,
                  }).textWithPacks
                }
                <span className="text-muted-foreground"> · {formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="py-3 pr-4">
        <Badge variant={STATUS_BADGE[order.status]} className="capitalize">
          {statusLabel(order.status)}
        </Badge>
        {order.status === 'on_hold' && order.holdReasons.length > 0 ? (
          <ul className="mt-1 max-w-64 text-destructive text-xs" data-testid="hold-reasons">
            {order.holdReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="py-3 text-right font-medium tabular-nums">{formatPrice(order.totalAmount)}</td>
    </tr>
  );
}

export function OrdersPanel() {
  const can = useStaffCan();
  // In the URL (decision 131): a reload or a shared link keeps the filter.
  const {
    filters: raw,
    set,
    page,
    setPage,
  } = useSearchParamFilters<OrderFilters>({ q: '', status: 'all', from: '', to: '' });
  const status = STATUS_FILTERS.includes(raw.status) ? raw.status : 'all';
  const filters: OrderFilters = { ...raw, status };
  const { data, isPending, isError, isFetching } = useQuery({
    ...ordersQuery(page, filters),
    placeholderData: keepPreviousData,
  });
  const csvParams = orderFilterParams(filters).toString();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            Orders
            {data && data.onHold > 0 ? (
              <button
                type="button"
                onClick={() => set({ status: 'on_hold' })}
                className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Badge variant="destructive" data-testid="orders-on-hold">
                  {data.onHold} on hold
                </Badge>
              </button>
            ) : null}
          </CardTitle>
          <CardDescription>
            Every order, newest first{data ? ` · ${data.total} in total` : ''}.
          </CardDescription>
        </div>
        <SelectField
          id="order-status-filter"
          label="Status"
          value={status}
          options={STATUS_FILTERS}
          optionLabel={(s) => (s === 'all' ? 'All statuses' : statusLabel(s))}
          itemClassName={(s) => (s === 'all' ? undefined : 'capitalize')}
          onChange={(value) => set({ status: value })}
          triggerClassName="w-full sm:w-48"
        />
        <div className="grid w-full gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <FilterInput
            id="order-search"
            label="Order number or email"
            type="search"
            value={filters.q}
            onChange={(value) => set({ q: value })}
          />
          <DateRangeFilters idPrefix="order" from={filters.from} to={filters.to} onChange={set} />
          {can('personal-data.export') ? (
            <a
              href={`/api/admin/orders/export.csv${csvParams ? `?${csvParams}` : ''}`}
              download="orders.csv"
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <PagedTable
          noun="orders"
          isPending={isPending}
          isError={isError}
          isFetching={isFetching}
          empty={data?.orders.length === 0}
          emptyText="No orders match."
          minWidth="min-w-[44rem]"
          columns={ORDER_COLUMNS}
          pager={{ label: 'Order pages', page, pages: pageCount(data), onPage: setPage }}
        >
          {data?.orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </PagedTable>
      </CardContent>
    </Card>
  );
}
