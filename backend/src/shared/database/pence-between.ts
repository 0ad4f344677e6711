import type { ObjectLiteral, Repository } from 'typeorm';

/** Which money a takings total adds up: the pence column, the rows that count, and the column of when each was taken. */
export interface Takings {
  pence: string;
  where: string;
  takenAt: string;
}

/** The pence of the rows (alias `alias`) that `takings` counts and that were taken in [from, to); 0 when there are none. */
export async function penceTakenBetween<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  alias: string,
  takings: Takings,
  from: Date,
  to: Date,
): Promise<number> {
  const row: { pence: string } | undefined = await rows
    .createQueryBuilder(alias)
    .select(`COALESCE(SUM(${alias}.${takings.pence}), 0)`, 'pence')
    .where(takings.where)
    .andWhere(`${alias}.${takings.takenAt} >= :from AND ${alias}.${takings.takenAt} < :to`, { from, to })
    .getRawOne();
  return Number(row?.pence ?? 0);
}
