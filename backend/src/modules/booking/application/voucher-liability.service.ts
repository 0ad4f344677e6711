import { Inject, Injectable } from '@nestjs/common';
import { BOOKING_REPOSITORY, type BookingRepository, COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';
import { VOUCHER_CATALOG, type VoucherCatalog } from './voucher-redemption';

/** Gift vouchers sold and not yet redeemed or expired: how many, and what they are worth. */
export interface VoucherLiability {
  count: number;
  /** Integer pence: the sum of their unredeemed balances (a voucher is redeemed once, in full). */
  valuePence: number;
}

/**
 * What the business still owes in sessions for gift vouchers (docs/product.md, Staff panel: TAKINGS): the vouchers
 * the shop issued that are neither expired nor void (catalog) and that no booking or course has redeemed (booking).
 */
@Injectable()
export class VoucherLiabilityService {
  constructor(
    @Inject(VOUCHER_CATALOG) private readonly vouchers: VoucherCatalog,
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
  ) {}

  async outstanding(now = new Date()): Promise<VoucherLiability> {
    const vouchers = await this.vouchers.unexpired(now);
    const ids = vouchers.map((voucher) => voucher.id);
    const [bookingUses, courseUses] = await Promise.all([this.bookings.voucherUses(ids, now), this.courses.voucherIdsUsed(ids)]);
    // A voucher held by a booking still being paid is not redeemed yet: it is still owed.
    const redeemed = new Set([...bookingUses.filter((use) => use.status !== 'held').map((use) => use.voucherId), ...courseUses]);
    const open = vouchers.filter((voucher) => !redeemed.has(voucher.id));
    return { count: open.length, valuePence: open.reduce((sum, voucher) => sum + voucher.valuePence, 0) };
  }
}
