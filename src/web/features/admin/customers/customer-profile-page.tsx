import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCustomerProfileDto } from '../../../../core/api/admin-customers';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatPence } from '../../../lib/format';
import { AdminRecordPage, Section } from '../record-frame';
import { useStaffCan } from '../staff/use-staff-can';
import { customerQuery } from './api';
import { CustomerNotesForm, CustomerPrivacyActions } from './customer-actions';

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-muted-foreground">{children}</p>;
}

const WHOLESALE_LABEL = {
  approved: 'Approved trade account',
  pending: 'Trade application pending',
  rejected: 'Trade application declined',
} as const;

function Profile({ customer }: { customer: AdminCustomerProfileDto }) {
  const can = useStaffCan();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Summary">
        {[
          ['Lifetime spend', formatPence(customer.lifetimeSpendPence)],
          ['Orders', String(customer.orderCount)],
          ['Last order', customer.lastOrderAt ? formatDate(customer.lastOrderAt) : '—'],
          ['Customer since', formatDate(customer.joinedAt)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-surface p-3">
            <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
            <dd className="mt-1 font-medium text-lg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Contact">
          <p className="font-medium">{customer.name}</p>
          <p className="break-all text-muted-foreground">
            {customer.email} {customer.emailVerified ? '' : '(not confirmed)'}
          </p>
          <p className="text-muted-foreground">{customer.phone ?? 'No phone number'}</p>
          <div className="mt-2 flex flex-wrap gap-1">
            {customer.wholesaleStatus ? (
              <Badge variant={customer.wholesaleStatus === 'approved' ? 'accent' : 'secondary'}>
                {WHOLESALE_LABEL[customer.wholesaleStatus]}
              </Badge>
            ) : (
              <Badge variant="outline">Retail</Badge>
            )}
            {customer.staffRole ? (
              <Badge variant="default">Staff: {customer.staffRole}</Badge>
            ) : null}
          </div>
        </Section>
        <Section title="Addresses">
          {customer.addresses.length === 0 ? (
            <Empty>No saved addresses.</Empty>
          ) : (
            <ul className="flex flex-col gap-3">
              {customer.addresses.map((a) => (
                <li key={a.id}>
                  <address className="break-words not-italic leading-relaxed">
                    {a.lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  {a.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title="Orders">
        {customer.orders.length === 0 ? (
          <Empty>No orders yet.</Empty>
        ) : (
          <ul className="divide-y divide-border">
            {customer.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {o.orderNumber}
                  </Link>
                  <span className="text-muted-foreground"> · {formatDate(o.createdAt)}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge variant="secondary" className="capitalize">
                    {o.status.replace('_', ' ')}
                  </Badge>
                  <span className="font-medium tabular-nums">{formatPence(o.totalPence)}</span>
                  {o.refundedPence > 0 ? (
                    <span className="text-muted-foreground text-xs">
                      ({formatPence(o.refundedPence)} refunded)
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Subscriptions">
          {customer.subscriptions.length === 0 ? (
            <Empty>No subscriptions.</Empty>
          ) : (
            <ul className="flex flex-col gap-2">
              {customer.subscriptions.map((s) => (
                <li key={s.id}>
                  <p className="font-medium">{s.items || 'Subscription'}</p>
                  <p className="text-muted-foreground capitalize">
                    {s.status} · every {s.frequencyDays} days · next {s.nextDeliveryDate}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Reviews">
          {customer.reviews.length === 0 ? (
            <Empty>No reviews.</Empty>
          ) : (
            <ul className="flex flex-col gap-2">
              {customer.reviews.map((r) => (
                <li key={r.id}>
                  <p className="font-medium">
                    {r.productTitle}: {r.rating}/5 “{r.title}”
                  </p>
                  <p className="text-muted-foreground capitalize">
                    {r.status} · {formatDate(r.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title="Notes and tags">
        <CustomerNotesForm
          key={`${customer.id}:${customer.note}:${customer.tags.join()}`}
          customer={customer}
          canEdit={can('customers.edit')}
        />
      </Section>
      {can('personal-data.export') || can('customers.erase') ? (
        <Section title="Personal data (UK GDPR)">
          <p className="mb-3 text-muted-foreground">
            Give the customer a copy of their data, or erase it at their request. Both are recorded
            in the audit log.
          </p>
          <CustomerPrivacyActions customer={customer} />
        </Section>
      ) : null}
    </div>
  );
}

/** /admin/customers/:id: one customer's record for staff. */
export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(customerQuery(id));
  return (
    <AdminRecordPage
      eyebrow="Admin · Customers"
      title={query.data ? query.data.customer.name || query.data.customer.email : 'Customer'}
      description="Contact details, orders, subscriptions, reviews and staff notes."
      back={{ to: '/admin?tab=customers', label: 'All customers' }}
      noun="customer"
      query={query}
    >
      {(data) => <Profile customer={data.customer} />}
    </AdminRecordPage>
  );
}
