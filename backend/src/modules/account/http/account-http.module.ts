import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { BookingModule } from '../../booking/booking.module';
import { AccountModule } from '../account.module';
import { MyBookingsService } from '../application/my-bookings.service';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AuthController } from './auth.controller';
import { DevAccessController } from './dev-access.controller';
import { DevAccessGuard } from './dev-access.guard';
import { MyBookingsController } from './my-bookings.controller';
import { PassportSession, PassportSessionMiddleware } from './passport-session';
import { PasswordResetController } from './password-reset.controller';
import { StaffGuard } from './staff.guard';

@Module({
  // BookingModule provides UPCOMING_BOOKINGS (a customer's confirmed sessions and courses) for MyBookingsService.
  imports: [AccountModule, BookingModule],
  controllers: [DevAccessController, AuthController, PasswordResetController, MyBookingsController],
  providers: [
    { provide: APP_GUARD, useClass: DevAccessGuard },
    { provide: APP_GUARD, useClass: StaffGuard },
    PassportSession,
    AdminAccountBootstrap,
    MyBookingsService,
  ],
})
export class AccountHttpModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PassportSessionMiddleware).forRoutes('{*path}');
  }
}
