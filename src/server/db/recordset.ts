/**
 * Rows written as one JSON parameter, for a statement that inserts into several tables at once
 * (data-modifying CTEs, decision 141): `insert into t (columns) select columns from
 * jsonb_populate_recordset(null::t, rows)`. Each value is typed by the table's own row type, so a
 * date, number, jsonb object or timestamp arrives as the column takes it; a column not named keeps
 * its default. The columns are fixed, so the statement can be prepared once (preparedSql); every
 * row names each of them (null where it has none). Nothing here has a JS-side default.
 */
import { getTableColumns, getTableName, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type RecordsetRow<T extends PgTable, K extends keyof T['$inferInsert']> = Required<
  Pick<T['$inferInsert'], K>
>;

export function recordset<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  keys: readonly K[],
) {
  const all = getTableColumns(table) as Record<string, { name: string }>;
  const names = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  return {
    /** `insert into t (columns) select columns from jsonb_populate_recordset(null::t, rows)` */
    insert: (rows: SQL | Placeholder) =>
      sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${rows}::jsonb)`,
    /** The rows as the statement's JSON parameter. */
    json: (rows: readonly RecordsetRow<T, K>[]) =>
      JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(
            keys.map((key, i) => [names[i], (row as Record<string, unknown>)[key] ?? null]),
          ),
        ),
      ),
  };
}
