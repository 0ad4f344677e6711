import { Module } from '@nestjs/common';
import { QUEUE_DASHBOARD_GATE } from '../../shared/queue/queue-dashboard';
import { AccountModule } from '../account/account.module';
import { AuditModule } from '../audit/audit.module';
import { AuditAdminController } from './http/audit-admin.controller';
import { BookingModule } from '../booking/booking.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EnquiryModule } from '../enquiry/enquiry.module';
import { ExperienceModule } from '../experience/experience.module';
import { BookingAdminController } from './http/booking-admin.controller';
import { BookingDeskAdminController } from './http/booking-desk-admin.controller';
import { BookingMoneyAdminController } from './http/booking-money-admin.controller';
import { BookingsRangeAdminController } from './http/bookings-range-admin.controller';
import { ClosuresAdminController } from './http/closures-admin.controller';
import { CustomersAdminController } from './http/customers-admin.controller';
import { DaySheetAdminController } from './http/day-sheet-admin.controller';
import { EnquiriesAdminController } from './http/enquiries-admin.controller';
import { ExperienceAdminController } from './http/experience-admin.controller';
import { FearOfFlyingAdminController } from './http/fear-of-flying-admin.controller';
import { NewsletterAdminController } from './http/newsletter-admin.controller';
import { OrdersAdminController } from './http/orders-admin.controller';
import { OverviewAdminController } from './http/overview-admin.controller';
import { ProductAdminController } from './http/product-admin.controller';
import { StaffBookingsAdminController } from './http/staff-bookings-admin.controller';
import { TakingsAdminController } from './http/takings-admin.controller';
import { ExportsAdminController } from './http/exports-admin.controller';
import { staffOnly } from './http/staff-only.middleware';
import { StaffChanges } from './http/staff-changes';
import { StaffAccountsAdminController } from './http/staff-accounts-admin.controller';
import { VoucherAdminController } from './http/voucher-admin.controller';
import { WeekCalendarAdminController } from './http/week-calendar-admin.controller';
import { WaitlistAdminController } from './http/waitlist-admin.controller';
import { InstructorsAdminController } from './http/instructors-admin.controller';

/**
 * Staff HTTP: every staff-only controller (each behind the StaffGuard, `@StaffOnly()`) and the queue dashboard's
 * gate, composing the other modules' application services. Owns no tables; nothing imports it but the API's root module.
 */
@Module({
  imports: [AccountModule, AuditModule, BookingModule, CatalogModule, EnquiryModule, ExperienceModule],
  controllers: [
    ProductAdminController,
    FearOfFlyingAdminController,
    BookingAdminController,
    ClosuresAdminController,
    VoucherAdminController,
    ExperienceAdminController,
    NewsletterAdminController,
    EnquiriesAdminController,
    DaySheetAdminController,
    OrdersAdminController,
    StaffBookingsAdminController,
    OverviewAdminController,
    CustomersAdminController,
    BookingsRangeAdminController,
    BookingDeskAdminController,
    BookingMoneyAdminController,
    TakingsAdminController,
    ExportsAdminController,
    WeekCalendarAdminController,
    AuditAdminController,
    StaffAccountsAdminController,
    WaitlistAdminController,
    InstructorsAdminController,
  ],
  providers: [StaffChanges, { provide: QUEUE_DASHBOARD_GATE, useValue: staffOnly }],
})
export class AdminModule {}
