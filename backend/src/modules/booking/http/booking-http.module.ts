import { Module } from '@nestjs/common';
import { EventStreams } from '../../../shared/http/event-streams';
import { AccountModule } from '../../account/account.public';
import { AuditModule } from '../../audit/audit.public';
import { CatalogModule } from '../../catalog/catalog.public';
import { BookingModule } from '../booking.module';
import { AvailabilityStreamController } from './availability-stream.controller';
import { BookingPaymentController } from './booking-payment.controller';
import { FearOfFlyingController, ManageCourseController } from './fear-of-flying.controller';
import { ManageBookingController, MyBookingActionsController } from './manage-booking.controller';
import { MyBookingsController } from './my-bookings.controller';
import { MyOrdersController } from './my-orders.controller';
import { RefundTermsController } from './refund-terms.controller';
import { SessionsController } from './sessions.controller';
import { VoucherCheckController } from './voucher-check.controller';
import { WaitlistController } from './waitlist.controller';
import { DayWatchers } from './day-watchers';
import { BookingAdminController } from './booking-admin.controller';
import { BookingDeskAdminController } from './booking-desk-admin.controller';
import { BookingMoneyAdminController } from './booking-money-admin.controller';
import { BookingStaffChanges } from './booking-staff-changes';
import { BookingsRangeAdminController } from './bookings-range-admin.controller';
import { ClosuresAdminController } from './closures-admin.controller';
import { DaySheetAdminController } from './day-sheet-admin.controller';
import { FearOfFlyingAdminController } from './fear-of-flying-admin.controller';
import { InstructorsAdminController } from './instructors-admin.controller';
import { StaffBookingsAdminController } from './staff-bookings-admin.controller';
import { WaitlistAdminController } from './waitlist-admin.controller';
import { WeekCalendarAdminController } from './week-calendar-admin.controller';

@Module({
  // CatalogModule: the dashboard's orders (MyOrdersController) come from the shop's order service; AccountModule: the
  // staff e-mails the staff tabs show; AuditModule: the staff tabs' changes go on the audit trail.
  imports: [BookingModule, CatalogModule, AccountModule, AuditModule],
  controllers: [
    SessionsController,
    AvailabilityStreamController,
    BookingPaymentController,
    FearOfFlyingController,
    ManageCourseController,
    ManageBookingController,
    MyBookingsController,
    MyBookingActionsController,
    MyOrdersController,
    RefundTermsController,
    VoucherCheckController,
    WaitlistController,
    // Staff tabs (@StaffOnly()).
    FearOfFlyingAdminController,
    BookingAdminController,
    ClosuresAdminController,
    DaySheetAdminController,
    StaffBookingsAdminController,
    BookingsRangeAdminController,
    BookingDeskAdminController,
    BookingMoneyAdminController,
    WeekCalendarAdminController,
    WaitlistAdminController,
    InstructorsAdminController,
  ],
  providers: [EventStreams, DayWatchers, BookingStaffChanges],
})
export class BookingHttpModule {}
