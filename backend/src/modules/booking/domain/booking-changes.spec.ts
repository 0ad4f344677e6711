import { assertCanReschedule, cancellationOutcome, canReschedule, changeDeadline } from './booking-changes';

const HOUR = 3_600_000;

describe('customer changes to a booking', () => {
  const startsAt = new Date('2026-12-10T10:30:00Z');
  const hoursBefore = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return (error as { code?: string }).code;
    }
    return 'no error';
  };

  describe('rescheduling window', () => {
    it('closes 48 hours before the current start', () => {
      expect(changeDeadline(startsAt)).toEqual(hoursBefore(48));
      expect(canReschedule({ status: 'confirmed', startsAt }, hoursBefore(72))).toBe(true);
      expect(canReschedule({ status: 'confirmed', startsAt }, new Date(hoursBefore(48).getTime() - 1000))).toBe(true);
      expect(canReschedule({ status: 'confirmed', startsAt }, hoursBefore(48))).toBe(false);
      expect(code(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(30)))).toBe(
        'BOOKING.TOO_LATE_TO_CHANGE',
      );
      expect(code(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(-1)))).toBe(
        'BOOKING.TOO_LATE_TO_CHANGE',
      );
    });

    it('is only for confirmed bookings', () => {
      expect(canReschedule({ status: 'cancelled', startsAt }, hoursBefore(100))).toBe(false);
      expect(code(() => assertCanReschedule({ status: 'cancelled', startsAt }, hoursBefore(100)))).toBe('BOOKING.NOT_CONFIRMED');
      expect(code(() => assertCanReschedule({ status: 'held', startsAt }, hoursBefore(100)))).toBe('BOOKING.NOT_CONFIRMED');
      expect(code(() => assertCanReschedule({ status: 'confirmed', startsAt }, hoursBefore(100)))).toBe('no error');
    });
  });

  describe('cancellation under the Terms', () => {
    const card = { totalPrice: 12900, startsAt, paymentIntentId: 'pi_1', voucherId: null };

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
      const voucherOnly = { totalPrice: 0, startsAt, paymentIntentId: null, voucherId: 'v-1' };
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

      const topUp = { totalPrice: 2000, startsAt, paymentIntentId: 'pi_2', voucherId: 'v-2' };
      expect(cancellationOutcome(topUp, hoursBefore(72))).toMatchObject({ refundPence: 2000, voucherReturned: true });
      expect(cancellationOutcome(topUp, hoursBefore(30))).toMatchObject({ refundPence: 1000, voucherReturned: false });
    });

    it('refunds nothing when nothing was paid by card', () => {
      expect(cancellationOutcome({ ...card, paymentIntentId: null }, hoursBefore(72)).refundPence).toBe(0);
    });
  });
});
