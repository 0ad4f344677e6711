import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { BookingModule } from '../booking.module';
import { BookingProcessor } from './booking.processor';
import { CLOCK } from './clock';
import { WaitlistProcessor } from './waitlist.processor';

/** Booking's jobs (hold expiry, what follows a confirmation, due reminders, the waitlist's offers): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [BookingModule, AccountModule],
  providers: [BookingProcessor, WaitlistProcessor, { provide: CLOCK, useValue: () => new Date() }],
})
export class BookingJobsModule {}
