import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

// A day's renewal sweep creates every due subscription's billing attempt before any of their
// orders arrive, so mid-sweep most attempts have no order yet; each orders/create then links its
// attempt by Shopify order id (linkRenewalOrder). Planned without statistics of the sweep's rows
// (autoanalyze comes a minute later at best; this machine's PostgreSQL runs no autovacuum), the
// link ANDed in the index on order_id for `order_id is null`: a scan of every pending attempt per
// renewal, quadratic over the sweep (100,000 renewals slowed from 42 to 25 a second). Decision 149.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

const PENDING = 20_000;

type PlanNode = { 'Actual Rows'?: number; 'Index Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('linking a renewal order to its billing attempt', () => {
  it('reads only the attempts of that Shopify order, however many wait for theirs and whatever the statistics say', async () => {
    await app.db.transaction(async (tx) => {
      // Bulk rows without their subscriptions (foreign keys and triggers off).
      await tx.execute(sql`set local session_replication_role = replica`);
      // The sweep: every due subscription's attempt, each still waiting for its order.
      await tx.execute(sql`insert into subscription_billing_attempts
          (subscription_id, billing_date, attempt_number, idempotency_key, status, shopify_order_id)
        select gen_random_uuid(), current_date, 1, 'plan-due-' || g, 'pending', 'plan-due-' || g
        from generate_series(1, ${PENDING}) g`);
    });
    // Run for its plan, then rolled back.
    let plan: PlanNode | undefined;
    await app.db
      .transaction(async (tx) => {
        const result = await tx.execute(sql`explain (analyze, format json)
          update subscription_billing_attempts
          set order_id = (select id from orders where shopify_order_id = 'plan-due-7')
          where shopify_order_id = 'plan-due-7' and order_id is null`);
        const rows = (result as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows;
        plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    expect(plan).toBeDefined();
    const nodes = nodesOf(plan as PlanNode);
    expect(Math.max(...nodes.map((n) => n['Actual Rows'] ?? 0))).toBeLessThanOrEqual(1);
    expect(nodes.map((n) => n['Index Name']).filter(Boolean)).not.toContain(
      'subscription_billing_attempts_order_uuid_idx',
    );
  });
});
