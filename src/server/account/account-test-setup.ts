import { startTestApp } from '../test/harness';

// Shared by the account tests: an app with two signed-up customers, Alice and Bob.

/** A fresh, unseeded app with Alice Hart and Bob Stone signed up (each on their own client). */
export async function startAccountApp() {
  const app = await startTestApp({ seed: false });
  const alice = app.client();
  const aliceId = (await alice.signUp({ firstName: 'Alice', lastName: 'Hart' })).userId;
  const bob = app.client();
  const bobId = (await bob.signUp({ firstName: 'Bob', lastName: 'Stone' })).userId;
  return { app, alice, aliceId, bob, bobId };
}

export async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string[]> };
    }
  ).error;
}
