import type { EntityMetadata, ObjectLiteral, Repository } from 'typeorm';
import { isUuid } from '../uuid';
import { returnedRow } from './returned-row';

type Identified = { id: string };

/**
 * An entity's read by id, as the SELECT of the columns a find reads, built once per entity: TypeORM's `findOneBy`
 * builds its query and maps its aliased columns again on every call (~0.13 ms of Node's CPU for a booking's row,
 * twice what the round trip itself costs), and these reads run several times a sale.
 */
const readsById = new WeakMap<EntityMetadata, { read: string; lock: string }>();

function readById({ metadata, manager }: Repository<ObjectLiteral>, locked: boolean): string {
  let reads = readsById.get(metadata);
  if (!reads) {
    const name = (identifier: string) => manager.connection.driver.escape(identifier);
    const columns = metadata.columns.filter((column) => column.isSelect).map((column) => name(column.databaseName));
    const read = `SELECT ${columns.join(', ')} FROM ${name(metadata.tableName)} WHERE ${name(metadata.primaryColumns[0].databaseName)} = $1`;
    reads = { read, lock: `${read} FOR UPDATE` };
    readsById.set(metadata, reads);
  }
  return locked ? reads.lock : reads.read;
}

async function byId<Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  locked: boolean,
  map: (row: Row) => Found | Promise<Found>,
): Promise<Found | null> {
  if (!isUuid(id)) return null;
  const [raw]: Record<string, unknown>[] = await rows.query(readById(rows, locked), [id]);
  return raw ? map(returnedRow(rows, raw)) : null;
}

/** The row with this UUID id, as `map` gives it (null when there is none, or the id is no UUID and so names none). */
export const rowById = <Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
) => byId(rows, id, false, map);

/** The same, with the row locked FOR UPDATE until the caller's transaction ends. */
export const lockedRowById = <Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
) => byId(rows, id, true, map);
