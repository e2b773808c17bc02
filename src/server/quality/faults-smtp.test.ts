import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../db/schema/content';
import { startTestApp } from '../test/harness';
import { findFreePort } from '../test/instances';

// Email when the mail server is down: kept in the outbox, delivered once it is back.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('SMTP down', () => {
  it('keeps contact messages and their email, and delivers once SMTP is back', async () => {
    const smtpPort = await findFreePort(); // nothing listens yet
    const app = await startTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    cleanups.push(app.close);
    const email = `sender-${randomBytes(4).toString('hex')}@example.co.uk`;
    const res = await app.client().post('/api/contact', {
      name: 'Sara Ahmed',
      email,
      subject: 'Trade prices',
      message: 'Please send me your trade price list.',
    });
    expect(res.status).toBeLessThan(300);
    const stored = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(1);

    // SMTP refuses: the email stays in the outbox, none lost.
    await app.mailer.flush();
    const pending = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.some((m) => m.attempts >= 1)).toBe(true);

    // SMTP comes up on the same port; the retry (its backoff elapsed) delivers it.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    await app.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await app.mailer.flush();
    const left = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(left).toHaveLength(0);
    expect(received.length).toBe(pending.length);
    expect(received.join('\n')).toContain('Trade prices');
  }, 60_000);
});
