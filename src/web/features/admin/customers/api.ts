import { queryOptions } from '@tanstack/react-query';
import type { CustomerNotesRequest, CustomerSort } from '../../../../core/api/admin-customers';
import type { StaffRole } from '../../../../core/staff/staff-roles';
import { api } from '../../../lib/api-client';

export const customerKeys = {
  lists: ['admin', 'customers', 'list'] as const,
  list: (search: string, sort: CustomerSort, page: number) =>
    ['admin', 'customers', 'list', search, sort, page] as const,
  profile: (id: string) => ['admin', 'customers', 'profile', id] as const,
  staff: ['admin', 'staff'] as const,
  invitations: ['admin', 'staff', 'invitations'] as const,
};

export const customersQuery = (search: string, sort: CustomerSort, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(search, sort, page),
    queryFn: ({ signal }) => {
      const query = { sort, page: String(page), search: search.trim() || undefined };
      return api('GET /api/admin/customers', { query, signal });
    },
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.profile(id),
    queryFn: ({ signal }) => api('GET /api/admin/customers/:id', { params: { id }, signal }),
  });

export function saveCustomerNotes(id: string, body: CustomerNotesRequest) {
  return api('PUT /api/admin/customers/:id/notes', { params: { id }, body });
}

export function eraseCustomer(id: string, confirmEmail: string) {
  return api('POST /api/admin/customers/:id/erase', { params: { id }, body: { confirmEmail } });
}

export const staffQuery = () =>
  queryOptions({
    queryKey: customerKeys.staff,
    queryFn: ({ signal }) => api('GET /api/admin/staff', { signal }),
  });

export const staffInvitationsQuery = () =>
  queryOptions({
    queryKey: customerKeys.invitations,
    queryFn: ({ signal }) => api('GET /api/admin/staff/invitations', { signal }),
  });

export function inviteStaff(email: string, role: StaffRole) {
  return api('POST /api/admin/staff/invitations', { body: { email, role } });
}

export function revokeStaffInvitation(id: string) {
  return api('DELETE /api/admin/staff/invitations/:id', { params: { id } });
}

export function addStaff(email: string, role: StaffRole) {
  return api('POST /api/admin/staff', { body: { email, role } });
}

export function removeStaff(userId: string) {
  return api('DELETE /api/admin/staff/:userId', { params: { userId } });
}

export function changeStaffRole(userId: string, role: StaffRole) {
  return api('PUT /api/admin/staff/:userId/role', { params: { userId }, body: { role } });
}
