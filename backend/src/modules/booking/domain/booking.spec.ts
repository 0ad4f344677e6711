import { BookableOption, holdExpiry, keepsSlot, planSlot } from './booking';
import {
  InvalidBookingDateError,
  NotSlotBookableError,
  OutsideOpeningHoursError,
  SlotInPastError,
  TooFarAheadError,
  UnknownSlotError,
} from './booking.errors';

const now = new Date('2026-11-23T10:18:00Z'); // a Monday morning in London (GMT)

const option = (minutes: number, pricePence: number, bookedAs: BookableOption['bookedAs'] = 'slot'): BookableOption => ({
  experienceId: 'scenario-flight',
  optionId: `${minutes}-minutes`,
  name: 'Scenario Flight',
  bookedAs,
  minutes,
  pricePence,
  maxPartySize: 1,
  extraPersonPence: 0,
});
const tryandfly = option(60, 12900);
const ultimate = option(120, 24900);

describe('planning a slot', () => {
  it('prices and places a valid request in London time', () => {
    const plan = planSlot(tryandfly, { date: '2026-11-24', timeSlot: '10:30' }, now);
    expect(plan).toMatchObject({ option: tryandfly, bookedAs: 'slot', date: '2026-11-24', timeSlot: '10:30' });
    expect(plan.startsAt.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(plan.endsAt.toISOString()).toBe('2026-11-24T11:30:00.000Z');
    expect(plan.occupied.to.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('occupies two slots for a three-hour option', () => {
    const plan = planSlot(option(180, 34900), { date: '2026-11-24', timeSlot: '18:00' }, now);
    expect(plan.endsAt.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(plan.occupied.to.toISOString()).toBe('2026-11-24T21:00:00.000Z');
  });

  it("reads an ISO date (a browser's local midnight) as the London day", () => {
    expect(planSlot(tryandfly, { date: '2027-06-14T23:00:00.000Z', timeSlot: '10:30' }, now).date).toBe('2027-06-15');
  });

  it('places a summer slot in BST', () => {
    const plan = planSlot(ultimate, { date: '2027-06-12', timeSlot: '09:00' }, now);
    expect(plan.startsAt.toISOString()).toBe('2027-06-12T08:00:00.000Z');
  });

  it('refuses the course and enquiry-only experiences; online coaching is planned in its own calendar', () => {
    expect(() => planSlot(option(240, 29500, 'course'), { date: '2026-11-24', timeSlot: '10:30' }, now)).toThrow(
      NotSlotBookableError,
    );
    expect(() => planSlot(option(240, 50000, 'enquiry'), { date: '2026-11-24', timeSlot: '10:30' }, now)).toThrow(
      NotSlotBookableError,
    );
    expect(planSlot(option(60, 5900, 'online'), { date: '2026-11-24', timeSlot: '10:30' }, now).bookedAs).toBe('online');
  });

  it('refuses bad dates and unknown slots', () => {
    expect(() => planSlot(tryandfly, { date: '2026-11-31', timeSlot: '10:30' }, now)).toThrow(InvalidBookingDateError);
    expect(() => planSlot(tryandfly, { date: '2026-11-24', timeSlot: '11:00' }, now)).toThrow(UnknownSlotError);
    expect(() => planSlot(tryandfly, { date: '2026-11-24', timeSlot: '10:30:00' }, now)).toThrow(UnknownSlotError);
  });

  it('refuses past dates and slots already started today', () => {
    expect(() => planSlot(tryandfly, { date: '2026-11-22', timeSlot: '12:00' }, now)).toThrow(SlotInPastError);
    expect(() => planSlot(tryandfly, { date: '2026-11-23', timeSlot: '10:30' }, new Date('2026-11-23T10:30:00Z'))).toThrow(
      SlotInPastError,
    );
    expect(planSlot(tryandfly, { date: '2026-11-23', timeSlot: '12:00' }, now).timeSlot).toBe('12:00');
  });

  it('refuses slots outside opening hours', () => {
    expect(() => planSlot(tryandfly, { date: '2026-11-24', timeSlot: '09:00' }, now)).toThrow(OutsideOpeningHoursError);
    expect(() => planSlot(tryandfly, { date: '2026-11-28', timeSlot: '18:00' }, now)).toThrow(OutsideOpeningHoursError);
    expect(() => planSlot(ultimate, { date: '2026-11-28', timeSlot: '16:30' }, now)).toThrow(OutsideOpeningHoursError);
    expect(() => planSlot(tryandfly, { date: '2026-12-28', timeSlot: '16:30' }, now)).toThrow(OutsideOpeningHoursError);
  });

  it('opens 12 months ahead and no further (a date 2 years ahead is refused)', () => {
    expect(planSlot(tryandfly, { date: '2027-11-23', timeSlot: '12:00' }, now).date).toBe('2027-11-23');
    expect(() => planSlot(tryandfly, { date: '2027-11-24', timeSlot: '12:00' }, now)).toThrow(TooFarAheadError);
    expect(() => planSlot(tryandfly, { date: '2028-11-23', timeSlot: '12:00' }, now)).toThrow(TooFarAheadError);
  });
});

describe('booking holds', () => {
  it('holds a slot for 15 minutes, and a hold past its time keeps nothing', () => {
    const expiresAt = holdExpiry(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(15 * 60_000);
    expect(keepsSlot({ status: 'held', holdExpiresAt: expiresAt }, now)).toBe(true);
    expect(keepsSlot({ status: 'held', holdExpiresAt: expiresAt }, expiresAt)).toBe(false);
    expect(keepsSlot({ status: 'confirmed', holdExpiresAt: null }, now)).toBe(true);
    expect(keepsSlot({ status: 'expired', holdExpiresAt: expiresAt }, now)).toBe(false);
  });
});
