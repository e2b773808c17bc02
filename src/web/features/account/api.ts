import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountDeletionPlanResponse,
  AddressesResponse,
  AddressResponse,
  OrdersResponse,
  PaymentUpdateEmailResponse,
  ProfileResponse,
  SecurityResponse,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../../../core/api/account';
import type { DeleteAccountResponse } from '../../../core/api/account-data';
import type { DeleteAccountValues } from '../../../core/schemas/account-deletion';
import type { AddressValues } from '../../../core/schemas/address';
import type { ProfileValues } from '../../../core/schemas/profile';
import type { ManageSubscriptionInput } from '../../../core/schemas/subscription';
import { ApiError, apiFetch } from '../../lib/api-client';
import { authClient, unwrapAuthResult } from '../../lib/auth-client';
import { meQuery } from '../../lib/session';

export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  orders: ['account', 'orders'] as const,
  subscriptions: ['account', 'subscriptions'] as const,
  security: ['account', 'security'] as const,
};

export const profileQuery = queryOptions({
  queryKey: accountKeys.profile,
  queryFn: ({ signal }) => apiFetch<ProfileResponse>('/api/account/profile', { signal }),
  select: (data) => data.profile,
});

export const addressesQuery = queryOptions({
  queryKey: accountKeys.addresses,
  queryFn: ({ signal }) => apiFetch<AddressesResponse>('/api/account/addresses', { signal }),
  select: (data) => data.addresses,
});

export const ordersQuery = queryOptions({
  queryKey: accountKeys.orders,
  queryFn: ({ signal }) => apiFetch<OrdersResponse>('/api/account/orders', { signal }),
  select: (data) => data.orders,
});

/** What deleting the account would do to each subscription (read when the dialog opens). */
export const deletionPlanQuery = queryOptions({
  queryKey: ['account', 'deletion-plan'] as const,
  queryFn: ({ signal }) =>
    apiFetch<AccountDeletionPlanResponse>('/api/account/deletion-plan', { signal }),
  staleTime: 0,
});

export const subscriptionsQuery = queryOptions({
  queryKey: accountKeys.subscriptions,
  queryFn: ({ signal }) =>
    apiFetch<SubscriptionsResponse>('/api/account/subscriptions', { signal }),
  select: (data) => data.subscriptions,
});

export const securityQuery = queryOptions({
  queryKey: accountKeys.security,
  queryFn: ({ signal }) => apiFetch<SecurityResponse>('/api/account/security', { signal }),
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) =>
      apiFetch<ProfileResponse>('/api/account/profile', { method: 'PUT', json: values }),
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.profile, data);
      // the header shows the user's name
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AddressValues) =>
      apiFetch<AddressResponse>('/api/account/addresses', { method: 'POST', json: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useManageSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageSubscriptionInput) =>
      apiFetch<SubscriptionResponse>('/api/account/manage-subscription', {
        method: 'POST',
        json: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions }),
  });
}

/** Asks Shopify (through the shop) to email the link that replaces a declined card. */
export function useSendPaymentUpdateEmail() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiFetch<PaymentUpdateEmailResponse>(
        `/api/account/subscriptions/${encodeURIComponent(subscriptionId)}/payment-method-email`,
        { method: 'POST', json: {} },
      ),
  });
}

/**
 * Fetches an invoice and saves it: the HTML view as invoice-{order_number}.html, or the UK VAT
 * invoice as INV-{order_number}.pdf.
 */
export async function downloadInvoice(
  order: { id: string; orderNumber: string },
  kind: 'html' | 'pdf' = 'html',
): Promise<void> {
  const suffix = kind === 'pdf' ? 'invoice.pdf' : 'invoice';
  const response = await fetch(`/api/account/orders/${encodeURIComponent(order.id)}/${suffix}`, {
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError({ code: 'http_error', message: '', status: response.status });
  }
  const fileName =
    kind === 'pdf'
      ? (/filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `INV-${order.orderNumber}.pdf`)
      : `invoice-${order.orderNumber}.html`;
  saveBlob(await response.blob(), fileName);
}

/** Sign-out scopes of §7: local (this device), others (every other device), global (all). */
export type SignOutScope = 'local' | 'others' | 'global';

export async function signOut(scope: SignOutScope = 'local'): Promise<void> {
  if (scope === 'others') {
    unwrapAuthResult(await authClient.revokeOtherSessions(), 'Failed to sign out other devices');
    return;
  }
  if (scope === 'global') {
    unwrapAuthResult(await authClient.revokeSessions(), 'Failed to sign out everywhere');
  }
  const result = await authClient.signOut();
  // Signing out of a session that is already gone is not an error (§8: ignores 401, 403, 404).
  if (result.error && ![401, 403, 404].includes(result.error.status)) {
    unwrapAuthResult(result, 'Failed to sign out');
  }
}

/** Saves a download the browser fetched with the session cookie. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** UK GDPR access: everything held about the customer, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'include' });
  if (!response.ok) {
    throw new ApiError({ code: 'http_error', message: '', status: response.status });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'my-data.json';
  saveBlob(await response.blob(), name);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (values: DeleteAccountValues) =>
      apiFetch<DeleteAccountResponse>('/api/account/delete', { method: 'POST', json: values }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AddressValues }) =>
      apiFetch<AddressResponse>(`/api/account/addresses/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: values,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AddressesResponse>(`/api/account/addresses/${encodeURIComponent(id)}/default`, {
        method: 'POST',
      }),
    onSuccess: (data) => queryClient.setQueryData(accountKeys.addresses, data),
  });
}
