/**
 * Where the sandbox store keeps what must outlive the process (decision 129):
 * one JSON document per entity in `sandbox_documents` (kind + id), read from the database on
 * every access and written through on every change, so a restart, a restore or a second process
 * on the same PostgreSQL sees the same orders, contracts, cards, billing attempts, carts, draft
 * orders and publications (decisions 129, 133; the stock has a table of its own, sandbox-stock.ts).
 * `update` changes one document under a row lock (SELECT … FOR UPDATE in a transaction), so two
 * processes refunding one order cannot both spend the same balance; `next` is an atomic
 * sequence (the order numbers); `replace` is a compare-and-set (a contract changed by another
 * process meanwhile is not overwritten: decision 133). `createMemoryDocuments` is the same store
 * in memory, for unit tests that build a sandbox store without a database.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../server/db/client';
import { preparedOn } from '../server/db/prepared';
import { sandboxCounters, sandboxDocuments } from '../server/db/schema/sandbox';

export type SandboxDocumentKind =
  | 'order'
  | 'refund-answer'
  | 'contract'
  | 'payment-method'
  | 'billing-attempt'
  | 'cart'
  | 'draft-order'
  | 'publication';

export type SandboxDocuments = {
  get<T>(kind: SandboxDocumentKind, id: string): Promise<T | null>;
  /**
   * A document and, in the same read, the document of `linkedKind` whose id is its top-level
   * string field `field` (a contract and its card: one round trip instead of two, decision 141).
   */
  getWithLinked<T, L>(
    kind: SandboxDocumentKind,
    id: string,
    field: string,
    linkedKind: SandboxDocumentKind,
  ): Promise<{ doc: T | null; linked: L | null }>;
  /** Every document of a kind, oldest first. */
  list<T>(kind: SandboxDocumentKind): Promise<T[]>;
  /** The documents of a kind whose top-level string field `field` is `value`, oldest first. */
  listWhere<T>(kind: SandboxDocumentKind, field: string, value: string): Promise<T[]>;
  /** Inserts or replaces the document. */
  put(kind: SandboxDocumentKind, id: string, doc: unknown): Promise<void>;
  /**
   * Compare-and-set: replaces the document only while it still holds `expected` (the JSON read
   * before the change; compared as jsonb, so key order does not matter). False when another
   * caller changed or removed it meanwhile (decision 133).
   */
  replace(kind: SandboxDocumentKind, id: string, expected: string, doc: unknown): Promise<boolean>;
  /** Removes the document (nothing when there is none). */
  remove(kind: SandboxDocumentKind, id: string): Promise<void>;
  /** Removes the documents of a kind whose numeric top-level field `field` is at most `limit`. */
  removeAtMost(kind: SandboxDocumentKind, field: string, limit: number): Promise<void>;
  /**
   * Runs `change` on the stored document while no other caller can change it, and stores the
   * document as `change` left it (it mutates it). Null when there is no such document.
   */
  update<T, R>(
    kind: SandboxDocumentKind,
    id: string,
    change: (doc: T, inside: SandboxDocuments) => R | Promise<R>,
  ): Promise<{ result: R } | null>;
  /**
   * The next value of a sequence: `floor` the first time, then `step` more than the last, or
   * `floor` when that is higher. One row for every process on the database.
   */
  next(name: string, floor: number, step?: number): Promise<number>;
};

type Runner = Database | Transaction;

/**
 * The statements every billing attempt runs several times, prepared once per database (outside a
 * transaction only; decision 141).
 */
function preparedDocuments(db: Database) {
  return preparedOn(db, 'sandbox_documents', (on) => ({
    get: on
      .select({ doc: sandboxDocuments.doc })
      .from(sandboxDocuments)
      .where(
        and(
          eq(sandboxDocuments.kind, sql.placeholder('kind')),
          eq(sandboxDocuments.id, sql.placeholder('id')),
        ),
      )
      .prepare('sandbox_documents_get'),
    getWithLinked: on
      .select({ kind: sandboxDocuments.kind, id: sandboxDocuments.id, doc: sandboxDocuments.doc })
      .from(sandboxDocuments)
      .where(
        and(
          eq(sandboxDocuments.kind, sql.placeholder('kind')),
          eq(sandboxDocuments.id, sql.placeholder('id')),
        ),
      )
      .unionAll(
        on
          .select({
            kind: sandboxDocuments.kind,
            id: sandboxDocuments.id,
            doc: sandboxDocuments.doc,
          })
          .from(sandboxDocuments)
          .where(
            and(
              eq(sandboxDocuments.kind, sql.placeholder('linkedKind')),
              eq(
                sandboxDocuments.id,
                sql`(select linking.doc ->> ${sql.placeholder('field')}::text from ${sandboxDocuments} as linking where linking.kind = ${sql.placeholder('kind')} and linking.id = ${sql.placeholder('id')})`,
              ),
            ),
          ),
      )
      .prepare('sandbox_documents_get_linked'),
    put: on
      .insert(sandboxDocuments)
      .values({
        kind: sql.placeholder('kind'),
        id: sql.placeholder('id'),
        doc: sql.placeholder('doc'),
      })
      .onConflictDoUpdate({
        target: [sandboxDocuments.kind, sandboxDocuments.id],
        set: { doc: sql`excluded.doc`, updatedAt: sql`now()` },
      })
      .prepare('sandbox_documents_put'),
    replace: on
      .update(sandboxDocuments)
      .set({ doc: sql`${sql.placeholder('doc')}::jsonb`, updatedAt: sql`now()` })
      .where(
        and(
          eq(sandboxDocuments.kind, sql.placeholder('kind')),
          eq(sandboxDocuments.id, sql.placeholder('id')),
          sql`${sandboxDocuments.doc} = ${sql.placeholder('expected')}::jsonb`,
        ),
      )
      .returning({ id: sandboxDocuments.id })
      .prepare('sandbox_documents_replace'),
    next: on
      .insert(sandboxCounters)
      .values({ name: sql.placeholder('name'), value: sql.placeholder('floor') })
      .onConflictDoUpdate({
        target: sandboxCounters.name,
        set: {
          value: sql`greatest(${sandboxCounters.value} + ${sql.placeholder('step')}::bigint, excluded.value)`,
        },
      })
      .returning({ value: sandboxCounters.value })
      .prepare('sandbox_counters_next_by'),
  }));
}

function documentsOn(db: Runner, inTransaction: boolean): SandboxDocuments {
  const prepared = inTransaction ? null : preparedDocuments(db as Database);
  const store: SandboxDocuments = {
    async get<T>(kind: SandboxDocumentKind, id: string) {
      if (prepared) {
        const [row] = await prepared.get.execute({ kind, id });
        return (row?.doc as T | undefined) ?? null;
      }
      const [row] = await db
        .select({ doc: sandboxDocuments.doc })
        .from(sandboxDocuments)
        .where(and(eq(sandboxDocuments.kind, kind), eq(sandboxDocuments.id, id)));
      return (row?.doc as T | undefined) ?? null;
    },
    async getWithLinked<T, L>(
      kind: SandboxDocumentKind,
      id: string,
      field: string,
      linkedKind: SandboxDocumentKind,
    ) {
      if (!prepared) {
        const doc = await store.get<T>(kind, id);
        const linkedId = (doc as Record<string, unknown> | null)?.[field];
        return {
          doc,
          linked: typeof linkedId === 'string' ? await store.get<L>(linkedKind, linkedId) : null,
        };
      }
      const rows = await prepared.getWithLinked.execute({ kind, id, field, linkedKind });
      const docRow = rows.find((row) => row.kind === kind && row.id === id);
      const linkedRow = rows.find((row) => row !== docRow);
      return {
        doc: (docRow?.doc as T | undefined) ?? null,
        linked: (linkedRow?.doc as L | undefined) ?? null,
      };
    },
    async list<T>(kind: SandboxDocumentKind) {
      const rows = await db
        .select({ doc: sandboxDocuments.doc })
        .from(sandboxDocuments)
        .where(eq(sandboxDocuments.kind, kind))
        .orderBy(asc(sandboxDocuments.createdAt), asc(sandboxDocuments.id));
      return rows.map((row) => row.doc as T);
    },
    async listWhere<T>(kind: SandboxDocumentKind, field: string, value: string) {
      const rows = await db
        .select({ doc: sandboxDocuments.doc })
        .from(sandboxDocuments)
        .where(
          and(
            eq(sandboxDocuments.kind, kind),
            sql`${sandboxDocuments.doc} ->> ${field} = ${value}`,
          ),
        )
        .orderBy(asc(sandboxDocuments.createdAt), asc(sandboxDocuments.id));
      return rows.map((row) => row.doc as T);
    },
    async put(kind, id, doc) {
      if (prepared) {
        // The column's encoder writes the document as JSON (as the unprepared insert does).
        await prepared.put.execute({ kind, id, doc });
        return;
      }
      await db
        .insert(sandboxDocuments)
        .values({ kind, id, doc })
        .onConflictDoUpdate({
          target: [sandboxDocuments.kind, sandboxDocuments.id],
          set: { doc, updatedAt: sql`now()` },
        });
    },
    async replace(kind, id, expected, doc) {
      if (prepared) {
        const rows = await prepared.replace.execute({
          kind,
          id,
          doc: JSON.stringify(doc),
          expected,
        });
        return rows.length === 1;
      }
      const rows = await db
        .update(sandboxDocuments)
        .set({ doc, updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxDocuments.kind, kind),
            eq(sandboxDocuments.id, id),
            sql`${sandboxDocuments.doc} = ${expected}::jsonb`,
          ),
        )
        .returning({ id: sandboxDocuments.id });
      return rows.length === 1;
    },
    async remove(kind, id) {
      await db
        .delete(sandboxDocuments)
        .where(and(eq(sandboxDocuments.kind, kind), eq(sandboxDocuments.id, id)));
    },
    async removeAtMost(kind, field, limit) {
      await db
        .delete(sandboxDocuments)
        .where(
          and(
            eq(sandboxDocuments.kind, kind),
            sql`(${sandboxDocuments.doc} ->> ${field})::numeric <= ${limit}`,
          ),
        );
    },
    async update<T, R>(
      kind: SandboxDocumentKind,
      id: string,
      change: (doc: T, inside: SandboxDocuments) => R | Promise<R>,
    ) {
      const run = async (tx: Runner) => {
        const [row] = await tx
          .select({ doc: sandboxDocuments.doc })
          .from(sandboxDocuments)
          .where(and(eq(sandboxDocuments.kind, kind), eq(sandboxDocuments.id, id)))
          .for('update');
        if (!row) return null;
        const doc = row.doc as T;
        const result = await change(doc, documentsOn(tx, true));
        await tx
          .update(sandboxDocuments)
          .set({ doc, updatedAt: sql`now()` })
          .where(and(eq(sandboxDocuments.kind, kind), eq(sandboxDocuments.id, id)));
        return { result };
      };
      if (inTransaction) return run(db);
      return (db as Database).transaction((tx) => run(tx));
    },
    async next(name, floor, step = 1) {
      const [row] = prepared
        ? await prepared.next.execute({ name, floor, step })
        : await db
            .insert(sandboxCounters)
            .values({ name, value: floor })
            .onConflictDoUpdate({
              target: sandboxCounters.name,
              set: {
                value: sql`greatest(${sandboxCounters.value} + ${step}::bigint, excluded.value)`,
              },
            })
            .returning({ value: sandboxCounters.value });
      if (!row) throw new Error(`sandbox counter ${name} not advanced`);
      return row.value;
    },
  };
  return store;
}

/** The sandbox store in the app's database. */
export function createSandboxDocuments(db: Database): SandboxDocuments {
  return documentsOn(db, false);
}

/** Whether a document holds what `expected` (JSON) says, whatever the order of their keys. */
function sameJson(doc: unknown, expected: string): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(doc)) === JSON.stringify(canonical(JSON.parse(expected)));
}

/** The same store in this process's memory (tests that build a sandbox store without a database). */
export function createMemoryDocuments(): SandboxDocuments {
  const docs = new Map<string, unknown>();
  const counters = new Map<string, number>();
  const key = (kind: string, id: string) => `${kind}\u0000${id}`;
  const copy = <T>(value: T): T => structuredClone(value);
  const store: SandboxDocuments = {
    async get<T>(kind: SandboxDocumentKind, id: string) {
      const doc = docs.get(key(kind, id));
      return doc === undefined ? null : copy(doc as T);
    },
    async getWithLinked<T, L>(
      kind: SandboxDocumentKind,
      id: string,
      field: string,
      linkedKind: SandboxDocumentKind,
    ) {
      const doc = await store.get<T>(kind, id);
      const linkedId = (doc as Record<string, unknown> | null)?.[field];
      return {
        doc,
        linked: typeof linkedId === 'string' ? await store.get<L>(linkedKind, linkedId) : null,
      };
    },
    async list<T>(kind: SandboxDocumentKind) {
      const prefix = `${kind}\u0000`;
      return [...docs.entries()].filter(([k]) => k.startsWith(prefix)).map(([, d]) => copy(d as T));
    },
    async listWhere<T>(kind: SandboxDocumentKind, field: string, value: string) {
      const all = await store.list<Record<string, unknown>>(kind);
      return all.filter((doc) => doc[field] === value) as T[];
    },
    async put(kind, id, doc) {
      docs.set(key(kind, id), copy(doc));
    },
    async replace(kind, id, expected, doc) {
      const current = docs.get(key(kind, id));
      if (current === undefined || !sameJson(current, expected)) return false;
      docs.set(key(kind, id), copy(doc));
      return true;
    },
    async remove(kind, id) {
      docs.delete(key(kind, id));
    },
    async removeAtMost(kind, field, limit) {
      const prefix = `${kind}\u0000`;
      for (const [k, doc] of docs) {
        const value = (doc as Record<string, unknown>)[field];
        if (k.startsWith(prefix) && typeof value === 'number' && value <= limit) docs.delete(k);
      }
    },
    async update<T, R>(
      kind: SandboxDocumentKind,
      id: string,
      change: (doc: T, inside: SandboxDocuments) => R | Promise<R>,
    ) {
      const doc = docs.get(key(kind, id));
      if (doc === undefined) return null;
      const working = copy(doc as T);
      const result = await change(working, store);
      docs.set(key(kind, id), working);
      return { result };
    },
    async next(name, floor, step = 1) {
      const last = counters.get(name);
      const value = last === undefined ? floor : Math.max(last + step, floor);
      counters.set(name, value);
      return value;
    },
  };
  return store;
}
