import { Module } from '@nestjs/common';
import { EventStreams } from '../../../shared/http/event-streams';
import { CatalogModule } from '../../catalog/catalog.module';
import { BookingModule } from '../booking.module';
import { AvailabilityStreamController } from './availability-stream.controller';
import { BookingPaymentController } from './booking-payment.controller';
import { FearOfFlyingController, ManageCourseController } from './fear-of-flying.controller';
import { ManageBookingController, MyBookingActionsController } from './manage-booking.controller';
import { MyBookingsController } from './my-bookings.controller';
import { MyOrdersController } from './my-orders.controller';
import { SessionsController } from './sessions.controller';
import { VoucherCheckController } from './voucher-check.controller';
import { WaitlistController } from './waitlist.controller';
import { DayWatchers } from './day-watchers';

@Module({
  // CatalogModule: the dashboard's orders (MyOrdersController) come from the shop's order service.
  imports: [BookingModule, CatalogModule],
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
    VoucherCheckController,
    WaitlistController,
  ],
  providers: [EventStreams, DayWatchers],
})
export class BookingHttpModule {}
