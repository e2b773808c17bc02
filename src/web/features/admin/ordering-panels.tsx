import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import type { AdminOrderingResponse } from '../../../core/api/admin';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import {
  adminKeys,
  collectionOrderQuery,
  collectionsQuery,
  moveProductToCollection,
  reorderCollectionProducts,
  reorderProductsGlobally,
  shopOrderQuery,
} from './api';
import { SortableProductList } from './sortable-product-list';

export const REORDER_FAILED_MESSAGE = 'Failed to update order';
export const MOVE_FAILED_MESSAGE = 'Failed to move product';

/**
 * Optimistic reorder of one list: show the new order at once, save, roll back with
 * 'Failed to update order' on failure, refetch only on success.
 */
function useOptimisticReorder(options: {
  queryKey: readonly unknown[];
  save: (ids: string[]) => Promise<unknown>;
  successMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.save,
    onMutate: async (ids: string[]) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<AdminOrderingResponse>(options.queryKey);
      if (previous) {
        const byId = new Map(previous.products.map((p) => [p.id, p]));
        queryClient.setQueryData<AdminOrderingResponse>(options.queryKey, {
          products: ids.flatMap((id, position) => {
            const row = byId.get(id);
            return row ? [{ ...row, position }] : [];
          }),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(options.queryKey, context.previous);
      toast.error(REORDER_FAILED_MESSAGE);
    },
    onSuccess: () => {
      toast.success(options.successMessage);
      return queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
}

export function ShopOrderPanel() {
  const { data, isPending, isError } = useQuery(shopOrderQuery());
  const reorder = useOptimisticReorder({
    queryKey: adminKeys.shopOrder,
    save: reorderProductsGlobally,
    successMessage: 'Order updated!',
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop Page Order</CardTitle>
        <CardDescription>
          Drag products to change their order on the shop page. With the keyboard: focus a handle,
          press Space, move with the arrow keys, press Space again to drop (Escape cancels).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <PageSpinner label="Loading products" className="min-h-40" />
        ) : isError ? (
          <p className="text-destructive text-sm">Could not load the shop order.</p>
        ) : (
          <SortableProductList
            label="Shop Page Order"
            rows={data.products}
            onReorder={(ids) => reorder.mutate(ids)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function CollectionSelect(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  exclude?: string;
  placeholder?: string;
}) {
  const { data } = useQuery(collectionsQuery());
  return (
    <Select value={props.value} onValueChange={props.onChange}>
      <SelectTrigger id={props.id} className="w-full sm:w-80">
        <SelectValue placeholder={props.placeholder ?? 'Select a collection'} />
      </SelectTrigger>
      <SelectContent>
        {(data?.collections ?? [])
          .filter((c) => c.id !== props.exclude)
          .map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.title} ({c.productCount})
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}

function CollectionProducts({ collectionId }: { collectionId: string }) {
  const { data, isPending, isError } = useQuery(collectionOrderQuery(collectionId));
  const reorder = useOptimisticReorder({
    queryKey: adminKeys.collectionOrder(collectionId),
    save: (ids) => reorderCollectionProducts(collectionId, ids),
    successMessage: 'Collection order updated!',
  });
  if (isPending) return <PageSpinner label="Loading products" className="min-h-40" />;
  if (isError) return <p className="text-destructive text-sm">Could not load this collection.</p>;
  if (data.products.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">No products in this collection</p>;
  }
  return (
    <SortableProductList
      label="Collection order"
      rows={data.products}
      onReorder={(ids) => reorder.mutate(ids)}
    />
  );
}

export function CollectionOrderPanel() {
  const [collectionId, setCollectionId] = useState('');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Collection Order</CardTitle>
        <CardDescription>Choose a collection, then drag its products into order.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="collection-order-picker">Collection</Label>
          <CollectionSelect
            id="collection-order-picker"
            value={collectionId}
            onChange={setCollectionId}
          />
        </div>
        {collectionId ? (
          <CollectionProducts collectionId={collectionId} />
        ) : (
          <p className="py-8 text-center text-muted-foreground">Select a collection to manage</p>
        )}
      </CardContent>
    </Card>
  );
}

export function MoveProductPanel() {
  const queryClient = useQueryClient();
  const [sourceId, setSourceId] = useState('');
  const [productId, setProductId] = useState('');
  const [targetId, setTargetId] = useState('');
  const source = useQuery({ ...collectionOrderQuery(sourceId), enabled: sourceId !== '' });
  const move = useMutation({
    mutationFn: moveProductToCollection,
    onSuccess: async () => {
      toast.success('Product moved!');
      setProductId('');
      setTargetId('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.collectionOrders }),
        queryClient.invalidateQueries({ queryKey: adminKeys.collections }),
      ]);
    },
    onError: (error) => {
      toast.error(MOVE_FAILED_MESSAGE, { description: error.message });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Move Products</CardTitle>
        <CardDescription>
          Take a product out of one collection and put it first in another.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 lg:grid-cols-[1fr_auto_1fr] lg:items-end">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="move-source">From collection</Label>
            <CollectionSelect
              id="move-source"
              value={sourceId}
              onChange={(value) => {
                setSourceId(value);
                setProductId('');
                setTargetId('');
              }}
              placeholder="Select the source collection"
            />
          </div>
          <ArrowRight
            aria-hidden="true"
            className="hidden size-5 text-muted-foreground lg:mb-3 lg:block"
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="move-target">To collection</Label>
            <CollectionSelect
              id="move-target"
              value={targetId}
              onChange={setTargetId}
              exclude={sourceId}
              placeholder="Select the target collection"
            />
          </div>
        </div>
        {sourceId ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="move-product">Product</Label>
            <Select value={productId} onValueChange={setProductId}>
              <SelectTrigger id="move-product" className="w-full sm:w-80">
                <SelectValue
                  placeholder={
                    source.data?.products.length === 0
                      ? 'No products in this collection'
                      : 'Select a product'
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {(source.data?.products ?? []).map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
        {sourceId && productId && targetId ? (
          <div>
            <Button
              type="button"
              loading={move.isPending}
              disabled={move.isPending}
              onClick={() =>
                move.mutate({ productId, fromCollectionId: sourceId, toCollectionId: targetId })
              }
            >
              Move Product
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
