/**
 * Statements a hot path runs thousands of times, built once per database and prepared by name
 * (decision 141): drizzle builds a query's SQL from its builder on every call (tens of
 * microseconds, the largest share of a renewal's CPU in the app), and PostgreSQL parses and plans
 * an unnamed statement on every call; a prepared one is built once per process and parsed once
 * per connection. Values are bound with `sql.placeholder(name)` and passed to `execute`.
 * Only for statements run on the database itself, never inside a transaction (a prepared query
 * belongs to the session it was built on).
 */
import type { Query, SQL } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` on `db`, built by `build` the first time. Names are unique app-wide. */
export function preparedOn<T>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

type RawSession = {
  dialect: { sqlToQuery: (query: SQL) => Query };
  _: {
    session: {
      prepareQuery: (
        query: Query,
        fields: undefined,
        name: string,
        isResponseInArrayMode: boolean,
      ) => { execute: (values: Record<string, unknown>) => Promise<unknown> };
    };
  };
};

/**
 * A raw statement (data-modifying CTEs, which drizzle's builders cannot say) built once and
 * prepared by `name`, as a builder's `.prepare(name)` is: through drizzle's session for either
 * driver, values bound by `sql.placeholder`. Its shape must not depend on the values.
 */
export function preparedSql<Row>(
  db: Database,
  name: string,
  build: () => SQL,
): { execute: (values: Record<string, unknown>) => Promise<Row[]> } {
  return preparedOn(db, name, (on) => {
    const internal = on as unknown as RawSession;
    const statement = internal._.session.prepareQuery(
      internal.dialect.sqlToQuery(build()),
      undefined,
      name,
      false,
    );
    return { execute: async (values) => rowsOf<Row>(await statement.execute(values)) };
  });
}
