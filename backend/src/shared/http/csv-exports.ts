import type { Response } from 'express';
import type { Page, PageRequest } from '../database/like-pattern';
import { formatDay } from '../format-date';

/** How many rows an export reads at a time. */
const EXPORT_PAGE = 500;

/** Every row of a paged staff list, read a page at a time (newest first, as the tab lists them). */
export async function everyRow<T>(page: (request: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let number = 1; ; number++) {
    const { items, total } = await page({ page: number, pageSize: EXPORT_PAGE });
    rows.push(...items);
    if (items.length < EXPORT_PAGE || rows.length >= total) return rows;
  }
}

/** A moment as the London day staff read it: 'Fri 27 Nov 2026'; empty when there is none. */
export const csvDay = (instant: Date | null) => (instant ? formatDay(instant) : '');

/** Integer pence as pounds without the sign, '129.00', as spreadsheets sum them. */
export const csvPounds = (pence: number) => (pence / 100).toFixed(2);

/** Sends a CSV as a download named `name`-<London date>.csv (headers set only once it exists, so an error still answers JSON). */
export function sendCsv(response: Response, name: string, csv: string, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Disposition', `attachment; filename="${name}-${today}.csv"`);
  return csv;
}
