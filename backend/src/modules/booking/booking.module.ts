import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.public';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.public';
import { ExperienceModule } from '../experience/experience.public';
import { PaymentModule } from '../payment/payment.public';
import { AvailabilityService } from './application/availability.service';
import { CalendarChanges } from './application/calendar-changes';
import { BookableOptions } from './application/bookable-options';
import { BookingEditService } from './application/booking-edit.service';
import { MonthAvailabilityService } from './application/month-availability.service';
import { BOOKING_PERSONAL_DATA, BOOKING_QUERIES, BOOKING_REPOSITORY, COURSE_BOOKING_REPOSITORY } from './application/booking.ports';
import { BookingAttendanceService } from './application/booking-attendance.service';
import { BookingCheckoutService } from './application/booking-checkout.service';
import { BookingHoldsService } from './application/booking-holds.service';
import { BookingMailComposer } from './application/booking-mail.composer';
import { BookingManagementService } from './application/booking-management.service';
import { BookingRemindersService } from './application/booking-reminders.service';
import { BOOKING_FOLLOW_UP_REPOSITORY } from './application/booking-follow-up.ports';
import { BookingFollowUpsService } from './application/booking-follow-ups.service';
import { FollowUpMailComposer } from './application/follow-up-mail.composer';
import { TypeOrmBookingFollowUpRepository } from './infrastructure/typeorm-booking-follow-up.repository';
import { BookingResendService } from './application/booking-resend.service';
import { CLOSURE_REPOSITORY } from './application/closure.ports';
import { INSTRUCTOR_REPOSITORY } from './application/instructor.ports';
import { InstructorLessonsService } from './application/instructor-lessons.service';
import { InstructorsService } from './application/instructors.service';
import { TypeOrmInstructorRepository } from './infrastructure/typeorm-instructor.repository';
import { ClosureService } from './application/closure.service';
import { ClosedByDefaultService } from './application/closed-by-default.service';
import { CourseBookingService } from './application/course-booking.service';
import { CourseInboxService } from './application/course-inbox.service';
import { CourseCancellationService } from './application/course-cancellation.service';
import { CourseMailComposer } from './application/course-mail.composer';
import { CourseManageLinks } from './application/course-manage-links';
import { CourseManageService } from './application/course-manage.service';
import { CourseScheduleService } from './application/course-schedule.service';
import { WeekCalendarService } from './application/week-calendar.service';
import { CustomerBookingsService } from './application/customer-bookings.service';
import { DaySheetService } from './application/day-sheet.service';
import { ManageLinks } from './application/manage-links';
import { StaffBookingQueries } from './application/staff-booking-queries';
import { StaffBookingService } from './application/staff-booking.service';
import { StaffRefundService } from './application/staff-refund.service';
import { CashPaymentService } from './application/cash-payment.service';
import { BookingTakingsService } from './application/booking-takings.service';
import { VoucherLiabilityService } from './application/voucher-liability.service';
import { BOOKING_MONEY_READER } from './application/takings.ports';
import { TypeOrmBookingMoneyReader } from './infrastructure/typeorm-booking-money.reader';
import { VOUCHER_CATALOG, VoucherRedemption } from './application/voucher-redemption';
import { BookingEntity } from './infrastructure/booking.entity';
import { BookingPersonalDataAdapter } from './infrastructure/booking-personal-data.adapter';
import { CourseBookingEntity } from './infrastructure/course-booking.entity';
import { TypeOrmBookingQueries } from './infrastructure/typeorm-booking.queries';
import { TypeOrmBookingRepository } from './infrastructure/typeorm-booking.repository';
import { TypeOrmClosureRepository } from './infrastructure/typeorm-closure.repository';
import { TypeOrmCourseBookingRepository } from './infrastructure/typeorm-course-booking.repository';
import { VoucherCatalogAdapter } from './infrastructure/voucher-catalog.adapter';
import { WaitlistMailComposer } from './application/waitlist-mail.composer';
import { WaitlistOffersService } from './application/waitlist-offers.service';
import { WaitlistService } from './application/waitlist.service';
import { WAITLIST_REPOSITORY } from './application/waitlist.ports';
import { PostgresWaitlistRepository } from './infrastructure/postgres-waitlist.repository';

/** The module's use cases, mail composers and links: its HTTP and jobs modules inject them, the other modules through booking.public. */
const SERVICES = [
  CalendarChanges,
  AvailabilityService,
  MonthAvailabilityService,
  BookingHoldsService,
  BookingCheckoutService,
  BookingMailComposer,
  CourseBookingService,
  CourseInboxService,
  CourseScheduleService,
  CourseCancellationService,
  CourseManageLinks,
  CourseManageService,
  CourseMailComposer,
  WeekCalendarService,
  ClosureService,
  ClosedByDefaultService,
  BookingManagementService,
  BookingRemindersService,
  BookingFollowUpsService,
  FollowUpMailComposer,
  DaySheetService,
  ManageLinks,
  StaffBookingService,
  StaffBookingQueries,
  CustomerBookingsService,
  StaffRefundService,
  BookingEditService,
  CashPaymentService,
  BookingTakingsService,
  VoucherLiabilityService,
  BookingAttendanceService,
  BookingResendService,
  InstructorsService,
  InstructorLessonsService,
  VoucherRedemption,
  WaitlistService,
  WaitlistOffersService,
  WaitlistMailComposer,
];

/**
 * The simulator's calendar, holds and bookings, and the Fear of Flying course; fulfils 'booking' and
 * 'course' payments and lists a customer's bookings for the dashboard.
 */
@Module({
  imports: [TypeOrmModule.forFeature([BookingEntity, CourseBookingEntity]), PaymentModule, CatalogModule, ExperienceModule, AuditModule],
  providers: [
    ...SERVICES,
    BookableOptions,
    { provide: BOOKING_REPOSITORY, useClass: TypeOrmBookingRepository },
    { provide: BOOKING_QUERIES, useClass: TypeOrmBookingQueries },
    { provide: BOOKING_FOLLOW_UP_REPOSITORY, useClass: TypeOrmBookingFollowUpRepository },
    { provide: BOOKING_MONEY_READER, useClass: TypeOrmBookingMoneyReader },
    { provide: COURSE_BOOKING_REPOSITORY, useClass: TypeOrmCourseBookingRepository },
    { provide: CLOSURE_REPOSITORY, useClass: TypeOrmClosureRepository },
    { provide: INSTRUCTOR_REPOSITORY, useClass: TypeOrmInstructorRepository },
    { provide: WAITLIST_REPOSITORY, useClass: PostgresWaitlistRepository },
    // The account module's PersonalDataHolder port (a customer's data export and account deletion).
    { provide: BOOKING_PERSONAL_DATA, useClass: BookingPersonalDataAdapter },
    // Gift vouchers come from the shop (the catalog module), through its exported voucher service (VoucherRedemption).
    { provide: VOUCHER_CATALOG, useClass: VoucherCatalogAdapter },
  ],
  exports: [...SERVICES, BOOKING_PERSONAL_DATA],
})
export class BookingModule {}
