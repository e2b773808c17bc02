import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/content';
import type { Logger } from '../lib/logger';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Stores the message in the outbox, then tries to deliver it (never throws for SMTP errors). */
  send: (message: MailMessage) => Promise<{ id: string }>;
  /** Delivers due pending messages; used by the retry timer and tests. */
  flush: () => Promise<number>;
  stop: () => void;
};

const MAX_ATTEMPTS = 8;

export function createMailer(options: {
  db: Database;
  smtpUrl: string | null;
  from: string;
  logger: Logger;
  retryIntervalMs?: number;
}): Mailer {
  const { db, logger } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let flushing: Promise<number> | null = null;

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const backoffMs = Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
      await db
        .update(mailOutbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          lastError: err instanceof Error ? err.message : String(err),
          nextAttemptAt: new Date(Date.now() + backoffMs),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ err, mailId: row.id }, 'mail delivery failed; will retry');
      return false;
    }
  }

  async function flushNow(): Promise<number> {
    if (!transport) return 0;
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(50);
    let sent = 0;
    for (const row of due) {
      if (await deliver(row)) sent++;
    }
    return sent;
  }

  const timer = transport
    ? setInterval(() => {
        void mailer.flush().catch((err) => logger.warn({ err }, 'mail retry loop failed'));
      }, options.retryIntervalMs ?? 30_000)
    : null;
  timer?.unref();

  const mailer: Mailer = {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })
        .returning();
      if (!row) throw new Error('outbox insert failed');
      if (transport) {
        await deliver(row);
      } else {
        logger.info({ mailId: row.id }, 'mail kept in outbox (no SMTP)');
      }
      return { id: row.id };
    },
    flush() {
      if (!flushing) {
        flushing = flushNow().finally(() => {
          flushing = null;
        });
      }
      return flushing;
    },
    stop() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
  return mailer;
}

/** Messages for an address, newest first (the development outbox and tests). */
export async function listOutbox(db: Database, to?: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? or(eq(mailOutbox.to, to), eq(mailOutbox.to, to.toLowerCase())) : undefined)
    .orderBy(sql`${mailOutbox.createdAt} desc`)
    .limit(50);
}
