import { InvalidBookingDateError, UnknownSlotError } from './booking.errors';
import { closedRange, planClosures, slotsOfDay } from './closure';
import {
  ClosureHasBookingsError,
  ClosureInPastError,
  ClosureTooFarAheadError,
  InvalidClosureReasonError,
  SlotNotOpenError,
} from './closure.errors';
import { confirmedBooking } from '../../../../test/booking-mail-fixtures';

const now = new Date('2026-11-23T10:18:00Z'); // a Monday morning in London (GMT)
const iso = (range: { from: Date; to: Date }) => [range.from.toISOString(), range.to.toISOString()];

describe('the slots a day has', () => {
  it('follows the opening hours: weekdays from 10:30, weekends 09:00 to 16:30, bank holidays 10:30 to 15:00', () => {
    expect(slotsOfDay('2026-11-24')).toEqual(['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']);
    expect(slotsOfDay('2026-11-28')).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00', '16:30']);
    expect(slotsOfDay('2026-12-25')).toEqual(['10:30', '12:00', '13:30', '15:00']);
  });
});

describe('the time a closure blocks', () => {
  it('is the London day from midnight to midnight, 23 hours on the day the clocks go forward', () => {
    expect(iso(closedRange('2026-11-24', null))).toEqual(['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
    expect(iso(closedRange('2027-06-15', null))).toEqual(['2027-06-14T23:00:00.000Z', '2027-06-15T23:00:00.000Z']);
    expect(iso(closedRange('2027-03-28', null))).toEqual(['2027-03-28T00:00:00.000Z', '2027-03-28T23:00:00.000Z']);
  });

  it("is a slot's 90 minutes in London time", () => {
    expect(iso(closedRange('2027-06-15', '10:30'))).toEqual(['2027-06-15T09:30:00.000Z', '2027-06-15T11:00:00.000Z']);
  });
});

describe('planning a closure', () => {
  it('closes the whole day when no slot is given, with the reason trimmed', () => {
    for (const timeSlots of [undefined, null, []]) {
      const plans = planClosures({ date: '2026-11-24', timeSlots, reason: '  Annual maintenance ' }, now);
      expect(plans).toHaveLength(1);
      expect(plans[0]).toMatchObject({ date: '2026-11-24', timeSlot: null, reason: 'Annual maintenance' });
      expect(iso(plans[0].occupied)).toEqual(['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']);
    }
  });

  it('closes the rest of today from now, leaving what already happened alone', () => {
    const [today] = planClosures({ date: '2026-11-23', reason: 'Simulator fault' }, now);
    expect(iso(today.occupied)).toEqual(['2026-11-23T10:18:00.000Z', '2026-11-24T00:00:00.000Z']);
  });

  it('plans one closure per slot, in day order, once each', () => {
    const plans = planClosures(
      { date: '2026-11-24', timeSlots: ['13:30', '10:30', '13:30'], reason: 'Instructor training' },
      now,
    );
    expect(plans.map((plan) => [plan.timeSlot, ...iso(plan.occupied)])).toEqual([
      ['10:30', '2026-11-24T10:30:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['13:30', '2026-11-24T13:30:00.000Z', '2026-11-24T15:00:00.000Z'],
    ]);
  });

  it('accepts a slot of today that has not started yet, refuses one that has', () => {
    expect(planClosures({ date: '2026-11-23', timeSlots: ['10:30'], reason: 'Fault' }, now)).toHaveLength(1);
    expect(() =>
      planClosures({ date: '2026-11-23', timeSlots: ['10:30'], reason: 'Fault' }, new Date('2026-11-23T10:30:00Z')),
    ).toThrow(ClosureInPastError);
  });

  it('refuses a date that is not a calendar date, a past date and one more than 2 years ahead', () => {
    expect(() => planClosures({ date: '2026-02-30', reason: 'x' }, now)).toThrow(InvalidBookingDateError);
    expect(() => planClosures({ date: '24/11/2026', reason: 'x' }, now)).toThrow(InvalidBookingDateError);
    expect(() => planClosures({ date: '2026-11-22', reason: 'x' }, now)).toThrow(ClosureInPastError);
    expect(planClosures({ date: '2028-11-23', reason: 'x' }, now)).toHaveLength(1);
    expect(() => planClosures({ date: '2028-11-24', reason: 'x' }, now)).toThrow(ClosureTooFarAheadError);
  });

  it('refuses a time that is not one of the seven slots, and a slot the day does not have', () => {
    expect(() => planClosures({ date: '2026-11-24', timeSlots: ['11:00'], reason: 'x' }, now)).toThrow(UnknownSlotError);
    expect(() => planClosures({ date: '2026-11-24', timeSlots: ['10:30', '09:00'], reason: 'x' }, now)).toThrow(
      new SlotNotOpenError('09:00', '2026-11-24', ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']),
    );
    expect(() => planClosures({ date: '2026-11-28', timeSlots: ['18:00'], reason: 'x' }, now)).toThrow(SlotNotOpenError);
    expect(() => planClosures({ date: '2026-12-25', timeSlots: ['16:30'], reason: 'x' }, now)).toThrow(SlotNotOpenError);
  });

  it('requires a reason of at most 200 characters', () => {
    expect(() => planClosures({ date: '2026-11-24', reason: '   ' }, now)).toThrow(InvalidClosureReasonError);
    expect(() => planClosures({ date: '2026-11-24', reason: 'x'.repeat(201) }, now)).toThrow(InvalidClosureReasonError);
    expect(planClosures({ date: '2026-11-24', reason: 'x'.repeat(200) }, now)).toHaveLength(1);
  });
});

describe('a closure refused by bookings', () => {
  it('lists what staff need to contact each customer, and nothing else', () => {
    const booking = confirmedBooking('2026-11-24', '10:30', { id: 'b1', notes: 'secret' });
    const error = new ClosureHasBookingsError([booking]);
    const customer = { name: 'Amelia Pilot', email: 'amelia@example.com', phone: '07700 900123' };
    expect(error.details).toEqual({
      bookings: [{ id: 'b1', ...customer, date: '2026-11-24', timeSlot: '10:30', sessionName: 'Try and Fly' }],
    });
    expect(error.message).toMatch(/There is a booking at that time/);
    expect(new ClosureHasBookingsError([booking, booking]).message).toMatch(/There are 2 bookings/);
  });
});
