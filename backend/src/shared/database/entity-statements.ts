import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';
import { returnedRow } from './returned-row';

/**
 * Inserts, reads by a unique column and updates by equality of one entity's rows, as statements built once per entity
 * and shape from TypeORM's metadata, their values converted by its driver (each column's type and transformer) and
 * their rows read into the entity as a find reads them. TypeORM's `findOneBy`, `update` and `insert` build their query
 * again on every call, and a find maps its aliased columns: ~0.1 ms of Node's CPU a statement, more than the round
 * trip, on the paths a sale takes several times (docs/benchmarks.md).
 */
const built = new WeakMap<EntityMetadata, Map<string, string>>();

function statement<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  shape: string,
  build: (name: (identifier: string) => string) => string,
): string {
  let statements = built.get(rows.metadata);
  if (!statements) built.set(rows.metadata, (statements = new Map()));
  let text = statements.get(shape);
  if (text === undefined) {
    const { driver } = rows.manager.connection;
    statements.set(shape, (text = build((identifier) => driver.escape(identifier))));
  }
  return text;
}

function columnOf<Row extends ObjectLiteral>({ metadata }: Repository<Row>, property: string) {
  const column = metadata.findColumnWithPropertyPath(property);
  if (!column) throw new Error(`${metadata.name} has no column ${property}`);
  return column;
}

/** The columns a find reads (all but those marked `select: false`). */
const selectedColumns = <Row extends ObjectLiteral>({ metadata }: Repository<Row>): string[] =>
  metadata.columns.filter((column) => column.isSelect).map((column) => column.databaseName);

/** `value` as Postgres takes it for the column of `property`. */
const persisted = <Row extends ObjectLiteral>(rows: Repository<Row>, property: string, value: unknown): unknown =>
  rows.manager.connection.driver.preparePersistentValue(value, columnOf(rows, property));

/**
 * The row whose `property` is `value` (a column with unique values), with the columns a find reads (null when none is);
 * locked FOR UPDATE until the caller's transaction ends when `lock`.
 */
export async function rowWhere<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  property: keyof Row & string,
  value: unknown,
  lock = false,
): Promise<Row | null> {
  const text = statement(rows, `row ${property}${lock ? ' lock' : ''}`, (name) => {
    const columns = selectedColumns(rows).map((column) => name(column));
    return `SELECT ${columns.join(', ')} FROM ${name(rows.metadata.tableName)} WHERE ${name(columnOf(rows, property).databaseName)} = $1${lock ? ' FOR UPDATE' : ''}`;
  });
  const [raw]: Record<string, unknown>[] = await rows.query(text, [persisted(rows, property, value)]);
  return raw ? returnedRow(rows, raw) : null;
}

/** An update's condition: each property equal to its value, to one of its values (a list), or null (IS NULL). */
export type Where<Row> = { [Property in keyof Row]?: Row[Property] | readonly Row[Property][] };

async function update<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  where: Where<Row>,
  changes: Partial<Row>,
  returning: boolean,
): Promise<[Record<string, unknown>[], number]> {
  const set = Object.keys(changes).filter((property) => changes[property] !== undefined);
  const match = Object.keys(where);
  const dated = rows.metadata.updateDateColumn;
  if ((set.length === 0 && !dated) || match.length === 0)
    throw new Error(`An update of ${rows.metadata.name} needs changes and a condition`);
  const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'any' : 'is');
  const shape = `update ${set.join(',')} where ${match.map((property) => `${property} ${kind(where[property])}`).join(',')} ${returning}`;
  const text = statement(rows, shape, (name) => {
    let position = 0;
    const assignments = set.map((property) => `${name(columnOf(rows, property).databaseName)} = $${++position}`);
    if (dated && !set.includes(dated.propertyName)) assignments.push(`${name(dated.databaseName)} = CURRENT_TIMESTAMP`);
    const conditions = match.map((property) => {
      const value = kind(where[property]);
      const test = value === 'null' ? 'IS NULL' : value === 'any' ? `= ANY($${++position})` : `= $${++position}`;
      return `${name(columnOf(rows, property).databaseName)} ${test}`;
    });
    const answer = returning
      ? ` RETURNING ${selectedColumns(rows)
          .map((column) => name(column))
          .join(', ')}`
      : '';
    return `UPDATE ${name(rows.metadata.tableName)} SET ${assignments.join(', ')} WHERE ${conditions.join(' AND ')}${answer}`;
  });
  const condition = (property: string, value: unknown) =>
    Array.isArray(value) ? value.map((one) => persisted(rows, property, one)) : persisted(rows, property, value);
  const values = [
    ...set.map((property) => persisted(rows, property, changes[property])),
    ...match.filter((property) => where[property] !== null).map((property) => condition(property, where[property])),
  ];
  return rows.query(text, values);
}

/**
 * Updates the rows `where` names with `changes` (undefined ones left out), setting the update date column as
 * TypeORM's `update` does; answers how many rows it changed.
 */
export async function updateWhere<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  where: Where<Row>,
  changes: Partial<Row>,
): Promise<number> {
  const [, changed] = await update(rows, where, changes, false);
  return changed;
}

/** The same, answering the rows it changed as a find reads them. */
export async function updatedRows<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  where: Where<Row>,
  changes: Partial<Row>,
): Promise<Row[]> {
  const [changed] = await update(rows, where, changes, true);
  return changed.map((raw) => returnedRow(rows, raw));
}

/**
 * What an insert does on a conflict (`ON CONFLICT …`: 'DO NOTHING', '("a", "b") DO NOTHING') and which columns it
 * answers: those named, or 'row', the columns a find reads (named, not `*`, so that the statement is prepared).
 */
export interface InsertOptions {
  onConflict?: string;
  returning?: readonly string[] | 'row';
}

/**
 * Inserts `values` (each row the same properties; an undefined one takes the column's default, as TypeORM's insert
 * gives it) and answers the rows `returning` names, keyed by column name (read one into its entity with returnedRow).
 */
export async function insertRows<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  values: readonly Partial<Row>[],
  { onConflict, returning }: InsertOptions = {},
): Promise<Record<string, unknown>[]> {
  if (values.length === 0) return [];
  // As TypeORM's insert: a property that is no column is left out.
  const properties = Object.keys(values[0]).filter((property) => rows.metadata.findColumnWithPropertyPath(property));
  const given = values.map((row) => properties.map((property) => row[property] !== undefined));
  const shape = `insert ${properties.join(',')} ${given.map((row) => row.map(Number).join('')).join(' ')} ${onConflict ?? ''} ${returning ?? ''}`;
  const text = statement(rows, shape, (name) => {
    let position = 0;
    const tuples = given.map((row) => `(${row.map((isGiven) => (isGiven ? `$${++position}` : 'DEFAULT')).join(', ')})`);
    const columns = properties.map((property) => name(columnOf(rows, property).databaseName));
    const answered = (returning === 'row' ? selectedColumns(rows) : returning)?.map((column) => name(column)).join(', ');
    return (
      `INSERT INTO ${name(rows.metadata.tableName)} (${columns.join(', ')}) VALUES ${tuples.join(', ')}` +
      (onConflict ? ` ON CONFLICT ${onConflict}` : '') +
      (answered ? ` RETURNING ${answered}` : '')
    );
  });
  const parameters = values.flatMap((row) =>
    properties.filter((property) => row[property] !== undefined).map((property) => persisted(rows, property, row[property])),
  );
  const answer: unknown = await rows.query(text, parameters);
  return returning ? (answer as Record<string, unknown>[]) : [];
}
