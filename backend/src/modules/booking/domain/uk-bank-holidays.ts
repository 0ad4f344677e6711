/**
 * Bank holidays in England and Wales (the simulator is in Devon), computed from the rules of the
 * Banking and Financial Dealings Act 1971 and its substitute days, plus the one-off changes by
 * Royal Proclamation since 2020. Dates are London calendar dates, 'YYYY-MM-DD'.
 */
const MOVED_OR_EXTRA: Record<number, { remove?: string[]; add?: string[] }> = {
  2020: { remove: ['2020-05-04'], add: ['2020-05-08'] },
  2022: { remove: ['2022-05-30'], add: ['2022-06-02', '2022-06-03', '2022-09-19'] },
  2023: { add: ['2023-05-08'] },
};

const iso = (year: number, month: number, day: number): string => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};

const weekday = (year: number, month: number, day: number): number => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher) as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

function firstMonday(year: number, month: number): number {
  const first = weekday(year, month, 1);
  return 1 + ((8 - first) % 7);
}

function lastMonday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(year, month, lastDay);
  return lastDay - ((last + 6) % 7);
}

const cache = new Map<number, ReadonlySet<string>>();

/** Every England and Wales bank holiday of the year. */
export function bankHolidays(year: number): ReadonlySet<string> {
  const cached = cache.get(year);
  if (cached) return cached;
  const days: string[] = [];

  const newYear = weekday(year, 1, 1);
  days.push(iso(year, 1, newYear === 6 ? 3 : newYear === 0 ? 2 : 1));

  const [easterMonth, easterDay] = easterSunday(year);
  days.push(iso(year, easterMonth, easterDay - 2), iso(year, easterMonth, easterDay + 1));

  days.push(iso(year, 5, firstMonday(year, 5)), iso(year, 5, lastMonday(year, 5)), iso(year, 8, lastMonday(year, 8)));

  // Christmas and Boxing Day; a weekend one moves to the next weekday not already a holiday.
  const christmas = weekday(year, 12, 25);
  if (christmas === 5) days.push(iso(year, 12, 25), iso(year, 12, 28));
  else if (christmas === 6) days.push(iso(year, 12, 27), iso(year, 12, 28));
  else if (christmas === 0) days.push(iso(year, 12, 26), iso(year, 12, 27));
  else days.push(iso(year, 12, 25), iso(year, 12, 26));

  const special = MOVED_OR_EXTRA[year] ?? {};
  const result = new Set(days.filter((day) => !special.remove?.includes(day)));
  for (const day of special.add ?? []) result.add(day);
  cache.set(year, result);
  return result;
}

export function isBankHoliday(date: string): boolean {
  return bankHolidays(Number(date.slice(0, 4))).has(date);
}
