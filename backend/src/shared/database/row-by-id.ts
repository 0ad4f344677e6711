import type { FindOptionsWhere, Repository } from 'typeorm';
import { isUuid } from '../uuid';

type Identified = { id: string };

/** The row with this UUID id, as `map` gives it (null when there is none, or the id is no UUID and so names none). */
export async function rowById<Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
): Promise<Found | null> {
  if (!isUuid(id)) return null;
  const row = await rows.findOneBy({ id } as FindOptionsWhere<Row>);
  return row && map(row);
}

/** The same, with the row locked FOR UPDATE until the caller's transaction ends (`alias` names the table in the query). */
export async function lockedRowById<Row extends Identified, Found>(
  rows: Repository<Row>,
  alias: string,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
): Promise<Found | null> {
  if (!isUuid(id)) return null;
  const row = await rows.createQueryBuilder(alias).setLock('pessimistic_write').where(`${alias}.id = :id`, { id }).getOne();
  return row && map(row);
}
