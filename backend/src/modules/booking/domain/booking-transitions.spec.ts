import { walkTransitionTable } from '../../../../test/transition-table';
import { BOOKING_STATUSES } from './booking';
import { BOOKING_CANCELLED, BOOKING_CONFIRMED, BOOKING_SLOT_LOST } from './booking-events';
import { BOOKING_MOVES, cancelBooking, confirmBooking, expireHold, loseSlot } from './booking-transitions';
import { IllegalBookingTransitionError } from './booking.errors';

const now = new Date('2026-11-23T10:18:00Z');
const booking = { id: 'b1', status: 'held' as const, startsAt: new Date('2026-11-30T14:00:00Z'), totalPrice: 14900 };

describe('booking transitions', () => {
  // docs/product.md: a hold is paid or runs out; a late payment confirms an expired hold or finds its slot lost; a confirmed booking is cancelled.
  walkTransitionTable(
    BOOKING_MOVES,
    BOOKING_STATUSES,
    ['held → confirmed', 'held → expired', 'expired → confirmed', 'expired → slot_lost', 'confirmed → cancelled'],
    IllegalBookingTransitionError,
  );

  it('confirms with the reminder due the day before and the confirmed event', () => {
    const confirmed = confirmBooking(booking, now, { paymentIntentId: 'pi_1', isTest: true });
    expect(confirmed.to).toBe('confirmed');
    expect(confirmed.changes).toEqual({
      paymentIntentId: 'pi_1',
      isTest: true,
      confirmedAt: now,
      reminderDueAt: new Date('2026-11-29T14:00:00Z'),
    });
    expect(confirmed.events).toEqual([BOOKING_CONFIRMED({ bookingId: 'b1' })]);
  });

  it('gives a hold back with nothing else written and no event', () => {
    const expired = expireHold(booking);
    expect([expired.to, expired.changes, expired.events]).toEqual(['expired', {}, []]);
  });

  it('loses the slot of a late payment: refunds a captured one, cancels an authorised one uncharged', () => {
    const late = { ...booking, status: 'expired' as const };
    const captured = loseSlot(late, { paymentIntentId: 'pi_2', isTest: false, captured: true }, now);
    expect(captured.changes).toEqual({ slotLostAt: now, isTest: false, paymentIntentId: 'pi_2', refundPence: 14900 });
    expect(captured.events).toEqual([BOOKING_SLOT_LOST({ bookingId: 'b1' })]);
    expect(loseSlot(late, { paymentIntentId: 'pi_2', isTest: false, captured: false }, now).changes.refundPence).toBe(0);
    expect(() => loseSlot(booking, { paymentIntentId: 'pi_2', isTest: false, captured: true }, now)).toThrow(IllegalBookingTransitionError);
  });

  it('cancels a confirmed booking with the refund the Terms decided, dropping its reminder', () => {
    const confirmed = { ...booking, status: 'confirmed' as const };
    const cancelled = cancelBooking(confirmed, { refundPence: 7450, refundReason: null, voucherForfeited: true, by: 'customer' }, now);
    expect(cancelled.changes).toEqual({
      cancelledAt: now,
      reminderDueAt: null,
      refundedAt: null,
      refundPence: 7450,
      refundReason: null,
      voucherForfeited: true,
    });
    expect(cancelled.events).toEqual([BOOKING_CANCELLED({ bookingId: 'b1', refundPence: 7450, by: 'customer' })]);
    expect(() => cancelBooking(booking, { refundPence: 0, refundReason: null, voucherForfeited: false, by: 'staff' }, now)).toThrow(
      IllegalBookingTransitionError,
    );
  });
});
