import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { BookingModule } from '../booking.module';
import { BookingProcessor } from './booking.processor';
import { CLOCK } from './clock';

/** Booking's jobs (hold expiry, what follows a confirmation, due reminders): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [BookingModule, AccountModule],
  providers: [BookingProcessor, { provide: CLOCK, useValue: () => new Date() }],
})
export class BookingJobsModule {}
