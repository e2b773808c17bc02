import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddressesResponse,
  AddressResponse,
  OrdersResponse,
  ProfileResponse,
  SecurityResponse,
  SubscriptionResponse,
  SubscriptionsResponse,
} from '../../../core/api/account';
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

/** Fetches the invoice HTML and saves it as invoice-{order_number}.html. */
export async function downloadInvoice(order: { id: string; orderNumber: string }): Promise<void> {
  const response = await fetch(`/api/account/orders/${encodeURIComponent(order.id)}/invoice`, {
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError({ code: 'http_error', message: '', status: response.status });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${order.orderNumber}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
