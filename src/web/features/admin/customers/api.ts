import { queryOptions } from '@tanstack/react-query';
import type {
  CustomerFilter,
  CustomerNotesRequest,
  CustomerSegmentRequest,
  CustomerSort,
} from '../../../../core/api/admin-customers';
import type { StaffRole } from '../../../../core/staff/staff-roles';
import { api } from '../../../lib/api-client';

export const customerKeys = {
  lists: ['admin', 'customers', 'list'] as const,
  list: (filter: CustomerListFilter, sort: CustomerSort, page: number) =>
    ['admin', 'customers', 'list', filter, sort, page] as const,
  segments: ['admin', 'customers', 'segments'] as const,
  profile: (id: string) => ['admin', 'customers', 'profile', id] as const,
  staff: ['admin', 'staff'] as const,
  invitations: ['admin', 'staff', 'invitations'] as const,
};

/** The list's filter as the URL and the API spell it: every value a string, '' when unset. */
export type CustomerListFilter = Record<keyof CustomerFilter, string>;

/** The set filter fields only (what the API reads and a segment saves). */
export function setFilterFields(filter: CustomerListFilter): Partial<CustomerListFilter> {
  const set: Partial<CustomerListFilter> = {};
  for (const [key, value] of Object.entries(filter) as [keyof CustomerFilter, string][]) {
    if (value.trim() !== '') set[key] = value.trim();
  }
  return set;
}

export const customersQuery = (filter: CustomerListFilter, sort: CustomerSort, page: number) =>
  queryOptions({
    queryKey: customerKeys.list(filter, sort, page),
    queryFn: ({ signal }) => {
      const query = { ...setFilterFields(filter), sort, page: String(page) };
      return api('GET /api/admin/customers', { query, signal });
    },
  });

export const segmentsQuery = () =>
  queryOptions({
    queryKey: customerKeys.segments,
    queryFn: ({ signal }) => api('GET /api/admin/customers/segments', { signal }),
  });

/** Saves the list's filter as the URL spells it; the server validates each value. */
export function saveSegment(name: string, filter: Partial<CustomerListFilter>) {
  const body = { name, filter: filter as CustomerSegmentRequest['filter'] };
  return api('POST /api/admin/customers/segments', { body });
}

export function deleteSegment(segmentId: string) {
  return api('DELETE /api/admin/customers/segments/:segmentId', { params: { segmentId } });
}

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
