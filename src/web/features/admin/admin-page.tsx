import {
  ArrowUpDown,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  CloudUpload,
  FileSpreadsheet,
  Gauge,
  History,
  MessageSquareText,
  Package,
  Store,
  UserCog,
  Users,
  Warehouse,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { Permission } from '../../../core/staff/staff-roles';
import { type TabPanel, TabPanels, useTabSearchParam } from '../../components/tab-panels';
import { buttonVariants } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';
import { ProductOrderingTabs } from './admin-products-page';
import { ApprovalsPanel } from './approvals-panel';
import { AuditPanel } from './audit-panel';
import { ConnectStorePanel } from './connect-store-panel';
import { CustomersPanel } from './customers/customers-panel';
import { ExportPanel } from './export-panel';
import { OrdersPanel } from './orders-panel';
import { ProductsPanel } from './products-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { ReviewsPanel } from './reviews-panel';
import { StaffPanel } from './staff/staff-panel';
import { useStaffCan } from './staff/use-staff-can';
import { StockPanel } from './stock-panel';
import { SubscriptionsPanel } from './subscriptions-panel';
import { VitalsPanel } from './vitals-panel';

// The reports load only when their tab opens: the admin chunk stays as it was.
const DashboardPanel = lazy(() => import('./reports/dashboard-panel'));
const ReportsPanel = lazy(() => import('./reports/reports-panel'));

const TAB_VALUES = [
  'dashboard',
  'import',
  'approvals',
  'orders',
  'subscriptions',
  'products',
  'stock',
  'ordering',
  'reviews',
  'customers',
  'audit',
  'staff',
  'reports',
  'speed',
] as const;
type TabValue = (typeof TAB_VALUES)[number];

/** The permission each tab needs; a tab the role cannot use is not shown (the server refuses it too). */
const TAB_PERMISSION: Record<TabValue, Permission> = {
  dashboard: 'reports',
  import: 'catalogue',
  approvals: 'approvals',
  orders: 'orders.view',
  subscriptions: 'subscriptions',
  products: 'catalogue',
  stock: 'stock',
  ordering: 'catalogue',
  reviews: 'reviews',
  customers: 'customers.view',
  audit: 'audit',
  staff: 'staff.manage',
  reports: 'reports',
  speed: 'reports',
};

function adminTabs(can: (permission: Permission) => boolean): TabPanel<TabValue>[] {
  const tabs: TabPanel<TabValue>[] = [
    {
      value: 'dashboard',
      label: 'Dashboard',
      icon: ChartColumn,
      content: (
        <Suspense fallback={<PageSpinner />}>
          <DashboardPanel />
        </Suspense>
      ),
    },
    // Named for what its panel does; `?tab=import` stays the address (docs/decisions/087-order-timeline-and-after-sale-leftovers.md).
    {
      value: 'import',
      label: 'Export to Shopify',
      icon: CloudUpload,
      content: (
        <div className="flex flex-col gap-6">
          {can('shopify.connect') ? <ConnectStorePanel /> : null}
          <ExportPanel />
        </div>
      ),
    },
    { value: 'approvals', label: 'Wholesale Approvals', icon: Store, content: <ApprovalsPanel /> },
    {
      value: 'orders',
      label: 'Orders',
      icon: ClipboardList,
      content: (
        <div className="flex flex-col gap-6">
          <OrdersPanel />
          {can('orders.manage') ? <ReconciliationPanel /> : null}
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
    { value: 'customers', label: 'Customers', icon: Users, content: <CustomersPanel /> },
    { value: 'audit', label: 'Audit Log', icon: History, content: <AuditPanel /> },
    { value: 'staff', label: 'Staff', icon: UserCog, content: <StaffPanel /> },
    {
      value: 'reports',
      label: 'Reports',
      icon: FileSpreadsheet,
      content: (
        <Suspense fallback={<PageSpinner />}>
          <ReportsPanel />
        </Suspense>
      ),
    },
    { value: 'speed', label: 'Site Speed', icon: Gauge, content: <VitalsPanel /> },
  ];
  return tabs.filter((tab) => can(TAB_PERMISSION[tab.value]));
}

/**
 * /admin (docs/spec/accounts-and-back-office.md §2): tabs Dashboard (the owner's sales,
 * docs/decisions/088-owner-reports.md), Export to Shopify (the specification's Shopify
 * Import), Wholesale Approvals, Orders, Subscriptions, Products, Stock, Product Ordering, Reviews,
 * Customers, Audit Log, Staff, Reports (VAT and subscriptions), Site Speed (field vitals); each
 * role sees the tabs it may use, the first of them by default.
 */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const can = useStaffCan();
  const tabs = adminTabs(can);
  const allowed = tabs.map((t) => t.value);
  const [requested, setTab] = useTabSearchParam(allowed, allowed[0] ?? 'orders');
  const tab = allowed.includes(requested) ? requested : (allowed[0] ?? 'orders');
  return (
    <AdminGuard>
      <AdminShell
        eyebrow="Back office"
        title="Admin Dashboard"
        description="Sales and VAT reports, wholesale applications, orders, subscriptions, the product catalogue and its export to Shopify."
        actions={
          can('catalogue') ? (
            <Link
              to="/admin/products"
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <ArrowUpDown aria-hidden="true" />
              Product Ordering
            </Link>
          ) : null
        }
      >
        <TabPanels
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          layout="scroll"
          triggerClassName="px-3 sm:px-4"
        />
      </AdminShell>
    </AdminGuard>
  );
}
