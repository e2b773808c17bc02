import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type AdminCustomerRowDto,
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  type CustomerSort,
} from '../../../../core/api/admin-customers';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { formatDate, formatPence } from '../../../lib/format';
import { FilterInput } from '../filter-input';
import { PagedTable, pageCount, SelectField, useListFilters } from '../list-parts';
import { customersQuery } from './api';

const CUSTOMER_COLUMNS = [
  { label: 'Customer', className: 'pb-2 font-medium' },
  { label: 'Orders', className: 'pb-2 pr-4 text-right font-medium' },
  { label: 'Last order', className: 'pb-2 font-medium' },
  { label: 'Lifetime spend', className: 'pb-2 text-right font-medium' },
] as const;

function CustomerRow({ customer }: { customer: AdminCustomerRowDto }) {
  return (
    <tr className="border-border border-t align-top">
      <td className="py-3 pr-4">
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
      <td className="py-3 pr-4 text-right tabular-nums">{customer.orderCount}</td>
      <td className="py-3 pr-4 whitespace-nowrap">
        {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : '—'}
      </td>
      <td className="py-3 text-right font-medium tabular-nums">
        {formatPence(customer.lifetimeSpendPence)}
      </td>
    </tr>
  );
}

/** The customers tab: search by name, email or tag; sorted by what the owner asks; paged. */
export function CustomersPanel() {
  const { filters, set, page, setPage } = useListFilters<{ search: string; sort: CustomerSort }>({
    search: '',
    sort: 'spend',
  });
  const { search, sort } = filters;
  const { data, isPending, isError, isFetching } = useQuery({
    ...customersQuery(search, sort, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Customers</CardTitle>
          <CardDescription>
            Every account{data ? ` · ${data.total} in total` : ''}. Lifetime spend is paid orders
            less refunds.
          </CardDescription>
        </div>
        <div className="grid w-full gap-3 sm:grid-cols-[2fr_1fr] sm:items-end">
          <FilterInput
            id="customer-search"
            label="Name, email or tag"
            type="search"
            value={search}
            onChange={(value) => set({ search: value })}
          />
          <SelectField
            id="customer-sort"
            label="Sort by"
            value={sort}
            options={CUSTOMER_SORTS}
            optionLabel={(s) => CUSTOMER_SORT_LABELS[s]}
            onChange={(value) => set({ sort: value })}
            triggerClassName="w-full"
          />
        </div>
      </CardHeader>
      <CardContent>
        <PagedTable
          noun="customers"
          isPending={isPending}
          isError={isError}
          isFetching={isFetching}
          empty={data?.customers.length === 0}
          emptyText="No customers match."
          minWidth="min-w-[32rem]"
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
