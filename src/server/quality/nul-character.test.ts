import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../http/nul-guard';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

// A NUL character (U+0000) in a field or a path answered 500 (PostgreSQL text cannot hold
// it): every route now refuses it with 400 and a message that says what to remove.

let app: TestApp;
let shopper: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  shopper = app.client();
  await shopper.signUp({ verify: true });
}, 120_000);
afterAll(() => app?.close());

const REFUSED = {
  status: 400,
  body: { error: { code: 'validation_failed', message: NUL_CHARACTER_MESSAGE } },
};

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('a NUL character', () => {
  it('in a JSON field is 400 on the contact form, addresses and the auth profile update', async () => {
    const contact = await app.client().post('/api/contact', {
      name: 'Amira\u0000Khan',
      email: 'amira.khan@example.co.uk',
      phone: '07700 900123',
      subject: 'Question about Manuka grades',
      message: 'Which grade would you suggest for a daily spoonful?',
    });
    expect(await answer(contact)).toEqual(REFUSED);
    const address = await shopper.post('/api/account/addresses', {
      firstName: 'Amira',
      lastName: 'Khan',
      address1: '12 Honey\u0000 Lane',
      city: 'Leeds',
      country: 'United Kingdom',
      zip: 'LS1 4AB',
    });
    expect(await answer(address)).toEqual(REFUSED);
    const profile = await shopper.post('/api/auth/update-user', { name: 'Ami\u0000ra' });
    expect(await answer(profile)).toEqual(REFUSED);
  });

  it('in a path is 400 on a page and on the API', async () => {
    const page = await app.fetch('/product/%00');
    expect({ status: page.status, text: await page.text() }).toEqual({
      status: 400,
      text: NUL_CHARACTER_MESSAGE,
    });
    expect(await answer(await app.fetch('/api/store/products/a%00b'))).toEqual(REFUSED);
  });
});
