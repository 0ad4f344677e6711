import type { Repository } from 'typeorm';
import { isUuid } from '../uuid';
import { rowWhere } from './entity-statements';

type Identified = { id: string };

/** The row with this UUID id, as `map` gives it (null when there is none, or the id is no UUID and so names none). */
export async function rowById<Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
): Promise<Found | null> {
  if (!isUuid(id)) return null;
  const row = await rowWhere(rows, 'id', id);
  return row && map(row);
}

/** The same, with the row locked FOR UPDATE until the caller's transaction ends. */
export async function lockedRowById<Row extends Identified, Found>(
  rows: Repository<Row>,
  id: string,
  map: (row: Row) => Found | Promise<Found>,
): Promise<Found | null> {
  if (!isUuid(id)) return null;
  const row = await rowWhere(rows, 'id', id, true);
  return row && map(row);
}
