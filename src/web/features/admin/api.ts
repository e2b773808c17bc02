import { queryOptions } from '@tanstack/react-query';
import type { ExportProgressEvent, ExportResultDto } from '../../../core/api/admin';
import type {
  HeldOrderDecision,
  OrderStatusChange,
  RefundRequest,
} from '../../../core/api/admin-orders';
import type { AdminSubscriptionFilter } from '../../../core/api/admin-subscriptions';
import type { OrderCancelRequest } from '../../../core/api/order-cancellation';
import type { OrderStatus } from '../../../core/api/statuses';
import { IMAGE_UPLOAD_TYPES } from '../../../core/api/uploads';
import type { ProductFormValues } from '../../../core/schemas/product';
import type { ManageSubscriptionInput } from '../../../core/schemas/subscription';
import { ApiError, api } from '../../lib/api-client';

/** Every admin query key starts with ['admin']; a mutation invalidates exactly what it changes. */
export const adminKeys = {
  applications: ['admin', 'applications'] as const,
  orders: (page: number, filters: OrderFilters) =>
    ['admin', 'orders', 'list', page, filters] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  orderTimeline: (id: string) => ['admin', 'orders', 'timeline', id] as const,
  products: (search: string) => ['admin', 'products', 'list', search] as const,
  productLists: ['admin', 'products', 'list'] as const,
  product: (id: string) => ['admin', 'products', 'detail', id] as const,
  collections: ['admin', 'collections'] as const,
  shopOrder: ['admin', 'shop-order'] as const,
  collectionOrder: (id: string) => ['admin', 'collection-order', id] as const,
  collectionOrders: ['admin', 'collection-order'] as const,
  subscriptionLists: ['admin', 'subscriptions'] as const,
  subscriptions: (filter: AdminSubscriptionQuery) => ['admin', 'subscriptions', filter] as const,
};

export type AdminSubscriptionQuery = {
  email: string;
  status: AdminSubscriptionFilter;
  /** 'YYYY-MM-DD' or ''. */
  dueBy: string;
};

export const adminSubscriptionsQuery = (filter: AdminSubscriptionQuery) =>
  queryOptions({
    queryKey: adminKeys.subscriptions(filter),
    queryFn: ({ signal }) => {
      const query = {
        status: filter.status,
        email: filter.email.trim() || undefined,
        dueBy: filter.dueBy || undefined,
      };
      return api('GET /api/admin/subscriptions', { query, signal });
    },
  });

/** A customer's subscription action taken by staff (written through to Shopify, logged). */
export function manageSubscriptionAsStaff(body: ManageSubscriptionInput) {
  return api('POST /api/admin/subscriptions/manage', { body });
}

export const applicationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.applications,
    queryFn: ({ signal }) => api('GET /api/admin/applications', { signal }),
  });

export type OrderFilters = { q: string; status: OrderStatus | 'all'; from: string; to: string };

/** The list's filters as query parameters, the unset ones left out. */
function orderFilterQuery(filters: OrderFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status !== 'all' ? filters.status : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The list's filters as a query string (the CSV export takes the same). */
export function orderFilterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(orderFilterQuery(filters))) {
    if (value !== undefined) params.set(name, value);
  }
  return params;
}

export const ordersQuery = (page: number, filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orders(page, filters),
    queryFn: ({ signal }) => {
      const query = { ...orderFilterQuery(filters), page: String(page) };
      return api('GET /api/admin/orders', { query, signal });
    },
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => api('GET /api/admin/orders/:id', { params: { id }, signal }),
  });

export const orderTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orderTimeline(id),
    queryFn: ({ signal }) => api('GET /api/admin/orders/:id/timeline', { params: { id }, signal }),
  });

export function addOrderComment(id: string, body: string) {
  return api('POST /api/admin/orders/:id/comments', { params: { id }, body: { body } });
}

export function changeOrderStatus(id: string, change: OrderStatusChange) {
  return api('POST /api/admin/orders/:id/status', { params: { id }, body: change });
}

export function decideHeldOrder(id: string, decision: HeldOrderDecision) {
  return api('POST /api/admin/orders/:id/hold', { params: { id }, body: decision });
}

export function cancelOrder(id: string, request: OrderCancelRequest) {
  return api('POST /api/admin/orders/:id/cancel', { params: { id }, body: request });
}

export function refundOrder(id: string, request: RefundRequest) {
  return api('POST /api/admin/orders/:id/refunds', { params: { id }, body: request });
}

export const productsQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.products(search),
    queryFn: ({ signal }) =>
      api('GET /api/admin/products', { query: { search: search || undefined }, signal }),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => api('GET /api/admin/products/:id', { params: { id }, signal }),
  });

export const collectionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.collections,
    queryFn: ({ signal }) => api('GET /api/admin/collections', { signal }),
  });

export const shopOrderQuery = () =>
  queryOptions({
    queryKey: adminKeys.shopOrder,
    queryFn: ({ signal }) => api('GET /api/admin/shop-order', { signal }),
  });

export const collectionOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.collectionOrder(id),
    queryFn: ({ signal }) =>
      api('GET /api/admin/collections/:id/products', { params: { id }, signal }),
  });

export function setApplicationStatus(id: string, status: 'approved' | 'rejected', reason?: string) {
  return api('POST /api/admin/applications/:id/status', {
    params: { id },
    body: reason === undefined ? { status } : { status, reason },
  });
}

export function saveProduct(id: string | null, values: ProductFormValues) {
  return id
    ? api('PUT /api/admin/products/:id', { params: { id }, body: values })
    : api('POST /api/admin/products', { body: values });
}

export function deleteProduct(id: string) {
  return api('DELETE /api/admin/products/:id', { params: { id } });
}

export function reorderProductsGlobally(ids: string[]) {
  return api('POST /api/admin/shop-order', {
    body: { items: ids.map((product_id, sort_order) => ({ product_id, sort_order })) },
  });
}

export function reorderCollectionProducts(collectionId: string, ids: string[]) {
  return api('POST /api/admin/collections/:id/order', {
    params: { id: collectionId },
    body: { items: ids.map((product_id, position) => ({ product_id, position })) },
  });
}

export function moveProductToCollection(input: {
  productId: string;
  fromCollectionId: string;
  toCollectionId: string;
}) {
  return api('POST /api/admin/move-product', {
    body: {
      product_id: input.productId,
      from_collection_id: input.fromCollectionId,
      to_collection_id: input.toCollectionId,
      position: 0,
    },
  });
}

/**
 * POST /api/admin/export and read its Server-Sent Events: `progress` {done, total}, then
 * `result` (resolves) or `error` (rejects with the message).
 */
export async function runShopifyExport(
  onProgress: (progress: ExportProgressEvent) => void,
): Promise<ExportResultDto> {
  let response: Response;
  try {
    response = await fetch('/api/admin/export', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream' },
    });
  } catch {
    throw new ApiError({ code: 'network_error', message: 'Network error', status: 0 });
  }
  if (!response.ok || !response.body) {
    let message = `HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      message = body.error?.message ?? message;
    } catch {}
    throw new ApiError({ code: 'http_error', message, status: response.status });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const event = /^event:\s*(.*)$/m.exec(block)?.[1]?.trim() ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data) {
        const parsed = JSON.parse(data) as unknown;
        if (event === 'progress') onProgress(parsed as ExportProgressEvent);
        else if (event === 'result') return parsed as ExportResultDto;
        else if (event === 'error') {
          throw new ApiError({
            code: 'export_failed',
            message: (parsed as { message: string }).message,
            status: 200,
          });
        }
      }
      boundary = buffer.indexOf('\n\n');
    }
    if (done) break;
  }
  throw new ApiError({ code: 'export_failed', message: 'The export ended early', status: 200 });
}

export function setProductsPublished(ids: string[], published: boolean) {
  return api('POST /api/admin/products/publication', { body: { ids, published } });
}

export function setVariantStock(variantId: string, quantity: number, expected: number | null) {
  return api('PUT /api/admin/inventory/variants/:id', {
    params: { id: variantId },
    body: { quantity, expected },
  });
}

/** Sends the file's bytes as they are; the server judges their type. */
export function uploadProductImage(file: File) {
  const type = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)
    ? file.type
    : 'application/octet-stream';
  return api('POST /api/admin/images', { headers: { 'Content-Type': type }, body: file });
}

/** The owner's Connect store (docs/decisions/127-shopify-connect.md). */
export function connectShopifyStore() {
  return api('POST /api/admin/shopify/connect');
}
