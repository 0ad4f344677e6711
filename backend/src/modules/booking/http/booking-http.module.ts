import { Module } from '@nestjs/common';
import { BookingModule } from '../booking.module';
import { BookingAdminController } from './booking-admin.controller';
import { BookingPaymentController } from './booking-payment.controller';
import { FearOfFlyingController } from './fear-of-flying.controller';
import { SessionsController } from './sessions.controller';

@Module({
  imports: [BookingModule],
  controllers: [SessionsController, BookingPaymentController, FearOfFlyingController, BookingAdminController],
})
export class BookingHttpModule {}
