import { defineEvent, isEventJob } from './domain-event';

const PARCEL_SENT = defineEvent<{ parcelId: string; weightGrams: number }>()('parcel.sent');
const PARCEL_LOST = defineEvent<{ parcelId: string }>()('parcel.lost');

describe('an event defined once', () => {
  it('is built by its definition, under its name, with the payload as given', () => {
    expect(PARCEL_SENT.type).toBe('parcel.sent');
    expect(PARCEL_SENT({ parcelId: 'p1', weightGrams: 250 })).toEqual({ type: 'parcel.sent', payload: { parcelId: 'p1', weightGrams: 250 } });
  });

  it("recognises its consumer's jobs by their name, as the outbox relay names them", () => {
    const job = { name: 'parcel.sent', data: { parcelId: 'p1', weightGrams: 250, eventId: 'e1', correlationId: null } };
    expect(isEventJob(job, PARCEL_SENT)).toBe(true);
    expect(isEventJob(job, PARCEL_LOST)).toBe(false);
  });
});
