import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_EMAIL_INVALID_MESSAGE,
  NEWSLETTER_EMAIL_REQUIRED_MESSAGE,
} from '../../core/schemas/newsletter';
import { newsletterSubscribers } from '../db/schema/content';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(() => app?.close());

function subscribe(email: unknown) {
  return app.fetch('/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('POST /api/newsletter', () => {
  it('stores an address once, lower-cased, however often it signs up', async () => {
    expect((await subscribe('Sara.Ahmed@Example.co.uk')).status).toBe(200);
    expect((await subscribe('sara.ahmed@example.co.uk')).status).toBe(200);
    expect((await subscribe('  SARA.AHMED@example.co.uk ')).status).toBe(200);
    const rows = await app.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(['sara.ahmed@example.co.uk']);
  });

  it.each([
    ['', NEWSLETTER_EMAIL_REQUIRED_MESSAGE],
    ['not-an-email', NEWSLETTER_EMAIL_INVALID_MESSAGE],
    [undefined, NEWSLETTER_EMAIL_REQUIRED_MESSAGE],
  ])('refuses %j', async (email, message) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields?: Record<string, string[]> } };
    expect(body.error.fields?.email).toContain(message);
  });
});
