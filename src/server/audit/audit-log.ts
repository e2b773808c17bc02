/**
 * The staff audit log: `recordAudit` writes one entry, inside the action's transaction
 * when given one (so an action and its entry commit or roll back together); `findAuditEntries`
 * is the admin view's query (actor email contains, action, date range in UK days), newest first.
 */
import { and, count, desc, gte, ilike, lt, sql } from 'drizzle-orm';
import type { AuditAction, AuditLogResponse, AuditQuery } from '../../core/api/audit';
import { AUDIT_PAGE_SIZE } from '../../core/api/audit';
import type { Database, Transaction } from '../db/client';
import { auditLog } from '../db/schema/audit';

/** Who acted: a signed-in user, or (id null) the shop itself or an operator's command. */
export type AuditActor = { id: string | null; email: string };

/** Changes the shop makes by itself (the demo admin seed, test fixtures). */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: 'system' };

export type AuditEntry = {
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(
  db: Database | Transaction,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Midnight starting `day` in London, as a timestamptz expression. */
const londonDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/London'`;

export async function findAuditEntries(db: Database, query: AuditQuery): Promise<AuditLogResponse> {
  const escaped = query.actor?.replace(/[%_\\]/g, '\\$&');
  const where = and(
    escaped ? ilike(auditLog.actorEmail, `%${escaped}%`) : undefined,
    query.action ? sql`${auditLog.action} = ${query.action}` : undefined,
    query.from ? gte(auditLog.createdAt, londonDay(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, sql`${londonDay(query.to)} + interval '1 day'`) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action as AuditAction,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: Number(totals[0]?.total ?? 0),
  };
}

// Public surface for other domains (.dependency-cruiser.cjs).
export { actorOf } from './actor';
