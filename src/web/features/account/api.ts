import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountValues } from '../../../core/schemas/account-deletion';
import type { AddressValues } from '../../../core/schemas/address';
import type { ProfileValues } from '../../../core/schemas/profile';
import type { ManageSubscriptionInput } from '../../../core/schemas/subscription';
import { api, apiErrorOf } from '../../lib/api-client';
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
  queryFn: ({ signal }) => api('GET /api/account/profile', { signal }),
  select: (data) => data.profile,
});

export const addressesQuery = queryOptions({
  queryKey: accountKeys.addresses,
  queryFn: ({ signal }) => api('GET /api/account/addresses', { signal }),
  select: (data) => data.addresses,
});

export const ordersQuery = queryOptions({
  queryKey: accountKeys.orders,
  queryFn: ({ signal }) => api('GET /api/account/orders', { signal }),
  select: (data) => data.orders,
});

/** What deleting the account would do to each subscription (read when the dialog opens). */
export const deletionPlanQuery = queryOptions({
  queryKey: ['account', 'deletion-plan'] as const,
  queryFn: ({ signal }) => api('GET /api/account/deletion-plan', { signal }),
  staleTime: 0,
});

export const subscriptionsQuery = queryOptions({
  queryKey: accountKeys.subscriptions,
  queryFn: ({ signal }) => api('GET /api/account/subscriptions', { signal }),
  select: (data) => data.subscriptions,
});

export const securityQuery = queryOptions({
  queryKey: accountKeys.security,
  queryFn: ({ signal }) => api('GET /api/account/security', { signal }),
});

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => api('PUT /api/account/profile', { body: values }),
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
    mutationFn: (values: AddressValues) => api('POST /api/account/addresses', { body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/account/addresses/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useManageSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManageSubscriptionInput) =>
      api('POST /api/account/manage-subscription', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.subscriptions }),
  });
}

/** Asks Shopify (through the shop) to email the link that replaces a declined card. */
export function useSendPaymentUpdateEmail() {
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api('POST /api/account/subscriptions/:id/payment-method-email', {
        params: { id: subscriptionId },
        body: {},
      }),
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
  if (!response.ok) throw await apiErrorOf(response);
  const fileName =
    kind === 'pdf'
      ? (/filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `INV-${order.orderNumber}.pdf`)
      : `invoice-${order.orderNumber}.html`;
  saveBlob(await response.blob(), fileName);
}

/** Fetches credit note `creditNoteNumber` of the order and saves it as CN-0001.pdf. */
export async function downloadCreditNote(
  order: { id: string },
  creditNoteNumber: string,
): Promise<void> {
  const response = await fetch(
    `/api/account/orders/${encodeURIComponent(order.id)}/credit-notes/${encodeURIComponent(creditNoteNumber)}.pdf`,
    { credentials: 'include' },
  );
  if (!response.ok) throw await apiErrorOf(response);
  saveBlob(await response.blob(), `${creditNoteNumber}.pdf`);
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
  if (!response.ok) throw await apiErrorOf(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'my-data.json';
  saveBlob(await response.blob(), name);
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (values: DeleteAccountValues) => api('POST /api/account/delete', { body: values }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: AddressValues }) =>
      api('PUT /api/account/addresses/:id', { params: { id }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/account/addresses/:id/default', { params: { id } }),
    onSuccess: (data) => queryClient.setQueryData(accountKeys.addresses, data),
  });
}
