import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { BookingModule } from '../booking.module';
import { BookingProcessor } from './booking.processor';
import { BookingReminders, CLOCK } from './booking-reminders';

/** Booking's jobs (hold expiry, what follows a confirmation, reminders): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [BookingModule, AccountModule],
  providers: [BookingProcessor, BookingReminders, { provide: CLOCK, useValue: () => new Date() }],
})
export class BookingJobsModule {}
