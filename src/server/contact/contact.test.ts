import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../core/schemas/contact';
import { contactMessages, mailOutbox } from '../db/schema/content';
import { startTestApp, type TestApp } from '../test/harness';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from './routes';

const VALID = {
  name: 'Amira Khan',
  email: 'amira.khan@example.co.uk',
  phone: '07700 900123',
  subject: 'Question about Manuka grades',
  message: 'Which grade would you suggest for a daily spoonful?',
};

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

function post(app: TestApp, body: unknown) {
  return app.fetch('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /api/contact', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app?.close());

  it('stores a valid message and queues a notification to the support address', async () => {
    const subject = `Order question ${Date.now()}`;
    const res = await post(app, { ...VALID, subject });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);

    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ ...VALID, subject });

    const mail = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, app.config.supportEmail));
    const sent = mail.find((m) => m.subject.includes(subject));
    expect(sent).toBeDefined();
    expect(sent?.text).toContain(VALID.email);
    expect(sent?.text).toContain(VALID.message);
  });

  it('accepts a message without a phone number', async () => {
    const { phone: _phone, ...withoutPhone } = VALID;
    const res = await post(app, withoutPhone);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.phone).toBeNull();
  });

  it.each([
    ['name', 'A', CONTACT_MESSAGES.nameMin],
    ['email', 'not-an-email', CONTACT_MESSAGES.emailInvalid],
    ['subject', 'Hi', CONTACT_MESSAGES.subjectMin],
    ['message', 'Too short', CONTACT_MESSAGES.messageMin],
    ['message', 'x'.repeat(1001), CONTACT_MESSAGES.messageMax],
    ['name', 'x'.repeat(101), CONTACT_MESSAGES.nameMax],
  ])('refuses an invalid %s with the spec message', async (field, value, message) => {
    const before = (await app.db.select().from(contactMessages)).length;
    const res = await post(app, { ...VALID, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toContain(message);
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses unknown fields and non-JSON bodies', async () => {
    const res = await post(app, { ...VALID, admin: true });
    expect(res.status).toBe(400);
    const text = await app.fetch('/api/contact', { method: 'POST', body: 'name=x' });
    expect(text.status).toBe(415);
  });
});

describe('POST /api/contact rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false, env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => app?.close());

  it('answers 429 with a clear message after too many messages from one client', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await post(app, VALID)).status).toBe(201);
    }
    const res = await post(app, VALID);
    expect(res.status).toBe(429);
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toEqual({ code: 'rate_limited', message: CONTACT_RATE_LIMIT_MESSAGE });
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
