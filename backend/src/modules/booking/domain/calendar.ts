import { TZDate } from '@date-fns/tz';
import { isBankHoliday } from './uk-bank-holidays';

/**
 * The simulator's calendar, all in Europe/London: calendar dates are 'YYYY-MM-DD' strings (a day in
 * London, never a UTC midnight), slot times 'HH:mm' wall-clock times, and instants plain Dates.
 */
export const LONDON = 'Europe/London';

/** The seven start times (docs/product.md, Booking rules). Each slot is 90 minutes long (the gap between two starts). */
export const SLOT_TIMES = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'] as const;
export type SlotTime = (typeof SLOT_TIMES)[number];
export const SLOT_MINUTES = 90;

/** How far ahead a slot can be booked. */
export const MAX_MONTHS_AHEAD = 12;

export interface OpeningHours {
  /** Minutes after London midnight. */
  opensAt: number;
  closesAt: number;
  kind: 'weekday' | 'weekend' | 'bank-holiday';
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isSlotTime(value: unknown): value is SlotTime {
  return typeof value === 'string' && (SLOT_TIMES as readonly string[]).includes(value);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last minute asked about (most calls ask about now) and its London date: London's days begin on a whole minute. */
let lastMinute: { minute: number; date: string } | undefined;

/** The London calendar date an instant falls on. */
export function londonDateOf(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.date;
  const local = new TZDate(instant.getTime(), LONDON);
  const date = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  lastMinute = { minute, date };
  return date;
}

/** The London wall-clock time ('HH:mm') of an instant. */
export function londonTimeOf(instant: Date): string {
  const local = new TZDate(instant.getTime(), LONDON);
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** London wall-clock times already converted ('YYYY-MM-DD HH:mm' → epoch ms): the zone's rules do not change while the process runs. */
const instants = new Map<string, number>();
const MAX_REMEMBERED_INSTANTS = 10_000;

/** The instant of a London wall-clock time on a London date (BST or GMT as that day has it). */
export function londonInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let epochMs = instants.get(key);
  if (epochMs === undefined) {
    const [year, month, day] = date.split('-').map(Number);
    const [hours, minutes] = time.split(':').map(Number);
    epochMs = new TZDate(year, month - 1, day, hours, minutes, LONDON).getTime();
    if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
    instants.set(key, epochMs);
  }
  return new Date(epochMs);
}

/**
 * A date the client sent: 'YYYY-MM-DD', or a full ISO instant (the first site's payload sends `date.toISOString()`
 * of a date picked at local midnight), read as the London day it falls on. Null when it is neither.
 */
export function readBookingDate(value: string): string | null {
  if (isLocalDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !isLocalDate(value.slice(0, 10))) return null;
  return londonDateOf(instant);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day `months` later (the month's last day when it has no such day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Opening hours (docs/product.md, Booking rules): Mon-Fri 10:00-21:00; Sat-Sun 09:00-18:00; bank holidays 10:00-16:00. */
export function openingHours(date: string): OpeningHours {
  if (isBankHoliday(date)) return { opensAt: 10 * 60, closesAt: 16 * 60, kind: 'bank-holiday' };
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return { opensAt: 9 * 60, closesAt: 18 * 60, kind: 'weekend' };
  return { opensAt: 10 * 60, closesAt: 21 * 60, kind: 'weekday' };
}

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** How many slots a session takes: its start slot, plus the following ones it runs into. */
export function slotsOccupied(durationMinutes: number): number {
  return Math.max(1, Math.ceil(durationMinutes / SLOT_MINUTES));
}

/**
 * Whether a session of this length can start at this slot on this day: it starts at or after opening
 * and the session itself (not the rest of its last slot) ends by closing time.
 */
export function slotIsOpen(date: string, time: SlotTime, durationMinutes: number): boolean {
  const { opensAt, closesAt } = openingHours(date);
  const start = minutesOf(time);
  return start >= opensAt && start + durationMinutes <= closesAt;
}

/** The slots that exist on a day for a session of this length (opening hours decide). */
export function openSlots(date: string, durationMinutes: number): SlotTime[] {
  return SLOT_TIMES.filter((time) => slotIsOpen(date, time, durationMinutes));
}

export interface TimeRange {
  from: Date;
  to: Date;
}

/** The time a session keeps the simulator: whole slots from its start (a 2-hour session takes two). */
export function occupiedRange(date: string, time: SlotTime, durationMinutes: number): TimeRange {
  const from = londonInstant(date, time);
  return { from, to: new Date(from.getTime() + slotsOccupied(durationMinutes) * SLOT_MINUTES * 60_000) };
}

export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.from < b.to && b.from < a.to;
}

/** The London week an instant falls in: Monday 00:00 to the next Monday 00:00 (docs/product.md, Staff panel: weeks start on Monday). */
export function londonWeekOf(instant: Date): TimeRange {
  const today = londonDateOf(instant);
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  return { from: londonInstant(monday, '00:00'), to: londonInstant(addDays(monday, 7), '00:00') };
}

/** The last date a slot can be booked on, counted from today in London. */
/** The last bookable date worked out for London's date of the last call (it changes once a day). */
let lastBookable: { today: string; last: string } | undefined;

export function lastBookableDate(now: Date): string {
  const today = londonDateOf(now);
  if (lastBookable?.today !== today) lastBookable = { today, last: addMonths(today, MAX_MONTHS_AHEAD) };
  return lastBookable.last;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
