/**
 * A background job's runs as rows, so staff can see when it last ran and whether it worked: the
 * inventory sync (stock/sync-runs.ts) and the order reconciliation (webhooks/reconcile.ts). A run is
 * inserted as 'running' when it starts and finished as 'succeeded' with its counts or 'failed'
 * with its error; runs older than the job's keeping period are pruned as each one finishes.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { JobRunDto } from '../../core/api/job-runs';
import type { AppDeps } from '../app-deps';

/** Who started a run. */
export type RunTrigger = 'schedule' | 'staff';

/** How a run ended: the job's result, or the error it failed with (never thrown at the caller). */
export type RunOutcome<Result> =
  | ({ status: 'succeeded' } & Result)
  | { status: 'failed'; error: string; cause: unknown };

/** A table of runs: the columns every one has (with the job's own counts beside them). */
export type RunTable = PgTable & {
  id: AnyPgColumn;
  trigger: AnyPgColumn;
  startedAt: AnyPgColumn;
  finishedAt: AnyPgColumn;
  status: AnyPgColumn;
  error: AnyPgColumn;
};

/** A stored run's common columns as they are read. */
type RunRow = { trigger: string; startedAt: Date; finishedAt: Date | null; status: string };

/** Stored error messages are cut to this many characters. */
const ERROR_LENGTH = 500;

/**
 * Runs `work` as one recorded run of `table` and returns how it ended. `columns` are the job's own
 * columns of a successful run, from its result (left null when it fails).
 */
export async function recordRun<Result extends object>(
  deps: AppDeps,
  run: {
    table: RunTable;
    trigger: RunTrigger;
    keepDays: number;
    work: () => Promise<Result>;
    columns: (result: Result) => Record<string, unknown>;
  },
): Promise<RunOutcome<Result>> {
  const { table } = run;
  const [started] = await deps.db
    .insert(table)
    .values({ trigger: run.trigger })
    .returning({ id: table.id });
  let outcome: RunOutcome<Result>;
  let finished: Record<string, unknown>;
  try {
    const result = await run.work();
    outcome = { status: 'succeeded', ...result };
    finished = { status: 'succeeded', ...run.columns(result), error: null };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    outcome = { status: 'failed', error, cause: err };
    finished = { status: 'failed', error: error.slice(0, ERROR_LENGTH) };
  }
  await deps.db
    .update(table)
    .set({ finishedAt: sql`now()`, ...finished })
    .where(eq(table.id, started?.id as string));
  await deps.db
    .delete(table)
    .where(lt(table.startedAt, sql`now() - make_interval(days => ${run.keepDays})`));
  return outcome;
}

/** The newest run of `table` (a running one included), or undefined before the first. */
export async function latestRun<Table extends RunTable>(
  deps: AppDeps,
  table: Table,
): Promise<Table['$inferSelect'] | undefined> {
  const from: RunTable = table;
  const [row] = await deps.db.select().from(from).orderBy(desc(from.startedAt)).limit(1);
  return row as Table['$inferSelect'] | undefined;
}

/** A run's common fields as staff see them (the job's own fields follow). */
export function jobRunDto(row: RunRow): JobRunDto {
  return {
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status,
  };
}
