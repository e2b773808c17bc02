import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { permissionForRoute } from '../../core/staff/route-permissions';
import { ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE, roleCan } from '../../core/staff/staff-roles';
import type { AppDeps } from '../app-deps';
import { findAccessProfile, requireAdminAssurance } from '../auth/service';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';

export { permissionForRoute };

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
