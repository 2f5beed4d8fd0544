import { concurrentIndexOf, splitStatements, stripComments } from './online-migrations.ts';

/**
 * What a migration may do to a table that grows with the shop's trade (docs/decisions/0024). A
 * transactional migration holds every lock it takes until the whole pending set commits, so on these
 * tables it must not build an index, rewrite the table or scan it under an exclusive lock; those go to
 * an online migration (db/online-migrations.ts) or take a form that does not (NOT VALID, then VALIDATE).
 * The checks read the SQL text, as a reviewer would: db/migration-rules.test.ts runs them on every file.
 */

/** Tables whose size follows orders, customers or the catalogue: large in a large shop. */
export const LARGE_TABLES: readonly string[] = [
  'orders',
  'order_lines',
  'order_events',
  'order_notices',
  'order_notes',
  'products',
  'product_prices',
  'product_categories',
  'product_attribute_values',
  'product_search',
  'product_stats',
  'users',
  'user_addresses',
  'basket_lines',
  'favourites',
  'analytics_events',
  'refresh_tokens',
  'staff_actions',
  'payment_callbacks',
  'product_feedbacks',
  'warehouse_moves',
  'warehouse_move_lines',
  'warehouse_sales',
  'warehouse_sale_lines',
];

export interface Problem {
  file: string;
  statement: number;
  rule: string;
}

const TABLE = String.raw`(?:"?public"?\.)?"?(\w+)"?`;
/** Defaults evaluated per row: adding a column with one rewrites the whole table under an exclusive lock. */
const VOLATILE_DEFAULT = /\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?\w+"?[^,;]*?\bDEFAULT\s+[^,;]*\b(random|gen_random_uuid|uuid_generate_v\d\w*|clock_timestamp|timeofday|nextval|statement_timestamp)\s*\(/i;
const SERIAL_COLUMN = /\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?\w+"?\s+(?:small|big)?serial\b/i;

/** The large tables a migration file creates itself: empty when it runs, so anything goes on them. */
function tablesCreatedIn(statements: string[]): Set<string> {
  const created = new Set<string>();
  for (const statement of statements) {
    const match = new RegExp(String.raw`\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${TABLE}`, 'i').exec(stripComments(statement));
    if (match) created.add(match[1]);
  }
  return created;
}

/** What one statement does to a large table that would lock or rewrite it for as long as the table is big. */
function heavyWork(sql: string, inTransaction: boolean): { table: string; rule: string } | null {
  const index = new RegExp(String.raw`\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?:"?\w+"?\s+)?ON\s+(?:ONLY\s+)?${TABLE}`, 'i').exec(sql);
  if (index && (inTransaction || !index[1])) {
    return { table: index[2], rule: 'builds an index on a large table while holding its lock: build it CONCURRENTLY in an online migration' };
  }
  const alter = new RegExp(String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${TABLE}([\s\S]*)`, 'i').exec(sql);
  if (alter) {
    const [, table, clauses] = alter;
    if (VOLATILE_DEFAULT.test(clauses) || SERIAL_COLUMN.test(clauses)) return { table, rule: 'adds a column with a volatile default, which rewrites the table' };
    if (/\bALTER\s+(?:COLUMN\s+)?"?\w+"?\s+(?:SET\s+DATA\s+)?TYPE\b/i.test(clauses)) return { table, rule: "changes a column's type, which rewrites the table" };
    if (/\bGENERATED\s+ALWAYS\s+AS\s*\([\s\S]*\)\s*STORED\b/i.test(clauses)) return { table, rule: 'adds a stored generated column, which rewrites the table' };
    if (/\bSET\s+NOT\s+NULL\b/i.test(clauses)) return { table, rule: 'sets NOT NULL, which scans the table under an exclusive lock: add a CHECK (… IS NOT NULL) NOT VALID, VALIDATE it, then SET NOT NULL' };
    if (/\bADD\s+(?:CONSTRAINT\s+"?\w+"?\s+)?(?:PRIMARY\s+KEY|UNIQUE)\b/i.test(clauses) && !/\bUSING\s+INDEX\b/i.test(clauses)) {
      return { table, rule: 'adds a key, which builds its index under an exclusive lock: build the index CONCURRENTLY, then ADD … USING INDEX' };
    }
    if (/\bADD\s+(?:CONSTRAINT\s+"?\w+"?\s+)?(?:FOREIGN\s+KEY|CHECK)\b/i.test(clauses) && !/\bNOT\s+VALID\b/i.test(clauses)) {
      return { table, rule: 'adds a constraint that checks every row under the lock: add it NOT VALID, then VALIDATE CONSTRAINT in an online migration' };
    }
    if (/\bADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?"?\w+"?[^,]*\bREFERENCES\b/i.test(clauses)) {
      return { table, rule: 'adds a column that references another table, which validates every row under the lock: add the column, then the foreign key NOT VALID' };
    }
  }
  const rewrite = new RegExp(String.raw`\b(?:VACUUM\s+FULL|CLUSTER)\s+${TABLE}`, 'i').exec(sql);
  if (rewrite) return { table: rewrite[1], rule: 'rewrites the table under an exclusive lock' };
  return null;
}

/** Problems of a transactional (drizzle) migration file. */
export function checkTransactional(file: string, text: string): Problem[] {
  const statements = splitStatements(text);
  const created = tablesCreatedIn(statements);
  const problems: Problem[] = [];
  statements.forEach((statement, i) => {
    const heavy = heavyWork(stripComments(statement), true);
    if (heavy && LARGE_TABLES.includes(heavy.table) && !created.has(heavy.table)) {
      problems.push({ file, statement: i + 1, rule: `${heavy.table}: ${heavy.rule}` });
    }
  });
  return problems;
}

/** The statements an online migration may hold: each idempotent (a file stopped half-way runs again), none holding a long lock. */
const ONLINE_FORMS: readonly RegExp[] = [
  /^CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\b/i,
  /^DROP\s+INDEX\s+CONCURRENTLY\s+IF\s+EXISTS\b/i,
  /^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?\S+\s+ADD\s+COLUMN\s+IF\s+NOT\s+EXISTS\b/i,
  /^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?\S+\s+VALIDATE\s+CONSTRAINT\b/i,
  /^ANALYZE\b/i,
];

/** Problems of an online migration file. */
export function checkOnline(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  splitStatements(text).forEach((statement, i) => {
    const sql = stripComments(statement).trim();
    if (!ONLINE_FORMS.some((form) => form.test(sql))) {
      problems.push({ file, statement: i + 1, rule: 'is not one of the idempotent online forms (CREATE INDEX CONCURRENTLY IF NOT EXISTS, DROP INDEX CONCURRENTLY IF EXISTS, ADD COLUMN IF NOT EXISTS, VALIDATE CONSTRAINT, ANALYZE)' });
      return;
    }
    const heavy = heavyWork(sql, false);
    if (heavy) problems.push({ file, statement: i + 1, rule: `${heavy.table}: ${heavy.rule}` });
  });
  return problems;
}

/** The indexes an online migration builds. */
export function indexesBuiltOnline(text: string): string[] {
  return splitStatements(text)
    .map(concurrentIndexOf)
    .filter((name): name is string => name !== null);
}
