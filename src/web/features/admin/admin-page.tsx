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
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';
import { ProductOrderingTabs } from './admin-products-page';
import { ApprovalsPanel } from './approvals-panel';
import { AuditPanel } from './audit-panel';
import { ExportPanel } from './export-panel';
import { OrdersPanel } from './orders-panel';
import { ProductsPanel } from './products-panel';
import { ReviewsPanel } from './reviews-panel';
import { StockPanel } from './stock-panel';
import { SubscriptionsPanel } from './subscriptions-panel';

const TABS = [
  { value: 'import', label: 'Shopify Import', icon: CloudUpload },
  { value: 'approvals', label: 'Wholesale Approvals', icon: Store },
  { value: 'orders', label: 'Orders', icon: ClipboardList },
  { value: 'subscriptions', label: 'Subscriptions', icon: CalendarClock },
  { value: 'products', label: 'Products', icon: Package },
  { value: 'stock', label: 'Stock', icon: Warehouse },
  { value: 'ordering', label: 'Product Ordering', icon: ArrowUpDown },
  { value: 'reviews', label: 'Reviews', icon: MessageSquareText },
  { value: 'audit', label: 'Audit Log', icon: History },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function isTabValue(value: string | null): value is TabValue {
  return TABS.some((t) => t.value === value);
}

/** /admin (docs/spec/accounts-and-back-office.md §2): tabs Shopify Import (default), Wholesale Approvals, Orders, Subscriptions, Products, Product Ordering. */
export function Component() {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTabValue(requested) ? requested : 'import';
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
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'import' ? {} : { tab: value }, { replace: true })
          }
        >
          <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
            <TabsList className="w-max">
              {TABS.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value} className="px-3 sm:px-4">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="import">
            <ExportPanel />
          </TabsContent>
          <TabsContent value="approvals">
            <ApprovalsPanel />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersPanel />
          </TabsContent>
          <TabsContent value="subscriptions">
            <SubscriptionsPanel />
          </TabsContent>
          <TabsContent value="products">
            <ProductsPanel />
          </TabsContent>
          <TabsContent value="stock">
            <StockPanel />
          </TabsContent>
          <TabsContent value="ordering">
            <ProductOrderingTabs />
          </TabsContent>
          <TabsContent value="reviews">
            <ReviewsPanel />
          </TabsContent>
          <TabsContent value="audit">
            <AuditPanel />
          </TabsContent>
        </Tabs>
      </AdminShell>
    </AdminGuard>
  );
}
