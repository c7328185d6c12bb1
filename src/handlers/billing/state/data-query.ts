/**
 * The SQL that data query jobs run: `SELECT <columns | *> FROM <object> [WHERE <column> <op> <value> [AND …]]`
 * over the entity's current records. Zuora's Data Query runs on Trino, so a query that names an unknown object
 * or column fails with Trino's messages (`line 1:8: Column 'x' cannot be resolved`, `line 1:15: Table 'x'
 * does not exist`), positions counted from 1. Object and column names are case-insensitive.
 *
 * Zuora's `readDeleted` reads only the deleted records; a query that selects the `deleted` column reads
 * deleted and current records alike.
 */

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

/** A queryable object: its columns in order, and its rows (current ones, then deleted ones when asked). */
export interface Table {
  columns: readonly string[];
  rows(entityId: string, deleted: boolean): Row[];
}

export interface QueryResult {
  columns: string[];
  rows: Row[];
}

/** A query the engine refuses: the job fails with this message. */
export class QueryFailure extends Error {}

const SELECT = /^\s*select\s+(.+?)\s+from\s+([A-Za-z_]\w*)(?:\s+where\s+(.+?))?\s*;?\s*$/is;
const CONDITION =
  /^\s*([A-Za-z_]\w*)\s*(=|!=|<>|<=|>=|<|>)\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?|true|false)\s*$/i;

function literal(text: string): Value {
  if (text.startsWith("'")) return text.slice(1, -1).replace(/''/g, "'");
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === "true";
  return Number(text);
}

function compare(a: Value, op: string, b: Value): boolean {
  if (a === null || b === null) return false;
  switch (op) {
    case "=":
      return a === b;
    case "!=":
    case "<>":
      return a !== b;
    case "<":
      return a < b;
    case ">":
      return a > b;
    case "<=":
      return a <= b;
    default:
      return a >= b;
  }
}

/** Runs `sql` against `tables` (keyed by lower-case object name) in one entity. */
export function runQuery(
  sql: string,
  tables: Readonly<Record<string, Table>>,
  entityId: string,
  readDeleted: boolean,
): QueryResult {
  const m = SELECT.exec(sql);
  if (!m) throw new QueryFailure("line 1:1: mismatched input. Expecting: 'SELECT'");
  const [, select, object, where] = m;
  const at = (text: string, from = 0) => `line 1:${sql.indexOf(text, from) + 1}`;
  const table = tables[object.toLowerCase()];
  if (!table)
    throw new QueryFailure(`${at(object, sql.search(/\sfrom\s/i))}: Table '${object}' does not exist`);
  const known = (name: string) => table.columns.includes(name.toLowerCase());
  const selected = select.trim() === "*" ? [...table.columns] : select.split(",").map((c) => c.trim());
  for (const column of selected) {
    if (!known(column)) throw new QueryFailure(`${at(column)}: Column '${column}' cannot be resolved`);
  }
  const conditions = (where ? where.split(/\s+and\s+/i) : []).map((text) => {
    const c = CONDITION.exec(text);
    if (!c) throw new QueryFailure(`${at(text.trim())}: mismatched input '${text.trim()}'`);
    if (!known(c[1]))
      throw new QueryFailure(`${at(c[1], sql.search(/\swhere\s/i))}: Column '${c[1]}' cannot be resolved`);
    return { column: c[1].toLowerCase(), op: c[2], value: literal(c[3]) };
  });
  const bothKinds = selected.some((c) => c.toLowerCase() === "deleted");
  const all = table.rows(entityId, readDeleted || bothKinds);
  const rows = all
    .filter((r) => bothKinds || r.deleted === readDeleted)
    .filter((r) => conditions.every((c) => compare(r[c.column], c.op, c.value)))
    .map((r) => Object.fromEntries(selected.map((c) => [c, r[c.toLowerCase()] ?? null])));
  return { columns: selected, rows };
}
