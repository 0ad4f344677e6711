import { offerExpiry, WaitlistChoiceError, waitlistChoice } from './waitlist';

describe('the waitlist', () => {
  const today = '2027-03-01';

  it('keeps the days in order once each, and no times as any time', () => {
    expect(waitlistChoice(['2027-03-05', '2027-03-02', '2027-03-05'], [], today)).toEqual({ dates: ['2027-03-02', '2027-03-05'], times: null });
    expect(waitlistChoice(['2027-03-02'], ['13:30', '10:30', '13:30'], today)).toEqual({ dates: ['2027-03-02'], times: ['10:30', '13:30'] });
  });

  it('refuses no day, too many days, a past day or a time that is not a start time, with a sentence', () => {
    const fifteen = Array.from({ length: 15 }, (_, index) => `2027-03-${String(index + 2).padStart(2, '0')}`);
    for (const [dates, times, sentence] of [
      [[], null, 'Choose at least one day to wait for.'],
      [fifteen, null, 'Choose at most 14 days.'],
      [['2027-02-28'], null, 'Choose days from today on.'],
      [['2027-03-02'], ['11:11'], '11:11 is not one of our start times.'],
    ] as const) {
      expect(() => waitlistChoice(dates, times, today)).toThrow(new WaitlistChoiceError(sentence));
    }
  });

  it('holds an offer for 30 minutes', () => {
    expect(offerExpiry(new Date('2027-03-01T10:00:00Z')).toISOString()).toBe('2027-03-01T10:30:00.000Z');
  });
});
