/**
 * Mounted at /api/admin/customers (each route's staff permission in admin/route-permissions.ts):
 * the list, one profile, staff notes and tags, and the GDPR export and erasure on the customer's
 * behalf (owners, with a fresh second factor like the customer's own).
 */
import { Hono } from 'hono';
import {
  type AdminCustomerProfileResponse,
  adminCustomersExportQuerySchema,
  adminCustomersQuerySchema,
} from '../../../core/api/admin-customers';
import { formatUnits } from '../../../core/catalog/unit-noun';
import { exportFileName } from '../../account/service';
import type { AppDeps } from '../../app-deps';
import { actorOf, recordAudit } from '../../audit/service';
import { requireAdminAssurance, requireStepUp } from '../../auth/service';
import type { AppEnv } from '../../http/app-env';
import { answer, readBody } from '../../http/contract';
import { noStore } from '../../http/no-store';
import { parseWith } from '../../http/validate';
import { findAdminCustomers } from './customer-list';
import { eraseCustomer, exportCustomerData } from './customer-privacy';
import { findAdminCustomer, saveCustomerNotes } from './customer-profile';
import {
  createCustomerSegment,
  deleteCustomerSegment,
  listCustomerSegments,
  resolveCustomerFilter,
} from './customer-segments';
import { buildCustomersCsv, describeCustomerFilter } from './customers-csv';

export function createAdminCustomerRoutes(deps: AppDeps) {
  const { db, auth, clock } = deps;
  return (
    new Hono<AppEnv>()
      .use('*', requireAdminAssurance(auth, db))
      .use('*', noStore)
      .use('/:id/export', requireStepUp(auth, db))
      .use('/:id/erase', requireStepUp(auth, db))
      .get('/', async (c) => {
        const query = parseWith(adminCustomersQuerySchema, c.req.query());
        const filter = await resolveCustomerFilter(db, query);
        const list = await findAdminCustomers(db, { ...query, filter }, clock.now());
        return answer(c, 'GET /api/admin/customers', list);
      })
      .get('/export.csv', async (c) => {
        // Before '/:id'. Every customer's name and email in one file: the owner's, audited.
        const query = parseWith(adminCustomersExportQuerySchema, c.req.query());
        const filter = await resolveCustomerFilter(db, query);
        const { csv, customers } = await buildCustomersCsv(db, filter, clock.now());
        await recordAudit(db, actorOf(c), {
          action: 'customers.export',
          entityType: 'customers',
          summary: `Exported customers as CSV (${formatUnits(customers, 'customer')}${describeCustomerFilter(filter)})`,
          after: { filter, segment: query.segment ?? null },
        });
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="customers.csv"');
        return c.body(csv);
      })
      // Saved filters, before '/:id'.
      .get('/segments', async (c) =>
        answer(c, 'GET /api/admin/customers/segments', {
          segments: await listCustomerSegments(db),
        }),
      )
      .post('/segments', async (c) => {
        const values = await readBody(c, 'POST /api/admin/customers/segments');
        await createCustomerSegment(db, values, actorOf(c));
        return answer(
          c,
          'POST /api/admin/customers/segments',
          { segments: await listCustomerSegments(db) },
          201,
        );
      })
      .delete('/segments/:segmentId', async (c) => {
        await deleteCustomerSegment(db, c.req.param('segmentId'), actorOf(c));
        return answer(c, 'DELETE /api/admin/customers/segments/:segmentId', {
          segments: await listCustomerSegments(db),
        });
      })
      .get('/:id', async (c) => {
        const customer = await findAdminCustomer(db, c.req.param('id'));
        return answer(c, 'GET /api/admin/customers/:id', {
          customer,
        } satisfies AdminCustomerProfileResponse);
      })
      .put('/:id/notes', async (c) => {
        const values = await readBody(c, 'PUT /api/admin/customers/:id/notes');
        const id = c.req.param('id');
        await saveCustomerNotes(db, id, values, actorOf(c));
        const customer = await findAdminCustomer(db, id);
        return answer(c, 'PUT /api/admin/customers/:id/notes', {
          customer,
        } satisfies AdminCustomerProfileResponse);
      })
      .get('/:id/export', async (c) => {
        const data = await exportCustomerData(deps, c.req.param('id'), actorOf(c));
        c.header('Content-Disposition', `attachment; filename="${exportFileName(clock.now())}"`);
        return answer(c, 'GET /api/admin/customers/:id/export', data);
      })
      .post('/:id/erase', async (c) => {
        const { confirmEmail } = await readBody(c, 'POST /api/admin/customers/:id/erase');
        return answer(
          c,
          'POST /api/admin/customers/:id/erase',
          await eraseCustomer(deps, c.req.param('id'), confirmEmail, actorOf(c)),
        );
      })
  );
}
