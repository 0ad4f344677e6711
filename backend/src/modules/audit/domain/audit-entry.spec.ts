import { changedFields, PERSONAL_VALUE } from './audit-entry';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    expect(changedFields({ price: 100, name: 'Trial', minutes: 30 }, { price: 120, name: 'Trial', minutes: 30 })).toEqual({
      before: { price: 100 },
      after: { price: 120 },
    });
  });

  it('keeps every field of a creation and of a deletion', () => {
    expect(changedFields(null, { price: 120 })).toEqual({ before: null, after: { price: 120 } });
    expect(changedFields({ price: 120 }, null)).toEqual({ before: { price: 120 }, after: null });
  });

  it('names a changed personal detail without keeping its value', () => {
    expect(changedFields({ phone: '07700 900001', partySize: 1 }, { phone: '07700 900002', partySize: 1 })).toEqual({
      before: { phone: PERSONAL_VALUE },
      after: { phone: PERSONAL_VALUE },
    });
  });

  it('compares dates and nested values as JSON', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    expect(changedFields({ at, options: [{ price: 1 }] }, { at: new Date(at), options: [{ price: 1 }] })).toEqual({ before: {}, after: {} });
  });
});
