import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UPCOMING_BOOKINGS } from '../account/application/account.ports';
import { PaymentModule } from '../payment/payment.module';
import { BOOKING_REPOSITORY, COURSE_BOOKING_REPOSITORY } from './application/booking.ports';
import { BookingService } from './application/booking.service';
import { CourseBookingService } from './application/course-booking.service';
import { BookingEntity } from './infrastructure/booking.entity';
import { CourseBookingEntity } from './infrastructure/course-booking.entity';
import { TypeOrmBookingRepository } from './infrastructure/typeorm-booking.repository';
import { TypeOrmCourseBookingRepository } from './infrastructure/typeorm-course-booking.repository';
import { UpcomingBookingsAdapter } from './infrastructure/upcoming-bookings.adapter';

/**
 * The simulator's calendar, holds and bookings, and the Fear of Flying course; fulfils 'booking' and
 * 'course' payments and implements the account module's UPCOMING_BOOKINGS port.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, CourseBookingEntity]), PaymentModule],
  providers: [
    BookingService,
    CourseBookingService,
    { provide: BOOKING_REPOSITORY, useClass: TypeOrmBookingRepository },
    { provide: COURSE_BOOKING_REPOSITORY, useClass: TypeOrmCourseBookingRepository },
    // The account module's port for the dashboard: a module that lists a customer's bookings imports BookingModule.
    { provide: UPCOMING_BOOKINGS, useClass: UpcomingBookingsAdapter },
  ],
  exports: [BookingService, CourseBookingService, UPCOMING_BOOKINGS],
})
export class BookingModule {}
