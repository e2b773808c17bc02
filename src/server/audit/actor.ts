import type { Context } from 'hono';
import { type AppEnv, viewerOf } from '../http/app-env';
import type { AuditActor } from './audit-log';

/** The signed-in staff member, as the audit log records them. */
export function actorOf(c: Context<AppEnv>): AuditActor {
  const { user } = viewerOf(c);
  return { id: user.id, email: user.email };
}
