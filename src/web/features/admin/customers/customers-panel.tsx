import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatDate, formatPence } from '../../../lib/format';
import { FilterInput } from '../filter-input';
import { Pager } from '../pager';
import { customersQuery } from './api';

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
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>('spend');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching } = useQuery({
    ...customersQuery(search, sort, page),
    placeholderData: keepPreviousData,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
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
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="customer-sort">Sort by</Label>
            <Select
              value={sort}
              onValueChange={(value) => {
                setSort(value as CustomerSort);
                setPage(1);
              }}
            >
              <SelectTrigger id="customer-sort" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CUSTOMER_SORTS.map((s) => (
                  <SelectItem key={s} value={s}>
                    {CUSTOMER_SORT_LABELS[s]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner label="Loading customers" className="min-h-40" />
        ) : isError ? (
          <p className="text-destructive text-sm">Could not load the customers.</p>
        ) : data.customers.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No customers match.</p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-sm" aria-busy={isFetching}>
                <thead>
                  <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
                    <th className="pb-2 font-medium">Customer</th>
                    <th className="pb-2 pr-4 text-right font-medium">Orders</th>
                    <th className="pb-2 font-medium">Last order</th>
                    <th className="pb-2 text-right font-medium">Lifetime spend</th>
                  </tr>
                </thead>
                <tbody>
                  {data.customers.map((customer) => (
                    <CustomerRow key={customer.id} customer={customer} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager label="Customer pages" page={page} pages={pages} onPage={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
