import { sql, type Insertable } from 'kysely'
import type { Db } from './database.js'
import type { Database } from './schema.js'

/** How a column travels: as an array of its own type, or as text cast on the way in. */
export type ColumnType =
  'int' | 'text' | 'bool' | 'timestamptz' | 'date' | 'int[]' | 'text[]' | 'jsonb'

/** PostgreSQL's array literal of a list (`{1,2}`, `{"a","b \"c\""}`). */
export function arrayLiteral(values: readonly (number | string)[]): string {
  const items = values.map((value) =>
    typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`,
  )
  return `{${items.join(',')}}`
}

/** The parameter's array type: lists and JSON go as text, one literal per row. */
const PARAMETER_TYPE: Record<ColumnType, string> = {
  int: 'int4[]',
  text: 'text[]',
  bool: 'bool[]',
  timestamptz: 'timestamptz[]',
  date: 'date[]',
  'int[]': 'text[]',
  'text[]': 'text[]',
  jsonb: 'text[]',
}

/** One row's value as the parameter array holds it. */
function wire(type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null
  if (type === 'int[]' || type === 'text[]') return arrayLiteral(value as (number | string)[])
  if (type === 'jsonb') return typeof value === 'string' ? value : JSON.stringify(value)
  return value
}

/**
 * Inserts many rows in one statement with one parameter per column:
 * `insert into t (a, b) select a, b from unnest($1::int4[], $2::text[]) as u(a, b)`. The
 * statement's size does not grow the number of parameters (PostgreSQL allows 65,535), and the
 * server plans it once; it is several times faster than a multi-row VALUES. `columns` names every
 * column to write and its type; each row gives a value (or null) for each of them.
 */
export async function insertUnnest<T extends keyof Database & string>(
  db: Db,
  table: T,
  columns: Partial<Record<keyof Insertable<Database[T]> & string, ColumnType>>,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return
  const entries = Object.entries(columns) as [string, ColumnType][]
  const parameters = entries.map(([name, type]) => {
    const values = rows.map((row) => wire(type, (row as Record<string, unknown>)[name]))
    return sql`${values}::${sql.raw(PARAMETER_TYPE[type])}`
  })
  const names = entries.map(([name]) => sql.id(name))
  const selected = entries.map(([name, type]) =>
    type === 'int[]' || type === 'text[]' || type === 'jsonb'
      ? sql`u.${sql.id(name)}::${sql.raw(type === 'int[]' ? 'int4[]' : type)}`
      : sql`u.${sql.id(name)}`,
  )
  await sql`insert into ${sql.table(table)} (${sql.join(names)})
    select ${sql.join(selected)} from unnest(${sql.join(parameters)}) as u(${sql.join(names)})`.execute(
    db,
  )
}

/** Reserves `count` ids of a table's serial column (not necessarily consecutive). */
export async function reserveIds(db: Db, table: keyof Database & string, count: number) {
  if (count === 0) return []
  const { rows } = await sql<{
    id: number
  }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::int4 as id
    from generate_series(1, ${count})`.execute(db)
  return rows.map((row) => row.id)
}
