import { bankHolidays, easterSunday, isBankHoliday } from './uk-bank-holidays';

describe('England and Wales bank holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it('lists 2026 as published by GOV.UK (Boxing Day on a Saturday moves to Monday 28th)', () => {
    expect([...bankHolidays(2026)].sort()).toEqual([
      '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
    ]);
  });

  it('lists 2027 (Christmas on a Saturday: Monday 27th and Tuesday 28th)', () => {
    expect([...bankHolidays(2027)].sort()).toEqual([
      '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
    ]);
  });

  it('moves New Year’s Day off a weekend and knows the one-off proclamations', () => {
    expect(isBankHoliday('2028-01-01')).toBe(false); // a Saturday: the holiday is Monday 3rd
    expect(isBankHoliday('2028-01-03')).toBe(true);
    expect(isBankHoliday('2022-01-03')).toBe(true); // 1 January 2022 was a Saturday
    expect(isBankHoliday('2023-01-02')).toBe(true); // a Sunday
    expect(isBankHoliday('2022-06-03')).toBe(true);
    expect(isBankHoliday('2022-05-30')).toBe(false);
    expect(isBankHoliday('2022-09-19')).toBe(true);
    expect(isBankHoliday('2023-05-08')).toBe(true);
    expect(isBankHoliday('2020-05-08')).toBe(true);
    expect(isBankHoliday('2020-05-04')).toBe(false);
    expect(isBankHoliday('2026-11-23')).toBe(false);
  });
});
