import { Module } from '@nestjs/common';
import { QUEUE } from '../../../shared/queue/queue-names';
import type { ModuleJobs } from '../../../shared/queue/module-jobs';
import { AccountModule } from '../../account/account.public';
import { BookingMailComposer } from '../application/booking-mail.composer';
import { CourseMailComposer } from '../application/course-mail.composer';
import { FollowUpMailComposer } from '../application/follow-up-mail.composer';
import { WaitlistMailComposer } from '../application/waitlist-mail.composer';
import { BookingModule } from '../booking.module';
import { BOOKING_CONFIRMED, BOOKING_STAFF_NOTICES } from '../domain/booking-events';
import { BookingProcessor } from './booking.processor';
import { CLOCK } from './clock';
import { WaitlistProcessor } from './waitlist.processor';

/** Booking's jobs (hold expiry, what follows a confirmation, due reminders, the waitlist's offers): the worker imports this, as only the API imports `http/`. */
@Module({
  imports: [BookingModule, AccountModule],
  providers: [BookingProcessor, WaitlistProcessor, { provide: CLOCK, useValue: () => new Date() }],
})
export class BookingJobsModule {}

/** What booking gives the worker: its processors, its e-mails, a confirmed booking's account link and its staff notices. */
export const BOOKING_JOBS: ModuleJobs = {
  modules: [BookingModule, BookingJobsModule],
  mailComposers: [BookingMailComposer, CourseMailComposer, WaitlistMailComposer, FollowUpMailComposer],
  consumers: [
    // A confirmed booking gets its account (BookingProcessor).
    { queue: QUEUE.booking, events: [BOOKING_CONFIRMED] },
    { queue: QUEUE.staff, events: BOOKING_STAFF_NOTICES },
  ],
};
