import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { listOutbox } from '../mail/mailer';

/**
 * GET /api/dev/outbox?to=EMAIL: the mail outbox, for development and end-to-end tests only
 * (mounted when DEV_OUTBOX=true; never in a real deployment).
 */
export function createDevOutboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const to = c.req.query('to');
    const rows = await listOutbox(deps.db, to);
    return c.json({
      messages: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt,
      })),
    });
  });
}
