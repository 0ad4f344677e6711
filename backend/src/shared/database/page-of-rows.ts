import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Page, PageRequest } from './like-pattern';

/** The rows of the requested page of a filtered and ordered query, with how many rows the whole query has. */
export async function pageOfRows<Row extends ObjectLiteral>(
  query: SelectQueryBuilder<Row>,
  request: PageRequest,
): Promise<Page<Row>> {
  const total = await query.getCount();
  const items = await query
    .offset((request.page - 1) * request.pageSize)
    .limit(request.pageSize)
    .getMany();
  return { items, total };
}
