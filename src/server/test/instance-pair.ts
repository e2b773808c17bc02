import { grantRole } from '../auth/roles';
import { listOutbox } from '../mail/mailer';
import { TestClient } from './harness';
import { createNamedDatabase, startInstance, type TestInstance } from './instances';

export type InstancePair = {
  a: TestInstance;
  b: TestInstance;
  /** An admin signed in on A with a second factor (aal2). */
  adminOnA: TestClient;
  close: () => Promise<void>;
};

/**
 * Two app instances on one new PostgreSQL database (like two production processes) and an admin
 * signed in on the first; `close()` stops both and drops the database.
 */
export async function startInstancePair(adminUrl: string, prefix: string): Promise<InstancePair> {
  const shared = await createNamedDatabase(adminUrl, prefix);
  const a = await startInstance(shared.url);
  const b = await startInstance(shared.url);
  // Signing up ends on the confirmation email, read from the shared outbox.
  const adminOnA = new TestClient(a.baseUrl, (to) => listOutbox(a.database.db, to));
  const { userId, password } = await adminOnA.signUp({ firstName: 'Ada', lastName: 'Admin' });
  await grantRole(a.database.db, userId, 'admin');
  await adminOnA.enrolTotp(password);
  return {
    a,
    b,
    adminOnA,
    close: async () => {
      await a.close();
      await b.close();
      await shared.drop();
    },
  };
}
