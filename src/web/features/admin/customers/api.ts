import { queryOptions } from '@tanstack/react-query';
import type {
  AdminCustomerProfileResponse,
  AdminCustomersResponse,
  AdminStaffResponse,
  CustomerEraseResponse,
  CustomerNotesRequest,
  CustomerSort,
} from '../../../../core/api/admin-customers';
import type { StaffRole } from '../../../../core/staff/staff-roles';
import { apiFetch } from '../../../lib/api-client';

export const customerKeys = {
  lists: ['admin', 'customers', 'list'] as const,
  list: (search: string, sort: CustomerSort, page: number) =>
    ['admin', 'customers', 'list', search, sort, page] as const,
  profile: (id: string) => ['admin', 'customers', 'profile', id] as const,
  staff: ['admin', 'staff'] as const,
};

export const customersQuery = (search: string, sort: CustomerSort, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(search, sort, page),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ sort, page: String(page) });
      if (search.trim()) params.set('search', search.trim());
      return apiFetch<AdminCustomersResponse>(`/api/admin/customers?${params}`, { signal });
    },
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.profile(id),
    queryFn: ({ signal }) =>
      apiFetch<AdminCustomerProfileResponse>(`/api/admin/customers/${id}`, { signal }),
  });

export function saveCustomerNotes(id: string, body: CustomerNotesRequest) {
  return apiFetch<AdminCustomerProfileResponse>(`/api/admin/customers/${id}/notes`, {
    method: 'PUT',
    json: body,
  });
}

export function eraseCustomer(id: string, confirmEmail: string) {
  return apiFetch<CustomerEraseResponse>(`/api/admin/customers/${id}/erase`, {
    method: 'POST',
    json: { confirmEmail },
  });
}

export const staffQuery = () =>
  queryOptions({
    queryKey: customerKeys.staff,
    queryFn: ({ signal }) => apiFetch<AdminStaffResponse>('/api/admin/staff', { signal }),
  });

export function addStaff(email: string, role: StaffRole) {
  return apiFetch<AdminStaffResponse>('/api/admin/staff', {
    method: 'POST',
    json: { email, role },
  });
}

export function changeStaffRole(userId: string, role: StaffRole) {
  return apiFetch<AdminStaffResponse>(`/api/admin/staff/${userId}/role`, {
    method: 'PUT',
    json: { role },
  });
}
