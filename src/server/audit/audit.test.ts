import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderingResponse, AdminProductResponse } from '../../core/api/admin';
import type { AuditLogResponse } from '../../core/api/audit';
import { auditLog } from '../db/schema/audit';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

let app: TestApp;
let admin: TestClient;
let adminEmail: string;
let otherAdmin: TestClient;
let otherEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin, email: adminEmail } = await app.adminClient({ firstName: 'Ada' }));
  ({ client: otherAdmin, email: otherEmail } = await app.adminClient({ firstName: 'Bea' }));
}, 120_000);
afterAll(() => app?.close());

async function audit(query = ''): Promise<AuditLogResponse> {
  const res = await admin.get(`/api/admin/audit${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AuditLogResponse;
}

describe('audit log', () => {
  it('records a product creation and edit with who, what, when, before and after', async () => {
    const values = {
      title: 'Audit probe',
      handle: 'audit-probe',
      variants: [{ title: '250ml', price: '9.99' }],
    };
    const created = await admin.post('/api/admin/products', values);
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as AdminProductResponse;
    const res = await admin.put(`/api/admin/products/${product.id}`, {
      ...values,
      title: 'Audit probe, renamed',
      variants: [{ title: '250ml', price: '10.49' }],
    });
    expect(res.status).toBe(200);
    const { entries } = await audit('?action=product.update');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: adminEmail,
      action: 'product.update',
      entityType: 'product',
      entityId: product.id,
      summary: 'Edited Audit probe, renamed (audit-probe)',
      before: { title: 'Audit probe', variants: [expect.objectContaining({ price: '9.99' })] },
      after: {
        title: 'Audit probe, renamed',
        variants: [expect.objectContaining({ price: '10.49' })],
      },
    });
    expect(Date.now() - Date.parse(entries[0]?.createdAt ?? '')).toBeLessThan(60_000);
    const creation = await audit('?action=product.create');
    expect(creation.entries[0]).toMatchObject({
      summary: 'Created Audit probe (audit-probe)',
      before: null,
      after: { title: 'Audit probe' },
    });
  });

  it('writes nothing when the action fails (same transaction)', async () => {
    const before = await app.db.select().from(auditLog);
    const shop = (await (await admin.get('/api/admin/shop-order')).json()) as AdminOrderingResponse;
    // A stale list (one product missing) is refused with 409 and changes nothing.
    const items = shop.products.slice(1).map((p, i) => ({ product_id: p.id, sort_order: i }));
    expect((await admin.post('/api/admin/shop-order', { items })).status).toBe(409);
    expect(await app.db.select().from(auditLog)).toHaveLength(before.length);
    const ok = shop.products.map((p, i) => ({ product_id: p.id, sort_order: i }));
    expect((await otherAdmin.post('/api/admin/shop-order', { items: ok })).status).toBe(200);
    expect(await app.db.select().from(auditLog)).toHaveLength(before.length + 1);
    const { entries } = await audit('?action=shop.reorder');
    expect(entries[0]).toMatchObject({
      actorEmail: otherEmail,
      summary: `Changed the shop order (${shop.products.length} products)`,
      before: shop.products.map((p) => p.id),
      after: shop.products.map((p) => p.id),
    });
  });

  it('filters by actor, action and date (UK days), and refuses unknown filters', async () => {
    const all = await audit();
    expect(all.total).toBe(7);
    // The two admins' roles (admin, then owner: the first staff role) were granted by the test
    // set-up: role changes are audited too.
    const rows = all.entries.map((e) => [e.action, e.actorEmail === 'system']);
    expect(rows.slice(0, 3)).toEqual([
      ['shop.reorder', false],
      ['product.update', false],
      ['product.create', false],
    ]);
    // Granted in the same instant, so in either order.
    expect(
      rows
        .slice(3)
        .map((r) => r.join())
        .sort(),
    ).toEqual([
      'role.grant,true',
      'role.grant,true',
      'staff.role_change,true',
      'staff.role_change,true',
    ]);
    const byActor = await audit(`?actor=${encodeURIComponent(otherEmail.slice(0, 12))}`);
    expect(byActor.entries.map((e) => e.actorEmail)).toEqual([otherEmail]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(7);
    expect((await audit('?to=2020-01-01')).total).toBe(0);
    expect((await audit('?from=2999-01-01')).total).toBe(0);
    expect((await audit('?action=wholesale.decide')).total).toBe(0);
    for (const bad of ['?action=drop-table', '?from=yesterday', '?page=0', '?sneaky=1']) {
      const res = await admin.get(`/api/admin/audit${bad}`);
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'validation_failed',
      );
    }
  });
});
