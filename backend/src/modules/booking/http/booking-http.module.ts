import { Module } from '@nestjs/common';
import { BookingModule } from '../booking.module';
import { BookingAdminController } from './booking-admin.controller';
import { BookingPaymentController } from './booking-payment.controller';
import { ClosuresAdminController } from './closures-admin.controller';
import { FearOfFlyingController } from './fear-of-flying.controller';
import { ManageBookingController, MyBookingActionsController } from './manage-booking.controller';
import { SessionsController } from './sessions.controller';
import { VoucherAdminController } from './voucher-admin.controller';
import { VoucherCheckController } from './voucher-check.controller';

@Module({
  imports: [BookingModule],
  controllers: [
    SessionsController,
    BookingPaymentController,
    FearOfFlyingController,
    BookingAdminController,
    ClosuresAdminController,
    ManageBookingController,
    MyBookingActionsController,
    VoucherCheckController,
    VoucherAdminController,
  ],
})
export class BookingHttpModule {}
