import type { ObjectLiteral, Repository } from 'typeorm';

/**
 * A row an `INSERT … RETURNING *` or `UPDATE … RETURNING *` gave back (keyed by column name), read into its entity as
 * a SELECT's row would be (each column's type and transformer applied): the written row without reading it again.
 */
export function returnedRow<Row extends ObjectLiteral>(rows: Repository<Row>, raw: Record<string, unknown>): Row {
  const { driver } = rows.manager.connection;
  const row = rows.create();
  for (const column of rows.metadata.columns) {
    if (column.databaseName in raw) column.setEntityValue(row, driver.prepareHydratedValue(raw[column.databaseName], column));
  }
  return row;
}
