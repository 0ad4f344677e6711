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
    const card = { totalPrice: 12900, startsAt, paymentIntentId: 'pi_1', paymentMethod: null, voucherId: null };

    it('refunds the card payment by tier: full, 50 %, none', () => {
      expect(cancellationOutcome(card, hoursBefore(72))).toMatchObject({
        tier: 'full',
        refundPence: 12900,
        voucherReturned: null,
      });
      expect(cancellationOutcome(card, hoursBefore(30))).toMatchObject({
        tier: 'half',
        refundPence: 6450,
        voucherReturned: null,
      });
      expect(cancellationOutcome(card, hoursBefore(5))).toMatchObject({ tier: 'none', refundPence: 0, voucherReturned: null });
    });

    it('gives a voucher back only in the full-refund tier; the card part follows the tiers', () => {
      const voucherOnly = { totalPrice: 0, startsAt, paymentIntentId: null, paymentMethod: 'voucher' as const, voucherId: 'v-1' };
      expect(cancellationOutcome(voucherOnly, hoursBefore(72))).toMatchObject({
        tier: 'full',
        refundPence: 0,
        voucherReturned: true,
      });
      expect(cancellationOutcome(voucherOnly, hoursBefore(30))).toMatchObject({
        tier: 'half',
        refundPence: 0,
        voucherReturned: false,
      });
      expect(cancellationOutcome(voucherOnly, hoursBefore(5))).toMatchObject({
        tier: 'none',
        refundPence: 0,
        voucherReturned: false,
      });

      const topUp = { totalPrice: 2000, startsAt, paymentIntentId: 'pi_2', paymentMethod: null, voucherId: 'v-2' };
      expect(cancellationOutcome(topUp, hoursBefore(72))).toMatchObject({ refundPence: 2000, voucherReturned: true });
      expect(cancellationOutcome(topUp, hoursBefore(30))).toMatchObject({ refundPence: 1000, voucherReturned: false });
    });

    it('the site refunds a card payment made online', () => {
      expect(cancellationOutcome(card, hoursBefore(72)).refundedBy).toBe('site');
      expect(
        cancellationOutcome(
          { totalPrice: 0, startsAt, paymentIntentId: null, paymentMethod: 'voucher', voucherId: 'v-1' },
          hoursBefore(72),
        ).refundedBy,
      ).toBeNull();
    });

    it.each(['card_by_phone', 'cash_on_arrival'] as const)(
      'a payment staff recorded (%s) is owed by tier, for staff to refund outside the site',
      (paymentMethod) => {
        const staff = { ...card, paymentIntentId: null, paymentMethod };
        expect(cancellationOutcome(staff, hoursBefore(72))).toMatchObject({
          tier: 'full',
          refundPence: 12900,
          refundedBy: 'staff',
        });
        expect(cancellationOutcome(staff, hoursBefore(30))).toMatchObject({
          tier: 'half',
          refundPence: 6450,
          refundedBy: 'staff',
        });
        expect(cancellationOutcome(staff, hoursBefore(5))).toMatchObject({ tier: 'none', refundPence: 0, refundedBy: 'staff' });
        const restOfVoucher = { ...staff, totalPrice: 7900, voucherId: 'v-3' };
        expect(cancellationOutcome(restOfVoucher, hoursBefore(30))).toMatchObject({
          refundPence: 3950,
          refundedBy: 'staff',
          voucherReturned: false,
        });
      },
    );

    it('a complimentary booking owes nothing', () => {
      const free = { ...card, totalPrice: 0, paymentIntentId: null, paymentMethod: 'complimentary' as const };
      expect(cancellationOutcome(free, hoursBefore(72))).toMatchObject({ tier: 'full', refundPence: 0, refundedBy: null });
    });
  });
});
