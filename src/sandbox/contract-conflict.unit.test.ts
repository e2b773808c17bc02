import { describe, expect, it } from 'vitest';
import { createClock } from '../server/lib/clock';
import { createMemoryDocuments, type SandboxDocuments } from './sandbox-documents';
import { sandboxSubscriptionOperations } from './subscription-api';
import { createSandboxContractStore, type SandboxContract } from './subscription-contracts';
import { oneContractCheckout } from './test-checkout';

// Two sandbox stores on one database (two shop processes) change one contract at once: the
// second write is a compare-and-set over what its operation read, so neither change is lost
// (docs/decisions/133-sandbox-store-complete.md). The interleaving is forced: process B's whole
// pause runs between process A's read and A's write.

const PAUSE = `mutation ($id: ID!) { subscriptionContractPause(subscriptionContractId: $id) {
  contract { id status } userErrors { field message code } } }`;
const SET_DATE = `mutation ($id: ID!, $date: DateTime!) {
  subscriptionContractSetNextBillingDate(contractId: $id, date: $date) {
    contract { id nextBillingDate } userErrors { field message code } } }`;

function storeOn(documents: SandboxDocuments) {
  const store = createSandboxContractStore({
    clock: createClock(),
    webhooks: {
      baseUrl: 'http://127.0.0.1:9',
      secret: 'secret',
      apiVersion: '2026-10',
      shopDomain: 'test.example',
    },
    takeOrderNumber: async () => 1001,
    documents,
  });
  const operations = sandboxSubscriptionOperations(store);
  const run = (query: string, variables: Record<string, unknown>) =>
    operations({ query, document: query, variables, version: '2026-10' }) as Promise<{
      data: Record<string, { userErrors: unknown[] }>;
    }>;
  return { store, run };
}

describe('one contract changed by two processes at once', () => {
  it.each([
    ['with the compare-and-set', false],
    ['a plain write (what the guard prevents)', true],
  ])('%s', async (_name, overwrite) => {
    const shared = createMemoryDocuments();
    let between: (() => Promise<void>) | null = null;
    // Process A's view of the database: B runs its operation just before A's write lands.
    const seenByA: SandboxDocuments = {
      ...shared,
      async replace(kind, id, expected, doc) {
        const run = between;
        between = null;
        if (run) await run();
        if (overwrite) {
          await shared.put(kind, id, doc);
          return true;
        }
        return shared.replace(kind, id, expected, doc);
      },
    };
    const a = storeOn(seenByA);
    const b = storeOn(shared);
    const [contract] = await a.store.createFromCheckout(
      oneContractCheckout({ orderId: 9001, email: 'both@example.co.uk' }),
    );
    await a.store.exclusive(() => a.store.push());
    const id = contract?.id as string;

    between = async () => {
      const paused = await b.run(PAUSE, { id });
      expect(paused.data.subscriptionContractPause?.userErrors).toEqual([]);
    };
    const moved = await a.run(SET_DATE, { id, date: '2027-03-01T12:00:00.000Z' });
    expect(moved.data.subscriptionContractSetNextBillingDate?.userErrors).toEqual([]);

    const stored = await shared.get<SandboxContract>('contract', id);
    expect(stored?.nextBillingDate).toBe('2027-03-01T12:00:00.000Z');
    // Without the guard, A's write of its stale copy undoes B's pause.
    expect(stored?.status).toBe(overwrite ? 'ACTIVE' : 'PAUSED');
  });
});
