/**
 * The booking module's public surface: its Nest module, the staff reads and services other modules compose (its
 * e-mail composers and staff notices reach the worker through its jobs/: BOOKING_JOBS). Other modules and the worker
 * import booking only through this file (dependency-cruiser: modules-meet-through-public-files,
 * worker-through-public-files); the rest is booking's own.
 */
export { BookingModule } from './booking.module';
export { duration } from './application/booking-mails';
export { type BookingTakings, BookingTakingsService, londonDays } from './application/booking-takings.service';
export { BOOKING_PERSONAL_DATA } from './application/booking.ports';
export { CourseInboxService } from './application/course-inbox.service';
export { DaySheetService } from './application/day-sheet.service';
export { StaffBookingQueries } from './application/staff-booking-queries';
export { TAKINGS_METHODS, type TakingsMethod } from './application/takings.ports';
export { VoucherLiabilityService } from './application/voucher-liability.service';
export { type StaffVoucher, VoucherRedemption } from './application/voucher-redemption';
export { BOOKING_STATUSES, type BookingStatus } from './domain/booking';
export { londonDateOf, type TimeRange } from './domain/calendar';
export type { CourseBooking } from './domain/course-booking';
