import {
  ArrowUpDown,
  CalendarClock,
  ClipboardList,
  CloudUpload,
  History,
  MessageSquareText,
  Package,
  Store,
  Warehouse,
} from 'lucide-react';
import { Link } from 'react-router';
import { type TabPanel, TabPanels, useTabSearchParam } from '../../components/tab-panels';
import { buttonVariants } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';
import { ProductOrderingTabs } from './admin-products-page';
import { ApprovalsPanel } from './approvals-panel';
import { AuditPanel } from './audit-panel';
import { ExportPanel } from './export-panel';
import { OrdersPanel } from './orders-panel';
import { ProductsPanel } from './products-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { ReviewsPanel } from './reviews-panel';
import { StockPanel } from './stock-panel';
import { SubscriptionsPanel } from './subscriptions-panel';

const TAB_VALUES = [
  'import',
  'approvals',
  'orders',
  'subscriptions',
  'products',
  'stock',
  'ordering',
  'reviews',
  'audit',
] as const;
type TabValue = (typeof TAB_VALUES)[number];

function adminTabs(): TabPanel<TabValue>[] {
  return [
    // Named for what its panel does; `?tab=import` stays the address (docs/decisions/2026-11-26-order-timeline-and-after-sale-leftovers.md).
    { value: 'import', label: 'Export to Shopify', icon: CloudUpload, content: <ExportPanel /> },
    { value: 'approvals', label: 'Wholesale Approvals', icon: Store, content: <ApprovalsPanel /> },
    {
      value: 'orders',
      label: 'Orders',
      icon: ClipboardList,
      content: (
        <div className="flex flex-col gap-6">
          <OrdersPanel />
          <ReconciliationPanel />
        </div>
      ),
    },
    {
      value: 'subscriptions',
      label: 'Subscriptions',
      icon: CalendarClock,
      content: <SubscriptionsPanel />,
    },
    { value: 'products', label: 'Products', icon: Package, content: <ProductsPanel /> },
    { value: 'stock', label: 'Stock', icon: Warehouse, content: <StockPanel /> },
    {
      value: 'ordering',
      label: 'Product Ordering',
      icon: ArrowUpDown,
      content: <ProductOrderingTabs />,
    },
    { value: 'reviews', label: 'Reviews', icon: MessageSquareText, content: <ReviewsPanel /> },
    { value: 'audit', label: 'Audit Log', icon: History, content: <AuditPanel /> },
  ];
}

/** /admin (docs/spec/accounts-and-back-office.md §2): tabs Export to Shopify (the specification's Shopify Import; default), Wholesale Approvals, Orders, Subscriptions, Products, Stock, Product Ordering, Reviews, Audit Log. */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const [tab, setTab] = useTabSearchParam(TAB_VALUES, 'import');
  return (
    <AdminGuard>
      <AdminShell
        eyebrow="Back office"
        title="Admin Dashboard"
        description="Wholesale applications, orders, subscriptions, the product catalogue and its export to Shopify."
        actions={
          <Link to="/admin/products" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ArrowUpDown aria-hidden="true" />
            Product Ordering
          </Link>
        }
      >
        <TabPanels
          tabs={adminTabs()}
          value={tab}
          onValueChange={setTab}
          layout="scroll"
          triggerClassName="px-3 sm:px-4"
        />
      </AdminShell>
    </AdminGuard>
  );
}
