import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * A column written with its table's name ("users"."id"), for a correlated subquery in the fields
 * of a one-table select: there drizzle writes its columns bare ("id"), and inside the subquery a
 * bare name means the subquery's own table's column when it has one of that name. Comparing with
 * it silently compares a column with itself (decision 0111's list showed every account the same
 * last activity; a store whose owner lost the vendor role still passed the vendor check).
 */
export function wholeColumn(column: Column): SQL {
  return sql`${column.table}.${sql.identifier(column.name)}`;
}
