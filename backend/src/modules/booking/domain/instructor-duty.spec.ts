import { londonInstant } from './calendar';
import { checkedRoster, InvalidRosterError } from './instructor';
import { instructorFor, type InstructorDay } from './instructor-duty';
import { lessonPayment } from './lesson';

const date = '2027-03-10';
const at = (time: string) => londonInstant(date, time);
const range = (from: string, to: string) => ({ from: at(from), to: at(to) });
const now = londonInstant('2027-03-01', '12:00');
const sam: InstructorDay = { id: 'sam', teaches: ['try-and-fly'], rostered: range('09:00', '17:00'), leave: [], busy: [] };

describe('instructorFor: a qualified instructor on duty and free', () => {
  it('is free when rostered for the whole time, off outside the roster or for another experience', () => {
    expect(instructorFor([sam], 'try-and-fly', range('10:30', '12:00'), now)).toBe('free');
    expect(instructorFor([sam], 'try-and-fly', range('16:30', '18:00'), now)).toBe('off');
    expect(instructorFor([sam], 'home-sim-coaching', range('10:30', '12:00'), now)).toBe('off');
    expect(instructorFor([{ ...sam, rostered: null }], 'try-and-fly', range('10:30', '12:00'), now)).toBe('off');
  });

  it('is off during leave and busy while teaching, until a hold runs out', () => {
    expect(instructorFor([{ ...sam, leave: [range('11:00', '11:30')] }], 'try-and-fly', range('10:30', '12:00'), now)).toBe(
      'off',
    );
    const teaching = { ...sam, busy: [{ ...range('10:30', '12:00'), heldUntil: null }] };
    expect(instructorFor([teaching], 'try-and-fly', range('10:30', '12:00'), now)).toBe('busy');
    const held = { ...sam, busy: [{ ...range('10:30', '12:00'), heldUntil: londonInstant('2027-03-01', '11:00') }] };
    expect(instructorFor([held], 'try-and-fly', range('10:30', '12:00'), now)).toBe('free');
    expect(instructorFor([teaching, { ...sam, id: 'priya' }], 'try-and-fly', range('10:30', '12:00'), now)).toBe('free');
  });
});

describe('checkedRoster and lessonPayment', () => {
  it('takes one entry per weekday, each starting before it ends', () => {
    expect(
      checkedRoster([
        { weekday: 3, starts: '09:00', ends: '17:00' },
        { weekday: 1, starts: '10:00', ends: '12:00' },
      ]).map((day) => day.weekday),
    ).toEqual([1, 3]);
    expect(() => checkedRoster([{ weekday: 8, starts: '09:00', ends: '17:00' }])).toThrow(InvalidRosterError);
    expect(() => checkedRoster([{ weekday: 1, starts: '17:00', ends: '09:00' }])).toThrow(InvalidRosterError);
    expect(() =>
      checkedRoster([
        { weekday: 1, starts: '09:00', ends: '10:00' },
        { weekday: 1, starts: '11:00', ends: '12:00' },
      ]),
    ).toThrow(InvalidRosterError);
  });

  it('says whether a lesson is paid, never how much', () => {
    const confirmed = { status: 'confirmed', paymentMethod: null, cashReceivedAt: null, amountDuePence: 0 };
    expect(lessonPayment(confirmed)).toBe('paid');
    expect(lessonPayment({ ...confirmed, status: 'held' })).toBe('awaiting-payment');
    expect(lessonPayment({ ...confirmed, paymentMethod: 'cash_on_arrival' })).toBe('pays-on-arrival');
    expect(lessonPayment({ ...confirmed, paymentMethod: 'cash_on_arrival', cashReceivedAt: now })).toBe('paid');
    expect(lessonPayment({ ...confirmed, amountDuePence: 1200 })).toBe('balance-to-take');
    expect(lessonPayment({ ...confirmed, paymentMethod: 'complimentary' })).toBe('complimentary');
  });
});
