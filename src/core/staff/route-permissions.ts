// Which staff permission each back-office route needs: read by the server's guard
// (src/server/admin/route-permissions.ts), by the API contract (`ApiPermission<K>`,
// src/core/api/contract.ts: every admin entry of the contract must have one here, or tsc fails)
// and by the authorization matrix, whose expected statuses by staff role are checked against it.
// docs/decisions/092-staff-roles.md, docs/decisions/138-contract-is-the-endpoint.md
import type { ApiEndpoint } from '../api/contract';
import type { Permission } from './staff-roles';

/** The contract's back-office endpoints, but the reports (one permission for the folder). */
type AdminContractEndpoint = Exclude<
  Extract<ApiEndpoint, `${string} /api/admin/${string}`>,
  `${string} /api/admin/reports/${string}`
>;

/**
 * The one place that says which permission each admin route needs
 * (docs/decisions/092-staff-roles.md). Keys are `METHOD path` exactly as the app
 * registers the route; a route missing here is refused to every role (and the authorization
 * matrix test names it).
 */
export const ADMIN_ROUTE_PERMISSIONS = {
  'GET /api/admin/applications': 'approvals',
  'POST /api/admin/applications/:id/status': 'approvals',
  'GET /api/admin/orders': 'orders.view',
  'GET /api/admin/orders/:id': 'orders.view',
  // Processing, shipped (with tracking), delivered: the fulfilment work.
  'POST /api/admin/orders/:id/status': 'orders.ship',
  'POST /api/admin/orders/:id/refunds': 'orders.refund',
  'POST /api/admin/orders/:id/cancel': 'orders.manage',
  'POST /api/admin/orders/:id/hold': 'orders.manage',
  'GET /api/admin/orders/:id/invoice.pdf': 'orders.invoice',
  'GET /api/admin/orders/:id/credit-notes/:file': 'orders.invoice',
  // Returns (decision 136): deciding is managing the order; the receipt refunds it.
  'GET /api/admin/returns': 'orders.view',
  'POST /api/admin/returns/:id/decision': 'orders.manage',
  'POST /api/admin/returns/:id/received': 'orders.refund',
  // The timeline and the packing slip (no prices) are fulfilment's work too.
  'GET /api/admin/orders/:id/timeline': 'orders.view',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'orders.view',
  'POST /api/admin/orders/:id/comments': 'orders.manage',
  // Every buyer's name, email and address in one file: personal data.
  'GET /api/admin/orders/export.csv': 'personal-data.export',
  // Every buyer's name and a trade buyer's VAT number, line by line: personal data.
  'GET /api/admin/reports/sales-journal.csv': 'personal-data.export',
  'GET /api/admin/customers/export.csv': 'personal-data.export',
  'GET /api/admin/products/export.csv': 'catalogue',
  'GET /api/admin/orders-reconciliation': 'orders.manage',
  'POST /api/admin/orders-reconciliation': 'orders.manage',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/products': 'catalogue',
  'GET /api/admin/products/:id': 'catalogue',
  'POST /api/admin/products': 'catalogue',
  'PUT /api/admin/products/:id': 'catalogue',
  'DELETE /api/admin/products/:id': 'catalogue',
  'GET /api/admin/collections': 'catalogue',
  'GET /api/admin/collections/:id/products': 'catalogue',
  'POST /api/admin/collections/:id/order': 'catalogue',
  'GET /api/admin/shop-order': 'catalogue',
  'POST /api/admin/shop-order': 'catalogue',
  'POST /api/admin/move-product': 'catalogue',
  'POST /api/admin/export': 'catalogue',
  'POST /api/admin/shopify/connect': 'shopify.connect',
  'GET /api/admin/subscriptions': 'subscriptions',
  'POST /api/admin/subscriptions/manage': 'subscriptions',
  'POST /api/admin/subscriptions/:id/payment-method-email': 'subscriptions',
  'GET /api/admin/reviews': 'reviews',
  'POST /api/admin/reviews/:id/status': 'reviews',
  'GET /api/admin/inventory/sync': 'stock',
  'POST /api/admin/inventory/sync': 'stock',
  'PUT /api/admin/inventory/variants/:id': 'stock',
  'POST /api/admin/products/publication': 'catalogue',
  'POST /api/admin/images': 'catalogue',
  'GET /api/admin/customers': 'customers.view',
  'GET /api/admin/customers/:id': 'customers.view',
  // Saved filters (decision 131): whoever sees customers lists them, whoever edits saves them.
  'GET /api/admin/customers/segments': 'customers.view',
  'POST /api/admin/customers/segments': 'customers.edit',
  'DELETE /api/admin/customers/segments/:segmentId': 'customers.edit',
  'PUT /api/admin/customers/:id/notes': 'customers.edit',
  'GET /api/admin/customers/:id/export': 'personal-data.export',
  'POST /api/admin/customers/:id/erase': 'customers.erase',
  // Field Core Web Vitals (no personal data): with the reports.
  'GET /api/admin/vitals': 'reports',
  'GET /api/admin/staff': 'staff.manage',
  'POST /api/admin/staff': 'staff.manage',
  'PUT /api/admin/staff/:userId/role': 'staff.manage',
  'DELETE /api/admin/staff/:userId': 'staff.manage',
  // Inviting is the owner's alone: nobody invites with a role above their own.
  'GET /api/admin/staff/invitations': 'staff.manage',
  'POST /api/admin/staff/invitations': 'staff.manage',
  'DELETE /api/admin/staff/invitations/:id': 'staff.manage',
} as const satisfies { [K in AdminContractEndpoint]: Permission } & Record<string, Permission>;

/** Whole folders of routes with one permission (the reports are built elsewhere). */
export const ADMIN_PREFIX_PERMISSIONS = [
  ['/api/admin/reports/', 'reports'],
] as const satisfies readonly (readonly [prefix: string, permission: Permission])[];

export function permissionForRoute(method: string, path: string): Permission | null {
  const exact = (ADMIN_ROUTE_PERMISSIONS as Record<string, Permission>)[`${method} ${path}`];
  if (exact) return exact;
  return ADMIN_PREFIX_PERMISSIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}
