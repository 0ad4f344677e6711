import { describe, expect, it } from 'vitest';
import { bookingLink, durationLabel, durationRange, findExperience, lowestPrice, takesSlot, type Experience } from './experiences';

const scenario: Experience = {
  id: 'scenario-flight',
  name: 'Scenario Flight',
  group: 'enthusiasts',
  description: '',
  included: [],
  minimumAge: 12,
  bookedAs: 'slot',
  options: [
    { id: 'weather-challenge', name: 'Weather Challenge', minutes: 60, pricePence: 14900, maxPartySize: 1, extraPersonPence: 0 },
    { id: 'emergency-procedures', name: 'Emergency Procedures', minutes: 90, pricePence: 19900, maxPartySize: 1, extraPersonPence: 0 },
    { id: 'iconic-routes', name: 'Iconic Routes', minutes: 120, pricePence: 24900, maxPartySize: 1, extraPersonPence: 0 },
  ],
  legacyIds: ['scenario'],
};

describe('the experience catalogue', () => {
  it('gives the lowest price and the range of durations', () => {
    expect(lowestPrice(scenario)).toBe(14900);
    expect(durationRange(scenario)).toBe('1-2 hours');
    expect(durationRange({ ...scenario, options: [scenario.options[1], scenario.options[2]] })).toBe('90-120 minutes');
    expect(durationRange({ ...scenario, options: [scenario.options[1]] })).toBe('90 minutes');
  });

  it('names durations', () => {
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(120)).toBe('2 hours');
    expect(durationLabel(90)).toBe('90 minutes');
  });

  it('decides which experiences take a time slot, on either calendar or on the one named', () => {
    const on = (bookedAs: Experience['bookedAs']) => ({ bookedAs });
    expect([on('slot'), on('online'), on('course'), on('enquiry')].map((experience) => takesSlot(experience))).toEqual([true, true, false, false]);
    expect([on('slot'), on('online'), on('course')].map((experience) => takesSlot(experience, 'slot'))).toEqual([true, false, false]);
    expect(takesSlot(on('online'), 'online')).toBe(true);
  });

  it('deep-links an option and reads old session ids', () => {
    expect(bookingLink('scenario-flight', 'emergency-procedures')).toBe('/book-flight?experience=scenario-flight&option=emergency-procedures#booking-form');
    const tryAndFly = { ...scenario, id: 'try-and-fly', legacyIds: ['tryandfly'] };
    expect(findExperience([scenario, tryAndFly], 'tryandfly')).toBe(tryAndFly);
    expect(findExperience([scenario, tryAndFly], 'scenario-flight')).toBe(scenario);
    expect(findExperience([scenario, tryAndFly], 'discovery-flight')).toBeUndefined();
  });
});
