import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard, AdminShell } from './admin-guard';
import { CollectionOrderPanel, MoveProductPanel, ShopOrderPanel } from './ordering-panels';

/** The three ordering panels (also the Product Ordering tab of /admin). */
export function ProductOrderingTabs() {
  return (
    <Tabs defaultValue="shop">
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList className="w-max">
          <TabsTrigger value="shop">Shop Order</TabsTrigger>
          <TabsTrigger value="collections">Collections</TabsTrigger>
          <TabsTrigger value="move">Move</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="shop">
        <ShopOrderPanel />
      </TabsContent>
      <TabsContent value="collections">
        <CollectionOrderPanel />
      </TabsContent>
      <TabsContent value="move">
        <MoveProductPanel />
      </TabsContent>
    </Tabs>
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
