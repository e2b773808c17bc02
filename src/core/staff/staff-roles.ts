/**
 * What each back-office role may do (docs/decisions/092-staff-roles.md). The server
 * decides with these (src/server/admin/route-permissions.ts maps every admin route to one
 * permission); the admin UI reads them only to hide tabs a role cannot use.
 */
export const STAFF_ROLES = ['owner', 'staff', 'fulfilment'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  staff: 'Staff',
  fulfilment: 'Fulfilment',
};

export const PERMISSIONS = [
  'orders.view',
  'orders.ship',
  'orders.manage',
  'orders.refund',
  'orders.invoice',
  'customers.view',
  'customers.edit',
  'personal-data.export',
  'customers.erase',
  'catalogue',
  'stock',
  'reviews',
  'approvals',
  'subscriptions',
  'reports',
  'audit',
  'staff.manage',
  // Connecting the Shopify store (webhook addresses, the export): the owner's (decision 127).
  'shopify.connect',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const STAFF_PERMISSIONS: Permission[] = [
  'orders.view',
  'orders.ship',
  'orders.manage',
  // Up to the configured limit (STAFF_REFUND_LIMIT_PENCE); the refund service checks the amount.
  'orders.refund',
  'orders.invoice',
  'customers.view',
  'customers.edit',
  'catalogue',
  'stock',
  'reviews',
  'approvals',
  'subscriptions',
  'reports',
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  staff: STAFF_PERMISSIONS,
  fulfilment: ['orders.view', 'orders.ship'],
};

export function roleCan(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** Message of the 403 a role gets for a route it may not use. */
export const ROLE_FORBIDDEN_MESSAGE = 'Your staff role does not allow this.';
export const ROLE_FORBIDDEN_CODE = 'role_forbidden';
export const REFUND_LIMIT_CODE = 'refund_over_limit';
/** Nobody decides their own case: their own order, trade application or role (403). */
export const OWN_CASE_CODE = 'own_case';
