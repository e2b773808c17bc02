import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { TabPanels } from '../../components/tab-panels';
import { buttonVariants } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';
import { CollectionOrderPanel, MoveProductPanel, ShopOrderPanel } from './ordering-panels';

/** The three ordering panels (also the Product Ordering tab of /admin). */
export function ProductOrderingTabs() {
  return (
    <TabPanels
      layout="scroll"
      defaultValue="shop"
      tabs={[
        { value: 'shop', label: 'Shop Order', content: <ShopOrderPanel /> },
        { value: 'collections', label: 'Collections', content: <CollectionOrderPanel /> },
        { value: 'move', label: 'Move', content: <MoveProductPanel /> },
      ]}
    />
  );
}

/** /admin/products (docs/spec/accounts-and-back-office.md §2): 'Product Ordering' with Shop Order, Collections and Move. */
export function Component() {
  useDocumentTitle('Product Ordering');
  return (
    <AdminGuard>
      <AdminShell
        eyebrow="Admin"
        title="Product Ordering"
        description="Set the order of products on the shop page and inside each collection, and move products between collections."
        actions={
          <Link to="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            Back to dashboard
          </Link>
        }
      >
        <ProductOrderingTabs />
      </AdminShell>
    </AdminGuard>
  );
}
