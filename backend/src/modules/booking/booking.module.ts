import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UPCOMING_BOOKINGS } from '../account/application/account.ports';
import { CatalogModule } from '../catalog/catalog.module';
import { PaymentModule } from '../payment/payment.module';
import { BOOKING_REPOSITORY, COURSE_BOOKING_REPOSITORY } from './application/booking.ports';
import { BookingService } from './application/booking.service';
import { BookingManagementService } from './application/booking-management.service';
import { CLOSURE_REPOSITORY } from './application/closure.ports';
import { ClosureService } from './application/closure.service';
import { CourseBookingService } from './application/course-booking.service';
import { ManageLinks } from './application/manage-links';
import { VOUCHER_CATALOG, VoucherRedemption } from './application/voucher-redemption';
import { BookingEntity } from './infrastructure/booking.entity';
import { CourseBookingEntity } from './infrastructure/course-booking.entity';
import { TypeOrmBookingRepository } from './infrastructure/typeorm-booking.repository';
import { TypeOrmClosureRepository } from './infrastructure/typeorm-closure.repository';
import { TypeOrmCourseBookingRepository } from './infrastructure/typeorm-course-booking.repository';
import { UpcomingBookingsAdapter } from './infrastructure/upcoming-bookings.adapter';
import { VoucherCatalogAdapter } from './infrastructure/voucher-catalog.adapter';

/**
 * The simulator's calendar, holds and bookings, and the Fear of Flying course; fulfils 'booking' and
 * 'course' payments and implements the account module's UPCOMING_BOOKINGS port.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, CourseBookingEntity]), PaymentModule, CatalogModule],
  providers: [
    BookingService,
    CourseBookingService,
    ClosureService,
    BookingManagementService,
    ManageLinks,
    { provide: BOOKING_REPOSITORY, useClass: TypeOrmBookingRepository },
    { provide: COURSE_BOOKING_REPOSITORY, useClass: TypeOrmCourseBookingRepository },
    { provide: CLOSURE_REPOSITORY, useClass: TypeOrmClosureRepository },
    // The account module's port for the dashboard: a module that lists a customer's bookings imports BookingModule.
    { provide: UPCOMING_BOOKINGS, useClass: UpcomingBookingsAdapter },
    // Gift vouchers come from the shop (the catalog module), through its exported voucher service.
    VoucherRedemption,
    { provide: VOUCHER_CATALOG, useClass: VoucherCatalogAdapter },
  ],
  exports: [BookingService, CourseBookingService, ClosureService, VoucherRedemption, BookingManagementService, ManageLinks, UPCOMING_BOOKINGS],
})
export class BookingModule {}
