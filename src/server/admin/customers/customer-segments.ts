/**
 * Saved customers filters (docs/decisions/131-customer-segments.md): listed for every role that
 * sees customers, saved and deleted by those that edit them, each change audited. A segment's
 * filter is validated again whenever it is applied, so a segment saved before a rule changed
 * answers 400 with the rule's message instead of a wrong list.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_FILTER_KEYS,
  type CustomerFilter,
  type CustomerSegmentDto,
  customerFilterSchema,
  SEGMENT_NAME_TAKEN,
} from '../../../core/api/admin-customers';
import { type AuditActor, recordAudit } from '../../audit/service';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { customerSegments } from '../../db/schema/staff';
import { AppError } from '../../http/errors';
import { isUuid, parseWith } from '../../http/validate';

const NO_SUCH_SEGMENT = 'No such segment.';

export async function listCustomerSegments(db: Database): Promise<CustomerSegmentDto[]> {
  const rows = await db
    .select({
      id: customerSegments.id,
      name: customerSegments.name,
      filter: customerSegments.filter,
      createdAt: customerSegments.createdAt,
      createdBy: users.name,
    })
    .from(customerSegments)
    .leftJoin(users, eq(users.id, customerSegments.createdByUserId))
    .orderBy(asc(sql`lower(${customerSegments.name})`));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

export async function createCustomerSegment(
  db: Database,
  values: { name: string; filter: CustomerFilter },
  actor: AuditActor,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [segment] = await tx
        .insert(customerSegments)
        .values({ name: values.name, filter: values.filter, createdByUserId: actor.id })
        .returning({ id: customerSegments.id });
      await recordAudit(tx, actor, {
        action: 'segment.create',
        entityType: 'customer_segment',
        entityId: segment?.id ?? null,
        summary: `Saved the customer segment "${values.name}"`,
        after: values,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('conflict', SEGMENT_NAME_TAKEN, {
        fields: { name: [SEGMENT_NAME_TAKEN] },
      });
    }
    throw err;
  }
}

export async function deleteCustomerSegment(
  db: Database,
  id: string,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found', NO_SUCH_SEGMENT);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(customerSegments)
      .where(eq(customerSegments.id, id))
      .returning({ name: customerSegments.name, filter: customerSegments.filter });
    if (!deleted) throw new AppError('not_found', NO_SUCH_SEGMENT);
    await recordAudit(tx, actor, {
      action: 'segment.delete',
      entityType: 'customer_segment',
      entityId: id,
      summary: `Deleted the customer segment "${deleted.name}"`,
      before: deleted,
    });
  });
}

/**
 * The filter a list or export applies: the saved segment's (when `segment` names one), with the
 * query's own filter fields on top, checked once more as a whole.
 */
export async function resolveCustomerFilter(
  db: Database,
  query: CustomerFilter & { segment?: string | undefined },
): Promise<CustomerFilter> {
  const own: Record<string, unknown> = {};
  for (const key of CUSTOMER_FILTER_KEYS) {
    if (query[key] !== undefined) own[key] = query[key];
  }
  if (!query.segment) return own as CustomerFilter;
  const [segment] = await db
    .select({ filter: customerSegments.filter })
    .from(customerSegments)
    .where(eq(customerSegments.id, query.segment));
  if (!segment) throw new AppError('not_found', NO_SUCH_SEGMENT);
  return parseWith(customerFilterSchema, { ...segment.filter, ...own });
}
