import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminProductListItemDto } from '../../../core/api/admin';
import { formatGBP } from '../../../core/money';
import {
  PRODUCT_DELETE_FAILED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
} from '../../../core/schemas/product';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { adminKeys, deleteProduct, productsQuery } from './api';
import { BulkPublishBar } from './bulk-publish-bar';
import { ProductEditor } from './product-editor';
import { ProductThumb } from './product-thumb';

function describePriceRange(p: AdminProductListItemDto): string {
  if (p.minPricePence === null || p.maxPricePence === null) return 'No price';
  return p.minPricePence === p.maxPricePence
    ? formatGBP(p.minPricePence)
    : `${formatGBP(p.minPricePence)}–${formatGBP(p.maxPricePence)}`;
}

function DeleteProductDialog(props: {
  product: AdminProductListItemDto | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast.success(PRODUCT_DELETED_MESSAGE);
      props.onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.productLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.shopOrder }),
        queryClient.invalidateQueries({ queryKey: adminKeys.collections }),
        queryClient.invalidateQueries({ queryKey: adminKeys.collectionOrders }),
      ]);
    },
    onError: () => toast.error(PRODUCT_DELETE_FAILED_MESSAGE),
  });
  return (
    <Dialog open={props.product !== null} onOpenChange={(open) => (open ? null : props.onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete product?</DialogTitle>
          <DialogDescription>
            “{props.product?.title}” and its variants will be removed from the shop and from every
            collection. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={remove.isPending}
            disabled={remove.isPending}
            onClick={() => props.product && remove.mutate(props.product.id)}
          >
            Delete product
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ProductList(props: { onEdit: (id: string) => void; onAdd: () => void }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data, isPending, isError } = useQuery(productsQuery(deferred));
  const [toDelete, setToDelete] = useState<AdminProductListItemDto | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shown = data?.products ?? [];
  const allChosen = shown.length > 0 && shown.every((p) => chosen.has(p.id));
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Products</CardTitle>
          <CardDescription>The catalogue, newest added first (then by title).</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label="Search products by title"
              placeholder="Search by title"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="w-64 pl-9"
            />
          </div>
          <Button onClick={props.onAdd}>
            <Plus aria-hidden="true" />
            Add product
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <BulkPublishBar ids={[...chosen]} onDone={() => setChosen(new Set())} />
        {shown.length > 0 ? (
          <label
            htmlFor="choose-all-products"
            className="flex items-center gap-3 text-muted-foreground text-sm"
          >
            <Checkbox
              id="choose-all-products"
              checked={allChosen}
              onCheckedChange={(on) => setChosen(on ? new Set(shown.map((p) => p.id)) : new Set())}
            />
            Choose all shown
          </label>
        ) : null}
        {isPending ? (
          <PageSpinner label="Loading products" className="min-h-40" />
        ) : isError ? (
          <p className="text-destructive text-sm">Could not load the products.</p>
        ) : data.products.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No products match your search.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Products">
            {data.products.map((p) => (
              <li
                key={p.id}
                className="flex items-center gap-3 py-3"
                data-testid="admin-product-row"
              >
                <Checkbox
                  aria-label={`Choose ${p.title}`}
                  checked={chosen.has(p.id)}
                  onCheckedChange={(on) => toggle(p.id, on)}
                />
                <ProductThumb imageUrl={p.imageUrl} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{p.title}</p>
                  <p className="truncate text-muted-foreground text-xs">
                    /{p.handle} · {p.variantCount} {p.variantCount === 1 ? 'variant' : 'variants'}
                    {p.type ? ` · ${p.type}` : ''}
                  </p>
                  <p className="truncate text-muted-foreground text-xs tabular-nums">
                    {describePriceRange(p)} ·{' '}
                    {p.stock === null ? 'Stock not tracked' : `${p.stock} in stock`}
                  </p>
                </div>
                {p.published ? (
                  <Badge variant="success">Published</Badge>
                ) : (
                  <Badge variant="secondary">Draft</Badge>
                )}
                <Button
                  variant="ghost"
                  size="icon-sm"
                  onClick={() => props.onEdit(p.id)}
                  aria-label={`Edit ${p.title}`}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  onClick={() => setToDelete(p)}
                  aria-label={`Delete ${p.title}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <DeleteProductDialog product={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}

/**
 * Products tab: the list, or the editor (new without an id, edit with one). The editor is in the
 * URL (`?tab=products&product=<id>` or `product=new`), so a reload or a shared link reopens it.
 */
export function ProductsPanel() {
  const [params, setParams] = useSearchParams();
  const product = params.get('product');
  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('product', id ?? 'new');
      return next;
    });
  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('product');
      return next;
    });
  if (product) {
    return <ProductEditor productId={product === 'new' ? null : product} onBack={close} />;
  }
  return <ProductList onEdit={(id) => open(id)} onAdd={() => open(null)} />;
}
