import { queryOptions } from '@tanstack/react-query';
import type {
  AdminApplicationsResponse,
  AdminCollectionsResponse,
  AdminOrderingResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
  ExportProgressEvent,
  ExportResultDto,
} from '../../../core/api/admin';
import type {
  AdminOrderDetailResponse,
  HeldOrderDecision,
  OrderStatusChange,
  RefundRequest,
} from '../../../core/api/admin-orders';
import type {
  AdminSubscriptionFilter,
  AdminSubscriptionsResponse,
} from '../../../core/api/admin-subscriptions';
import type { VariantStockResponse } from '../../../core/api/inventory';
import type { OrderCancelRequest } from '../../../core/api/order-cancellation';
import type { OrderTimelineResponse } from '../../../core/api/order-timeline';
import type { OrderStatus } from '../../../core/api/statuses';
import {
  IMAGE_UPLOAD_PATH,
  IMAGE_UPLOAD_TYPES,
  type ImageUploadResponse,
} from '../../../core/api/uploads';
import type { ProductFormValues } from '../../../core/schemas/product';
import type { ProductPublicationResponse } from '../../../core/schemas/product-publication';
import type { ManageSubscriptionInput } from '../../../core/schemas/subscription';
import { ApiError, apiFetch } from '../../lib/api-client';

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
      const params = new URLSearchParams({ status: filter.status });
      if (filter.email.trim()) params.set('email', filter.email.trim());
      if (filter.dueBy) params.set('dueBy', filter.dueBy);
      return apiFetch<AdminSubscriptionsResponse>(`/api/admin/subscriptions?${params}`, {
        signal,
      });
    },
  });

/** A customer's subscription action taken by staff (written through to Shopify, logged). */
export function manageSubscriptionAsStaff(body: ManageSubscriptionInput) {
  return apiFetch<unknown>('/api/admin/subscriptions/manage', { method: 'POST', json: body });
}

export const applicationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.applications,
    queryFn: ({ signal }) =>
      apiFetch<AdminApplicationsResponse>('/api/admin/applications', { signal }),
  });

export type OrderFilters = { q: string; status: OrderStatus | 'all'; from: string; to: string };

/** The list's filters as query parameters (the CSV export takes the same). */
export function orderFilterParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export const ordersQuery = (page: number, filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orders(page, filters),
    queryFn: ({ signal }) => {
      const params = orderFilterParams(filters);
      params.set('page', String(page));
      return apiFetch<AdminOrdersResponse>(`/api/admin/orders?${params}`, { signal });
    },
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${id}`, { signal }),
  });

export const orderTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.orderTimeline(id),
    queryFn: ({ signal }) =>
      apiFetch<OrderTimelineResponse>(`/api/admin/orders/${id}/timeline`, { signal }),
  });

export function addOrderComment(id: string, body: string) {
  return apiFetch<OrderTimelineResponse>(`/api/admin/orders/${id}/comments`, {
    method: 'POST',
    json: { body },
  });
}

export function changeOrderStatus(id: string, change: OrderStatusChange) {
  return apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${id}/status`, {
    method: 'POST',
    json: change,
  });
}

export function decideHeldOrder(id: string, decision: HeldOrderDecision) {
  return apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${id}/hold`, {
    method: 'POST',
    json: decision,
  });
}

export function cancelOrder(id: string, request: OrderCancelRequest) {
  return apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${id}/cancel`, {
    method: 'POST',
    json: request,
  });
}

export function refundOrder(id: string, request: RefundRequest) {
  return apiFetch<AdminOrderDetailResponse>(`/api/admin/orders/${id}/refunds`, {
    method: 'POST',
    json: request,
  });
}

export const productsQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.products(search),
    queryFn: ({ signal }) =>
      apiFetch<AdminProductsResponse>(
        `/api/admin/products${search ? `?search=${encodeURIComponent(search)}` : ''}`,
        { signal },
      ),
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminProductResponse>(`/api/admin/products/${id}`, { signal }),
  });

export const collectionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.collections,
    queryFn: ({ signal }) =>
      apiFetch<AdminCollectionsResponse>('/api/admin/collections', { signal }),
  });

export const shopOrderQuery = () =>
  queryOptions({
    queryKey: adminKeys.shopOrder,
    queryFn: ({ signal }) => apiFetch<AdminOrderingResponse>('/api/admin/shop-order', { signal }),
  });

export const collectionOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.collectionOrder(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminOrderingResponse>(`/api/admin/collections/${id}/products`, { signal }),
  });

export function setApplicationStatus(id: string, status: 'approved' | 'rejected', reason?: string) {
  return apiFetch<{ application: { id: string; status: string } }>(
    `/api/admin/applications/${id}/status`,
    { method: 'POST', json: reason === undefined ? { status } : { status, reason } },
  );
}

export function saveProduct(id: string | null, values: ProductFormValues) {
  return apiFetch<AdminProductResponse>(id ? `/api/admin/products/${id}` : '/api/admin/products', {
    method: id ? 'PUT' : 'POST',
    json: values,
  });
}

export function deleteProduct(id: string) {
  return apiFetch<void>(`/api/admin/products/${id}`, { method: 'DELETE' });
}

export function reorderProductsGlobally(ids: string[]) {
  return apiFetch<{ ok: true }>('/api/admin/shop-order', {
    method: 'POST',
    json: { items: ids.map((product_id, sort_order) => ({ product_id, sort_order })) },
  });
}

export function reorderCollectionProducts(collectionId: string, ids: string[]) {
  return apiFetch<{ ok: true }>(`/api/admin/collections/${collectionId}/order`, {
    method: 'POST',
    json: { items: ids.map((product_id, position) => ({ product_id, position })) },
  });
}

export function moveProductToCollection(input: {
  productId: string;
  fromCollectionId: string;
  toCollectionId: string;
}) {
  return apiFetch<{ ok: true }>('/api/admin/move-product', {
    method: 'POST',
    json: {
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
  return apiFetch<ProductPublicationResponse>('/api/admin/products/publication', {
    method: 'POST',
    json: { ids, published },
  });
}

export function setVariantStock(variantId: string, quantity: number, expected: number | null) {
  return apiFetch<VariantStockResponse>(`/api/admin/inventory/variants/${variantId}`, {
    method: 'PUT',
    json: { quantity, expected },
  });
}

/** Sends the file's bytes as they are; the server judges their type. */
export function uploadProductImage(file: File) {
  const type = (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)
    ? file.type
    : 'application/octet-stream';
  return apiFetch<ImageUploadResponse>(IMAGE_UPLOAD_PATH, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: file,
  });
}
