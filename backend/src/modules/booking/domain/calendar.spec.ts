import {
  addMonths,
  lastBookableDate,
  londonDateOf,
  londonInstant,
  londonTimeOf,
  londonWeekOf,
  occupiedRange,
  openingHours,
  openSlots,
  rangesOverlap,
  readBookingDate,
  slotsOccupied,
} from './calendar';

describe('calendar in Europe/London', () => {
  describe('clock changes', () => {
    it('last Sunday of March 2026: 09:00 on the Saturday is GMT, on the Sunday BST', () => {
      expect(londonInstant('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
      expect(londonInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
      expect(londonInstant('2026-03-29', '16:30').toISOString()).toBe('2026-03-29T15:30:00.000Z');
    });

    it('last Sunday of October 2026: 09:00 on the Saturday is BST, on the Sunday GMT', () => {
      expect(londonInstant('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T08:00:00.000Z');
      expect(londonInstant('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    });

    it('a slot on a clock-change Sunday occupies exactly its slot length of real time', () => {
      const spring = occupiedRange('2026-03-29', '09:00', 120);
      expect(spring.from.toISOString()).toBe('2026-03-29T08:00:00.000Z');
      expect(spring.to.toISOString()).toBe('2026-03-29T11:00:00.000Z');
      const autumn = occupiedRange('2026-10-25', '10:30', 60);
      expect(autumn.from.toISOString()).toBe('2026-10-25T10:30:00.000Z');
      expect(autumn.to.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    });

    it('reads instants back as London dates and times around the changes', () => {
      expect(londonDateOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
      expect(londonDateOf(new Date('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
      expect(londonTimeOf(new Date('2026-03-29T00:59:00Z'))).toBe('00:59');
      expect(londonTimeOf(new Date('2026-03-29T01:00:00Z'))).toBe('02:00');
      expect(londonTimeOf(new Date('2026-10-25T00:30:00Z'))).toBe('01:30');
      expect(londonTimeOf(new Date('2026-10-25T01:30:00Z'))).toBe('01:30');
      expect(londonDateOf(new Date('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    });
  });

  describe('dates sent by the client', () => {
    it('takes YYYY-MM-DD as it is', () => {
      expect(readBookingDate('2026-12-01')).toBe('2026-12-01');
    });

    it("reads an ISO instant as the London day it falls on (a browser's local midnight in summer is 23:00Z the day before)", () => {
      expect(readBookingDate('2026-06-14T23:00:00.000Z')).toBe('2026-06-15');
      expect(readBookingDate('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
      expect(readBookingDate('2026-12-01T00:00:00+01:00')).toBe('2026-11-30');
    });

    it('refuses what is not a date', () => {
      for (const bad of ['2026-02-30', '2026-13-01', '01/12/2026', 'tomorrow', '2026-12-1', '2026-12-01T25:00:00Z', '']) {
        expect(readBookingDate(bad)).toBeNull();
      }
    });
  });

  describe('opening hours decide which slots exist', () => {
    it('weekdays open 10:00-21:00: no 09:00 slot; every later slot fits a 1-hour session', () => {
      expect(openingHours('2026-11-23')).toMatchObject({ kind: 'weekday', opensAt: 600, closesAt: 1260 });
      expect(openSlots('2026-11-23', 60)).toEqual(['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']);
      expect(openSlots('2026-11-23', 180)).toEqual(['10:30', '12:00', '13:30', '15:00', '16:30', '18:00']);
    });

    it('weekends open 09:00-18:00: a session must end by 18:00', () => {
      expect(openingHours('2026-11-28').kind).toBe('weekend');
      expect(openSlots('2026-11-28', 60)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00', '16:30']);
      expect(openSlots('2026-11-28', 90)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00', '16:30']);
      expect(openSlots('2026-11-28', 120)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00']);
      expect(openSlots('2026-11-29', 180)).toEqual(['09:00', '10:30', '12:00', '13:30', '15:00']);
    });

    it('bank holidays open 10:00-16:00, even on a clock-change Monday (Easter Monday 2027)', () => {
      expect(openingHours('2027-03-29').kind).toBe('bank-holiday');
      expect(openSlots('2027-03-29', 60)).toEqual(['10:30', '12:00', '13:30', '15:00']);
      expect(openSlots('2027-03-29', 120)).toEqual(['10:30', '12:00', '13:30']);
      expect(openSlots('2026-12-28', 180)).toEqual(['10:30', '12:00']);
    });
  });

  describe('occupancy', () => {
    it('takes the start slot, plus the following ones when longer than 90 minutes', () => {
      expect(slotsOccupied(60)).toBe(1);
      expect(slotsOccupied(90)).toBe(1);
      expect(slotsOccupied(120)).toBe(2);
      expect(slotsOccupied(180)).toBe(2);
      expect(slotsOccupied(240)).toBe(3);
    });

    it('a 2-hour session at 10:30 overlaps the 12:00 slot but not 09:00 or 13:30', () => {
      const long = occupiedRange('2026-12-01', '10:30', 120);
      expect(rangesOverlap(long, occupiedRange('2026-12-01', '12:00', 60))).toBe(true);
      expect(rangesOverlap(long, occupiedRange('2026-12-01', '09:00', 60))).toBe(false);
      expect(rangesOverlap(long, occupiedRange('2026-12-01', '13:30', 60))).toBe(false);
    });
  });

  it('opens bookings 12 months ahead, counted from the London date', () => {
    expect(lastBookableDate(new Date('2026-11-23T10:00:00Z'))).toBe('2027-11-23');
    expect(lastBookableDate(new Date('2027-02-28T23:30:00Z'))).toBe('2028-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  describe('weeks start on Monday in London (docs/product.md, Staff panel)', () => {
    it('runs from Monday 00:00 to the next Monday 00:00, whatever day and hour it is', () => {
      const week = { from: new Date('2026-11-23T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') };
      expect(londonWeekOf(new Date('2026-11-23T00:00:00Z'))).toEqual(week); // Monday midnight
      expect(londonWeekOf(new Date('2026-11-25T14:00:00Z'))).toEqual(week); // Wednesday
      expect(londonWeekOf(new Date('2026-11-29T23:59:59Z'))).toEqual(week); // Sunday night
    });

    it('starts at London midnight in summer time (23:00 UTC on the Sunday)', () => {
      expect(londonWeekOf(new Date('2026-06-17T12:00:00Z'))).toEqual({
        from: new Date('2026-06-14T23:00:00Z'),
        to: new Date('2026-06-21T23:00:00Z'),
      });
      // 00:30 on Monday in London is still Sunday 23:30 UTC: already the new week.
      expect(londonWeekOf(new Date('2026-06-21T23:30:00Z')).from).toEqual(new Date('2026-06-21T23:00:00Z'));
    });
  });
});
