import { FEAR_OF_FLYING_PRICE_PENCE, priceSession, SESSION_CATALOGUE, sessionDefinition } from './session-catalogue';

describe('session catalogue and prices', () => {
  it('lists the nine sessions of SPEC section 3 with their listed prices in pence', () => {
    expect(SESSION_CATALOGUE.map((session) => [session.id, session.name, session.pricePence, session.category])).toEqual([
      ['tryandfly', 'Try and Fly', 12900, 'beginners'],
      ['fearofflying', 'Fear of Flying Course', 29500, 'beginners'],
      ['intro', 'Intro to the Airbus', 14900, 'enthusiasts'],
      ['scenario', 'Scenario Flight', 14900, 'enthusiasts'],
      ['homesim60', 'Home Sim Coaching (online)', 9900, 'enthusiasts'],
      ['skill', 'Full Experience', 14900, 'professional'],
      ['rating', 'Extended Adventure', 19900, 'professional'],
      ['aspiringpilot', 'Aspiring Pilot', 14900, 'aspiring-pilots'],
      ['custom', 'Ultimate Session', 24900, 'professional'],
    ]);
  });

  it('prices Intro to the Airbus at £149 for 60 minutes and £249 for 120', () => {
    expect(priceSession('intro', 60)).toEqual({ minutes: 60, pricePence: 14900 });
    expect(priceSession('intro', 120)).toEqual({ minutes: 120, pricePence: 24900 });
    expect(priceSession('intro', 180)).toBeNull();
    expect(priceSession('intro', 90)).toBeNull();
  });

  it('prices Scenario Flight at £149, £249 and £349 for 60, 120 and 180 minutes', () => {
    expect(priceSession('scenario', 60)?.pricePence).toBe(14900);
    expect(priceSession('scenario', 120)?.pricePence).toBe(24900);
    expect(priceSession('scenario', 180)?.pricePence).toBe(34900);
    expect(priceSession('scenario', 240)).toBeNull();
  });

  it('uses the first duration when none is chosen', () => {
    expect(priceSession('intro')).toEqual({ minutes: 60, pricePence: 14900 });
    expect(priceSession('scenario', null)).toEqual({ minutes: 60, pricePence: 14900 });
  });

  it('gives every other session its single listed duration and price, and refuses any other duration', () => {
    expect(priceSession('tryandfly')).toEqual({ minutes: 60, pricePence: 12900 });
    expect(priceSession('tryandfly', 60)).toEqual({ minutes: 60, pricePence: 12900 });
    expect(priceSession('tryandfly', 120)).toBeNull();
    expect(priceSession('rating')).toEqual({ minutes: 90, pricePence: 19900 });
    expect(priceSession('custom')).toEqual({ minutes: 120, pricePence: 24900 });
    expect(priceSession('homesim60')).toEqual({ minutes: 60, pricePence: 9900 });
  });

  it('books the Fear of Flying course on its own (no slot) at £295.00', () => {
    expect(sessionDefinition('fearofflying').bookingMode).toBe('course');
    expect(FEAR_OF_FLYING_PRICE_PENCE).toBe(29500);
    expect(SESSION_CATALOGUE.filter((session) => session.bookingMode === 'course')).toHaveLength(1);
  });
});
