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

  // New Year’s Day off a weekend, then the one-off Royal Proclamations.
  it.each([
    ['2028-01-01', false, 'New Year’s Day 2028, a Saturday: the holiday is Monday 3rd'],
    ['2028-01-03', true, 'the Monday after New Year’s Day 2028'],
    ['2022-01-03', true, 'the Monday after New Year’s Day 2022, a Saturday'],
    ['2023-01-02', true, 'the Monday after New Year’s Day 2023, a Sunday'],
    ['2022-06-03', true, 'the Platinum Jubilee'],
    ['2022-05-30', false, 'the late May holiday 2022, moved to 2 June'],
    ['2022-09-19', true, 'the state funeral of Queen Elizabeth II'],
    ['2023-05-08', true, 'the coronation of King Charles III'],
    ['2020-05-08', true, 'VE Day 75, the early May holiday 2020'],
    ['2020-05-04', false, 'the first Monday of May 2020, moved to VE Day'],
    ['2026-11-23', false, 'an ordinary Monday'],
  ])('knows whether %s is a bank holiday (%s): %s', (date, holiday) => {
    expect(isBankHoliday(date)).toBe(holiday);
  });
});
