import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import {
  type Permission,
  ROLE_FORBIDDEN_CODE,
  ROLE_FORBIDDEN_MESSAGE,
  roleCan,
} from '../../core/staff/staff-roles';
import type { AppDeps } from '../app-deps';
import { findAccessProfile, requireAdminAssurance } from '../auth/service';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';

/**
 * The one place that says which permission each admin route needs
 * (docs/decisions/092-staff-roles.md). Keys are `METHOD path` exactly as the app
 * registers the route; a route missing here is refused to every role (and the authorization
 * matrix test names it).
 */
export const ADMIN_ROUTE_PERMISSIONS: Record<string, Permission> = {
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
  // The timeline and the packing slip (no prices) are fulfilment's work too.
  'GET /api/admin/orders/:id/timeline': 'orders.view',
  'GET /api/admin/orders/:id/packing-slip.pdf': 'orders.view',
  'POST /api/admin/orders/:id/comments': 'orders.manage',
  // Returns (decision 136): deciding is managing the order; the receipt refunds it.
  'GET /api/admin/returns': 'orders.view',
  'POST /api/admin/returns/:id/decision': 'orders.manage',
  'POST /api/admin/returns/:id/received': 'orders.refund',
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
};

/** Whole folders of routes with one permission (the reports are built elsewhere). */
const ADMIN_PREFIX_PERMISSIONS: [prefix: string, permission: Permission][] = [
  ['/api/admin/reports/', 'reports'],
];

export function permissionForRoute(method: string, path: string): Permission | null {
  const exact = ADMIN_ROUTE_PERMISSIONS[`${method} ${path}`];
  if (exact) return exact;
  return ADMIN_PREFIX_PERMISSIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}

/**
 * Mounted once on /api/admin/* before every admin router: the admin guard (401, 403, the
 * second factor), then the staff role's permission for the route Hono matched. The routers keep
 * their own admin guard as well, so a router mounted without this still needs an admin.
 */
export function requireAdminPermission(
  auth: AppDeps['auth'],
  db: Database,
): MiddlewareHandler<AppEnv> {
  const admin = requireAdminAssurance(auth, db);
  return async (c, next) => {
    // The handler that will answer: the first matched route that is not middleware.
    const endpoint = matchedRoutes(c).find(
      (route) => route.method !== 'ALL' && route.path.startsWith('/api/admin/'),
    );
    if (!endpoint) return next();
    await admin(c, async () => {
      const viewer = c.get('viewer');
      const access = await findAccessProfile(db, viewer?.user.id ?? '');
      const permission = permissionForRoute(endpoint.method, endpoint.path);
      if (!permission || !roleCan(access.staffRole, permission)) {
        throw new AppError(ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE, { status: 403 });
      }
      c.set('staffRole', access.staffRole);
      await next();
    });
  };
}
