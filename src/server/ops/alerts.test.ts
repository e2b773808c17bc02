import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/content';
import { startTestApp, type TestApp } from '../test/harness';
import { waitFor } from '../test/wait-for';
import {
  ALERT_INTERVAL_MS,
  checkOperations,
  createWebhookFailureWatch,
  OUTBOX_BACKLOG_THRESHOLD,
  raiseAlert,
} from './alerts';

// ops/alerts.ts: staff emailed through the outbox, at most once per condition per hour.

const ALERT_EMAIL = 'ops@habbaandhoney.example';
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { ALERT_EMAIL } });
});
afterAll(() => app?.close());

async function alertMail() {
  return app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, ALERT_EMAIL))
    .orderBy(mailOutbox.createdAt);
}

const held = {
  subject: 'Order #1042 is on hold',
  text: 'Order #1042 was put on hold: the paid total differs from the priced total.',
};

describe('staff alerts', () => {
  it('emails a held order once, not again within the hour, and again after it', async () => {
    expect(await raiseAlert(app.deps, 'order-held:1042', held)).toBe('sent');
    expect(await raiseAlert(app.deps, 'order-held:1042', held)).toBe('suppressed');
    app.deps.clock.advance(ALERT_INTERVAL_MS - 60_000);
    expect(await raiseAlert(app.deps, 'order-held:1042', held)).toBe('suppressed');
    // Another condition is its own.
    expect(await raiseAlert(app.deps, 'order-held:1043', held)).toBe('sent');
    let mail = await alertMail();
    expect(mail.map((m) => m.subject)).toEqual([
      '[Habba & Honey] Order #1042 is on hold',
      '[Habba & Honey] Order #1042 is on hold',
    ]);
    expect(mail[0]?.text).toBe(
      `${held.text}\n\nYou get at most one email an hour about this. ${app.config.publicUrl}/admin\n`,
    );
    app.deps.clock.advance(60_000);
    expect(await raiseAlert(app.deps, 'order-held:1042', held)).toBe('sent');
    mail = await alertMail();
    expect(mail).toHaveLength(3);
  });

  it('alerts on an outbox backlog only once it has lasted 15 minutes', async () => {
    await app.db.insert(mailOutbox).values(
      Array.from({ length: OUTBOX_BACKLOG_THRESHOLD + 1 }, (_, i) => ({
        to: `shopper-${i}@example.co.uk`,
        subject: 'Your order',
        text: 'Thank you',
      })),
    );
    expect(await checkOperations(app.deps)).toEqual([]);
    app.deps.clock.advance(14 * 60_000);
    expect(await checkOperations(app.deps)).toEqual([]);
    app.deps.clock.advance(60_000);
    expect(await checkOperations(app.deps)).toEqual(['outbox-backlog']);
    app.deps.clock.advance(5 * 60_000);
    expect(await checkOperations(app.deps)).toEqual([]);
    const subjects = (await alertMail()).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('emails are waiting to be sent'))).toHaveLength(1);
  });

  it('alerts when one webhook topic fails three times within 15 minutes', async () => {
    const watch = createWebhookFailureWatch(app.deps);
    watch('orders/create');
    watch('orders/create');
    watch('refunds/create');
    const subject = '[Habba & Honey] Shopify orders/create webhooks are failing';
    expect((await alertMail()).filter((m) => m.subject === subject)).toHaveLength(0);
    watch('orders/create');
    await waitFor(
      async () => (await alertMail()).filter((m) => m.subject === subject).length,
      (n) => n === 1,
    );
  });
});
