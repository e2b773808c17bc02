import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import {
  type AdminCustomerRowDto,
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  CUSTOMER_SUBSCRIPTION_FILTERS,
  CUSTOMER_TRADE_FILTERS,
  type CustomerSort,
} from '../../../../core/api/admin-customers';
import { Badge } from '../../../components/ui/badge';
import { buttonVariants } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatPence } from '../../../lib/format';
import { FilterInput } from '../filter-input';
import {
  PagedTable,
  pageCount,
  SelectField,
  STACKED_ROW,
  StackedCell,
  useSearchParamFilters,
} from '../list-parts';
import { useStaffCan } from '../staff/use-staff-can';
import { type CustomerListFilter, customersQuery, setFilterFields } from './api';
import { CustomerSegments } from './customer-segments';

const CUSTOMER_COLUMNS = [
  { label: 'Customer', className: 'pb-2 font-medium' },
  { label: 'Orders', className: 'pb-2 pr-4 text-right font-medium' },
  { label: 'Last order', className: 'pb-2 font-medium' },
  { label: 'Lifetime spend', className: 'pb-2 text-right font-medium' },
] as const;

const ANY = 'any';
const SUBSCRIPTION_OPTIONS = [ANY, ...CUSTOMER_SUBSCRIPTION_FILTERS] as const;
const SUBSCRIPTION_LABELS: Record<(typeof SUBSCRIPTION_OPTIONS)[number], string> = {
  any: 'Any',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled only',
  none: 'None',
};
const TRADE_OPTIONS = [ANY, ...CUSTOMER_TRADE_FILTERS] as const;
const TRADE_LABELS: Record<(typeof TRADE_OPTIONS)[number], string> = {
  any: 'Any',
  approved: 'Approved',
  pending: 'Pending',
  none: 'None',
};

const NO_FILTER: CustomerListFilter = {
  search: '',
  tag: '',
  minSpentPence: '',
  maxSpentPence: '',
  lastOrderAfter: '',
  lastOrderBefore: '',
  noOrderInDays: '',
  subscription: '',
  trade: '',
};

/** Pence in the URL, whole pounds in the field. */
const poundsOf = (pence: string) => (pence === '' ? '' : String(Number(pence) / 100));
const penceOf = (pounds: string) =>
  pounds.trim() === '' || Number.isNaN(Number(pounds))
    ? ''
    : String(Math.round(Number(pounds) * 100));

function CustomerRow({ customer }: { customer: AdminCustomerRowDto }) {
  return (
    <tr className={STACKED_ROW}>
      <td className="block py-1 sm:table-cell sm:py-3 sm:pr-4">
        <Link
          to={`/admin/customers/${customer.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {customer.name || customer.email}
        </Link>
        <p className="break-all text-muted-foreground text-xs">{customer.email}</p>
        {customer.wholesaleStatus === 'approved' || customer.tags.length > 0 ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {customer.wholesaleStatus === 'approved' ? <Badge variant="accent">Trade</Badge> : null}
            {customer.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </div>
        ) : null}
      </td>
      <StackedCell label="Orders" className="sm:pr-4 sm:text-right tabular-nums">
        {customer.orderCount}
      </StackedCell>
      <StackedCell label="Last order" className="sm:pr-4 sm:whitespace-nowrap">
        {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : '—'}
      </StackedCell>
      <StackedCell label="Lifetime spend" className="font-medium sm:text-right tabular-nums">
        {formatPence(customer.lifetimeSpendPence)}
      </StackedCell>
    </tr>
  );
}

/**
 * The customers tab: search by name, email or tag; filter by tag, spend, last order, subscription
 * and trade status (decision 131), all kept in the URL; saved segments; sorted; paged.
 */
export function CustomersPanel() {
  const can = useStaffCan();
  const { filters, set, page, setPage } = useSearchParamFilters<
    CustomerListFilter & { sort: string }
  >({ ...NO_FILTER, sort: 'spend' });
  const { sort: requestedSort, ...raw } = filters;
  const sort = CUSTOMER_SORTS.find((s) => s === requestedSort) ?? 'spend';
  const filter: CustomerListFilter = raw;
  const subscription = SUBSCRIPTION_OPTIONS.find((s) => s === filter.subscription) ?? ANY;
  const trade = TRADE_OPTIONS.find((s) => s === filter.trade) ?? ANY;
  const { data, isPending, isError, isFetching, error } = useQuery({
    ...customersQuery(filter, sort, page),
    placeholderData: keepPreviousData,
  });
  const setFields = setFilterFields(filter);
  const csvParams = new URLSearchParams(setFields as Record<string, string>).toString();
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Customers</CardTitle>
          <CardDescription>
            Every account{data ? ` · ${data.total} match` : ''}. Lifetime spend is paid orders less
            refunds.
          </CardDescription>
        </div>
        <CustomerSegments
          current={setFields}
          onApply={(fields) => set({ ...NO_FILTER, ...fields })}
        />
        <div className="grid w-full gap-3 sm:grid-cols-[2fr_1fr] sm:items-end">
          <FilterInput
            id="customer-search"
            label="Name, email or tag"
            type="search"
            value={filter.search}
            onChange={(value) => set({ search: value })}
          />
          <SelectField
            id="customer-sort"
            label="Sort by"
            value={sort}
            options={CUSTOMER_SORTS}
            optionLabel={(s) => CUSTOMER_SORT_LABELS[s]}
            onChange={(value: CustomerSort) => set({ sort: value })}
            triggerClassName="w-full"
          />
        </div>
        <div className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
          <FilterInput
            id="customer-tag"
            label="Tag"
            type="search"
            value={filter.tag}
            onChange={(value) => set({ tag: value })}
          />
          <FilterInput
            id="customer-min-spent"
            label="Spent at least (£)"
            type="number"
            min={0}
            value={poundsOf(filter.minSpentPence)}
            onChange={(value) => set({ minSpentPence: penceOf(value) })}
          />
          <FilterInput
            id="customer-max-spent"
            label="Spent at most (£)"
            type="number"
            min={0}
            value={poundsOf(filter.maxSpentPence)}
            onChange={(value) => set({ maxSpentPence: penceOf(value) })}
          />
          <FilterInput
            id="customer-no-order-days"
            label="No order in (days)"
            type="number"
            min={1}
            value={filter.noOrderInDays}
            onChange={(value) => set({ noOrderInDays: value })}
          />
          <FilterInput
            id="customer-last-order-after"
            label="Last order on or after"
            type="date"
            value={filter.lastOrderAfter}
            onChange={(value) => set({ lastOrderAfter: value })}
          />
          <FilterInput
            id="customer-last-order-before"
            label="Last order before"
            type="date"
            value={filter.lastOrderBefore}
            onChange={(value) => set({ lastOrderBefore: value })}
          />
          <SelectField
            id="customer-subscription"
            label="Subscription"
            value={subscription}
            options={SUBSCRIPTION_OPTIONS}
            optionLabel={(s) => SUBSCRIPTION_LABELS[s]}
            onChange={(value) => set({ subscription: value === ANY ? '' : value })}
            triggerClassName="w-full"
          />
          <SelectField
            id="customer-trade"
            label="Trade"
            value={trade}
            options={TRADE_OPTIONS}
            optionLabel={(s) => TRADE_LABELS[s]}
            onChange={(value) => set({ trade: value === ANY ? '' : value })}
            triggerClassName="w-full"
          />
        </div>
        {can('personal-data.export') ? (
          <a
            href={`/api/admin/customers/export.csv${csvParams ? `?${csvParams}` : ''}`}
            download="customers.csv"
            className={buttonVariants({ variant: 'outline', className: 'self-start' })}
          >
            <Download aria-hidden="true" />
            Export these customers (CSV)
          </a>
        ) : null}
      </CardHeader>
      <CardContent>
        {isError && error ? (
          <p className="mb-3 text-destructive text-sm" role="alert">
            {getErrorMessage(error)}
          </p>
        ) : null}
        <PagedTable
          noun="customers"
          isPending={isPending}
          isError={isError}
          isFetching={isFetching}
          empty={data?.customers.length === 0}
          emptyText="No customers match."
          minWidth="sm:min-w-[32rem]"
          stacked
          columns={CUSTOMER_COLUMNS}
          pager={{ label: 'Customer pages', page, pages: pageCount(data), onPage: setPage }}
        >
          {data?.customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} />
          ))}
        </PagedTable>
      </CardContent>
    </Card>
  );
}
