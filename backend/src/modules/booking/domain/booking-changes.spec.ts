import { assertCanReschedule, cancellationOutcome, canReschedule, changeDeadline } from './booking-changes';
import { thrownCode } from '../../../../test/thrown-code';

const HOUR = 3_600_000;

describe('customer changes to a booking', () => {
  const startsAt = new Date('2026-12-10T10:30:00Z');
  const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);

  describe('rescheduling window', () => {
    it('closes 48 hours before the current start', () => {
      expect(changeDeadline(startsAt)).toEqual(hoursBefore(48));
      expect(canReschedule({ status: 'confirmed', startsAt }, hoursBefore(72))).toBe(true);
      expect(canReschedule({ status: 'confirmed', startsAt }, new Date(hoursBefore(48).getTime() - 1000))).toBe(true);
      expect(canReschedule({ status: 'confirmed', startsAt }, hoursBefore(48))).toBe(false);
      expect(thrownCode(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(30)))).toBe(
        'BOOKING.TOO_LATE_TO_CHANGE',
      );
      expect(thrownCode(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(-1)))).toBe(
        'BOOKING.TOO_LATE_TO_CHANGE',
      );
    });

    it('stays open to staff until the booking starts', () => {
      expect(thrownCode(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(30), 'staff'))).toBe('no error');
      expect(thrownCode(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(0), 'staff'))).toBe('BOOKING.TOO_LATE_TO_CHANGE');
      expect(thrownCode(() => assertCanReschedule({ status: 'cancelled', startsAt }, hoursBefore(30), 'staff'))).toBe('BOOKING.NOT_CONFIRMED');
    });

    it('is only for confirmed bookings', () => {
      expect(canReschedule({ status: 'cancelled', startsAt }, hoursBefore(100))).toBe(false);
      expect(thrownCode(() => assertCanReschedule({ status: 'cancelled', startsAt }, hoursBefore(100)))).toBe('BOOKING.NOT_CONFIRMED');
      expect(thrownCode(() => assertCanReschedule({ status: 'held', startsAt }, hoursBefore(100)))).toBe('BOOKING.NOT_CONFIRMED');
      expect(thrownCode(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(100)))).toBe('no error');
    });
  });

  describe('cancellation under the Terms', () => {
    const card = { totalPrice: 12900, startsAt, paymentIntentId: 'pi_1', paymentMethod: null, voucherId: null, cashReceivedAt: null };
    const voucherOnly = { ...card, totalPrice: 0, paymentIntentId: null, paymentMethod: 'voucher' as const, voucherId: 'v-1' };

    /** The Terms' tiers for a card payment of £129.00: full refund, 50 %, none. */
    const cardTiers = [
      { hours: 72, tier: 'full', refundPence: 12900 },
      { hours: 30, tier: 'half', refundPence: 6450 },
      { hours: 5, tier: 'none', refundPence: 0 },
    ] as const;

    it.each(cardTiers)(
      'refunds the card payment $hours hours before by tier: $tier, $refundPence pence',
      ({ hours, tier, refundPence }) => {
        expect(cancellationOutcome(card, hoursBefore(hours))).toMatchObject({ tier, refundPence, voucherReturned: null });
      },
    );

    it.each([
      { hours: 72, tier: 'full', voucherReturned: true },
      { hours: 30, tier: 'half', voucherReturned: false },
      { hours: 5, tier: 'none', voucherReturned: false },
    ] as const)(
      'gives a voucher back only in the full-refund tier: $hours hours before ($tier), returned: $voucherReturned',
      ({ hours, tier, voucherReturned }) => {
        expect(cancellationOutcome(voucherOnly, hoursBefore(hours))).toMatchObject({ tier, refundPence: 0, voucherReturned });
      },
    );

    it('refunds the card part of a voucher booking by tier', () => {
      const topUp = { ...card, totalPrice: 2000, paymentIntentId: 'pi_2', voucherId: 'v-2' };
      expect(cancellationOutcome(topUp, hoursBefore(72))).toMatchObject({ refundPence: 2000, voucherReturned: true });
      expect(cancellationOutcome(topUp, hoursBefore(30))).toMatchObject({ refundPence: 1000, voucherReturned: false });
    });

    it('the site refunds a card payment made online', () => {
      expect(cancellationOutcome(card, hoursBefore(72)).refundedBy).toBe('site');
      expect(cancellationOutcome(voucherOnly, hoursBefore(72)).refundedBy).toBeNull();
    });

    describe.each([
      { paymentMethod: 'card_by_phone', cashReceivedAt: null },
      { paymentMethod: 'cash_on_arrival', cashReceivedAt: hoursBefore(100) },
    ] as const)('a payment staff recorded ($paymentMethod)', (paid) => {
      const staff = { ...card, paymentIntentId: null, ...paid };

      it.each(cardTiers)(
        'is owed by tier, for staff to refund outside the site: $hours hours before, $tier',
        ({ hours, tier, refundPence }) => {
          expect(cancellationOutcome(staff, hoursBefore(hours))).toMatchObject({ tier, refundPence, refundedBy: 'staff' });
        },
      );

      it('is owed by tier on the rest of a voucher, the voucher kept', () => {
        const restOfVoucher = { ...staff, totalPrice: 7900, voucherId: 'v-3' };
        expect(cancellationOutcome(restOfVoucher, hoursBefore(30))).toMatchObject({
          refundPence: 3950,
          refundedBy: 'staff',
          voucherReturned: false,
        });
      });
    });

    it('cash on arrival not yet received owes nothing back, at any notice; a voucher still follows its rule', () => {
      const unpaidCash = { ...card, paymentIntentId: null, paymentMethod: 'cash_on_arrival' as const };
      for (const { hours, tier } of cardTiers)
        expect(cancellationOutcome(unpaidCash, hoursBefore(hours))).toMatchObject({ tier, refundPence: 0, refundedBy: null });
      const restOfVoucher = { ...unpaidCash, totalPrice: 7900, voucherId: 'v-4' };
      expect(cancellationOutcome(restOfVoucher, hoursBefore(72))).toMatchObject({ refundPence: 0, voucherReturned: true });
    });

    it('a complimentary booking owes nothing', () => {
      const free = { ...card, totalPrice: 0, paymentIntentId: null, paymentMethod: 'complimentary' as const };
      expect(cancellationOutcome(free, hoursBefore(72))).toMatchObject({ tier: 'full', refundPence: 0, refundedBy: null });
    });
  });
});
