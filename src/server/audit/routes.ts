/** Mounted at /api/admin/audit (admin role, second factor when enrolled): the staff audit log. */
import { Hono } from 'hono';
import { type AuditLogResponse, auditQuerySchema } from '../../core/api/audit';
import type { AppDeps } from '../app-deps';
import { requireAdminAssurance } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { findAuditEntries } from './audit-log';

export function createAdminAuditRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/', async (c) => {
      const query = parseWith(auditQuerySchema, c.req.query());
      return answer(
        c,
        'GET /api/admin/audit',
        (await findAuditEntries(db, query)) satisfies AuditLogResponse,
      );
    });
}
