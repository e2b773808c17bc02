import { describe, expect, it } from 'vitest';
import { testDatabaseOfFile } from '../server/test/test-database';
import {
  createMemoryDocuments,
  createSandboxDocuments,
  type SandboxDocuments,
} from './sandbox-documents';

// A contract and the card it bills are read together on every contract operation (a renewal
// reads them twice): one round trip (decision 141's addendum). The database store and the memory
// store answer alike.

const db = testDatabaseOfFile();

const stores: [string, () => SandboxDocuments][] = [
  ['the database', () => createSandboxDocuments(db())],
  ['memory', () => createMemoryDocuments()],
];

describe.each(stores)('a document with the one it links to (%s)', (_, create) => {
  it('reads both, either alone, or neither', async () => {
    const documents = create();
    await documents.put('payment-method', 'pm-1', { id: 'pm-1', last4: '4242' });
    await documents.put('contract', 'c-1', { id: 'c-1', paymentMethodId: 'pm-1' });
    await documents.put('contract', 'c-2', { id: 'c-2', paymentMethodId: 'pm-gone' });
    await documents.put('contract', 'c-3', { id: 'c-3', paymentMethodId: 7 });
    const read = (id: string) =>
      documents.getWithLinked('contract', id, 'paymentMethodId', 'payment-method');
    expect(await read('c-1')).toEqual({
      doc: { id: 'c-1', paymentMethodId: 'pm-1' },
      linked: { id: 'pm-1', last4: '4242' },
    });
    expect(await read('c-2')).toEqual({
      doc: { id: 'c-2', paymentMethodId: 'pm-gone' },
      linked: null,
    });
    expect(await read('c-3')).toEqual({ doc: { id: 'c-3', paymentMethodId: 7 }, linked: null });
    expect(await read('c-none')).toEqual({ doc: null, linked: null });
  });
});
