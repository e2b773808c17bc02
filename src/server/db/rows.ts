/** The rows of a raw `db.execute(sql…)`: both drivers (pg and PGlite) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
