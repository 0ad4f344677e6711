import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { CatalogModule } from '../../catalog/catalog.module';
import { BookingModule } from '../booking.module';
import { BookingAdminController } from './booking-admin.controller';
import { BookingPaymentController } from './booking-payment.controller';
import { ClosuresAdminController } from './closures-admin.controller';
import { FearOfFlyingController } from './fear-of-flying.controller';
import { ManageBookingController, MyBookingActionsController } from './manage-booking.controller';
import { MyBookingsController } from './my-bookings.controller';
import { MyOrdersController } from './my-orders.controller';
import { SessionsController } from './sessions.controller';
import { VoucherAdminController } from './voucher-admin.controller';
import { VoucherCheckController } from './voucher-check.controller';

@Module({
  // CatalogModule: the dashboard's orders (MyOrdersController) come from the shop's order service.
  // AccountModule: the admin bookings list names the staff who made a booking.
  imports: [BookingModule, CatalogModule, AccountModule],
  controllers: [
    SessionsController,
    BookingPaymentController,
    FearOfFlyingController,
    BookingAdminController,
    ClosuresAdminController,
    ManageBookingController,
    MyBookingsController,
    MyBookingActionsController,
    MyOrdersController,
    VoucherCheckController,
    VoucherAdminController,
  ],
})
export class BookingHttpModule {}
