import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SandboxDocuments } from './sandbox-documents';
import { oneContractCheckout } from './test-checkout';

// The sandbox is one store however many shop processes serve it (decisions 129, 141): its
// contracts, billing attempts and orders live in the shared database, so the ids it hands out
// must be unique across the processes, as Shopify's are. Each process is modelled by a module
// graph of its own (its own module state, as a process has), both on one documents store, at the
// same millisecond. A renewals bench run found two renewal orders given the same Shopify id by
// the two processes: the shop stored one order for two payments.

const BILL = `mutation ($id: ID!, $input: SubscriptionBillingAttemptInput!) {
  subscriptionBillingAttemptCreate(subscriptionContractId: $id,
    subscriptionBillingAttemptInput: $input) {
    subscriptionBillingAttempt { id } userErrors { field message code } } }`;

/** A shop process's sandbox store on the shared documents: a fresh module graph. */
async function processOn(documents: SandboxDocuments, orderNumbers: () => Promise<number>) {
  vi.resetModules();
  const { createClock } = await import('../server/lib/clock');
  const { createSandboxContractStore } = await import('./subscription-contracts');
  const { sandboxSubscriptionOperations } = await import('./subscription-api');
  const store = createSandboxContractStore({
    clock: createClock(),
    webhooks: {
      baseUrl: 'http://127.0.0.1:9',
      secret: 'secret',
      apiVersion: '2026-10',
      shopDomain: 'test.example',
    },
    // Nobody listens: each webhook fails once and is dropped (no retries).
    delivery: { retryDelaysMs: [] },
    takeOrderNumber: orderNumbers,
    documents,
  });
  const operations = sandboxSubscriptionOperations(store);
  return { store, operations };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ids the store hands out', () => {
  it('are unique across the processes serving it, at the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-05T10:00:00Z') });
    const { createMemoryDocuments } = await import('./sandbox-documents');
    const shared = createMemoryDocuments();
    // The store's one order sequence (in the database), as subscription-checkout.ts takes it.
    const orderNumbers = () => shared.next('order-number', 1001);
    const a = await processOn(shared, orderNumbers);
    const b = await processOn(shared, orderNumbers);
    const contractIds: string[] = [];
    const attemptIds: string[] = [];
    for (const [name, process] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const contracts = await process.store.exclusive(async () => {
        const created = await process.store.createFromCheckout(
          oneContractCheckout({ orderId: 9001, email: `${name}@example.co.uk` }),
        );
        await process.store.push();
        return created;
      });
      const id = contracts[0]?.id as string;
      contractIds.push(id);
      const answer = (await process.operations({
        query: BILL,
        document: BILL,
        variables: { id, input: { idempotencyKey: `renewal-${name}` } },
        version: '2026-10',
      })) as {
        data: {
          subscriptionBillingAttemptCreate: {
            subscriptionBillingAttempt: { id: string } | null;
            userErrors: unknown[];
          };
        };
      };
      expect(answer.data.subscriptionBillingAttemptCreate.userErrors).toEqual([]);
      attemptIds.push(
        answer.data.subscriptionBillingAttemptCreate.subscriptionBillingAttempt?.id as string,
      );
    }
    vi.useRealTimers();
    await a.store.settle();
    await b.store.settle();
    const orderIds = [
      ...[...a.store.ordersByContract.values()].flat(),
      ...[...b.store.ordersByContract.values()].flat(),
    ];
    expect(orderIds).toHaveLength(2);
    expect(new Set(contractIds).size).toBe(2);
    expect(new Set(attemptIds).size).toBe(2);
    expect(new Set(orderIds).size).toBe(2);
    // Each process's contract is stored as it made it: neither overwrote the other's.
    expect(
      (await shared.get<{ customerEmail: string }>('contract', contractIds[0] as string))
        ?.customerEmail,
    ).toBe('a@example.co.uk');
    expect(
      (await shared.get<{ customerEmail: string }>('contract', contractIds[1] as string))
        ?.customerEmail,
    ).toBe('b@example.co.uk');
  });
});
