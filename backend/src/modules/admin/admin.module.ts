import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { BookingModule } from '../booking/booking.module';
import { CatalogModule } from '../catalog/catalog.module';
import { EnquiryModule } from '../enquiry/enquiry.module';
import { BookingsRangeAdminController } from './http/bookings-range-admin.controller';
import { CustomersAdminController } from './http/customers-admin.controller';
import { DaySheetAdminController } from './http/day-sheet-admin.controller';
import { EnquiriesAdminController } from './http/enquiries-admin.controller';
import { OrdersAdminController } from './http/orders-admin.controller';
import { OverviewAdminController } from './http/overview-admin.controller';
import { StaffBookingsAdminController } from './http/staff-bookings-admin.controller';

/**
 * Staff-only controllers that compose the other modules' application services (the account module's
 * global guard checks @StaffOnly()). Owns no tables; nothing imports it but the API's root module.
 */
@Module({
  imports: [AccountModule, BookingModule, CatalogModule, EnquiryModule],
  controllers: [
    EnquiriesAdminController,
    DaySheetAdminController,
    OrdersAdminController,
    StaffBookingsAdminController,
    OverviewAdminController,
    CustomersAdminController,
    BookingsRangeAdminController,
  ],
})
export class AdminModule {}
