/**
 * Rows written as one JSON parameter, for a statement that inserts into several tables at once
 * (data-modifying CTEs, decision 141): `insert into t (columns) select columns from
 * jsonb_populate_recordset(null::t, rows)`. Each value is typed by the table's own row type, so a
 * date, number, jsonb object or timestamp arrives as the column takes it; a column no row names
 * keeps its default. Values are the table's insert values (`$inferInsert`) as drizzle would bind
 * them: JSON for jsonb, ISO text for a Date; nothing here has a JS-side default.
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export function recordsetOf<T extends PgTable>(
  table: T,
  rows: readonly T['$inferInsert'][],
): { columns: SQL; rows: SQL } {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const json = rows.map((row) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return {
    columns: names,
    rows: sql`select ${names} from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(json)}::jsonb)`,
  };
}
