import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { PaymentService, SettledPayment } from '../../payment/application/payment.service';
import {
  BookingNotFoundError,
  PaymentAlreadyUsedError,
  PaymentNotCompletedError,
  PaymentNotForThisError,
} from '../domain/booking.errors';
import { COURSE_BOOKED, CourseBookedPayload } from '../domain/booking-events';
import { assertCourseMove, CourseBooking, readPreferredDate } from '../domain/course-booking';
import { FEAR_OF_FLYING_PRICE_PENCE } from '../domain/session-catalogue';
import { COURSE_BOOKING_REPOSITORY, CourseBookingRepository } from './booking.ports';

export interface CourseDetails {
  name: string;
  email: string;
  phone: string;
  /** London calendar date 'YYYY-MM-DD' (or an ISO instant, read as its London day), or null. */
  preferredDate: string | null;
  notes: string | null;
  paymentIntentId: string;
}

/** How many course bookings the staff list shows. */
const STAFF_LIST_LIMIT = 200;

/**
 * The Fear of Flying course (£295.00, no slot): the payment is set up first, then the customer's
 * details are recorded against a payment the provider says succeeded, once.
 */
@Injectable()
export class CourseBookingService implements OnModuleInit {
  private readonly logger = new Logger(CourseBookingService.name);

  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: PaymentService,
  ) {}

  onModuleInit(): void {
    this.payments.registerFulfiller('course', (payment) => this.fulfilCoursePayment(payment));
  }

  /** Records who is paying (committed first), then sets up the £295.00 payment with the provider. */
  async startCoursePayment(input: { name: string; email: string }): Promise<{ paymentIntentId: string; clientSecret: string }> {
    const course = await this.courses.create({ name: input.name, email: input.email, amountPence: FEAR_OF_FLYING_PRICE_PENCE });
    const intent = await this.payments.createIntent({
      kind: 'course',
      referenceId: course.id,
      amountPence: FEAR_OF_FLYING_PRICE_PENCE,
      description: 'Fear of Flying Course',
      email: input.email,
      idempotencyKey: `course:${course.id}`,
    });
    await this.courses.update(course.id, { paymentIntentId: intent.paymentIntentId });
    return intent;
  }

  /**
   * Records the customer's details against a payment that is for the course, of £295.00, succeeded at
   * the provider and was not used before.
   */
  async recordCourseBooking(details: CourseDetails, now = new Date()): Promise<CourseBooking> {
    const preferredDate = readPreferredDate(details.preferredDate, now);
    const payment = await this.payments.paymentFor(details.paymentIntentId);
    if (!payment || payment.kind !== 'course' || payment.amountPence !== FEAR_OF_FLYING_PRICE_PENCE) {
      throw new PaymentNotForThisError('the Fear of Flying course');
    }
    const { status } = await this.payments.settle(details.paymentIntentId);
    if (status !== 'succeeded') throw new PaymentNotCompletedError(status);
    return this.book(payment.referenceId, { ...details, preferredDate }, payment.isTest, now);
  }

  /** The payment module's fulfiller for 'course' payments: the course is paid even if the browser never comes back. */
  @Transactional()
  async fulfilCoursePayment(payment: SettledPayment): Promise<void> {
    const course = await this.courses.lock(payment.referenceId);
    if (!course) throw new BookingNotFoundError();
    if (course.status !== 'awaiting_payment') return;
    if (payment.amountPence !== course.amountPence) {
      this.logger.error({ courseBookingId: course.id, paid: payment.amountPence }, 'Course paid a different amount');
      throw new PaymentNotForThisError('the Fear of Flying course');
    }
    assertCourseMove(course.status, 'paid');
    await this.courses.update(course.id, { status: 'paid', paidAt: new Date(), isTest: payment.isTest, paymentIntentId: payment.paymentIntentId });
  }

  findCourseBooking(id: string): Promise<CourseBooking | null> {
    return this.courses.findById(id);
  }

  /** A customer's booked courses whose preferred date is between two London dates. */
  bookedForCustomer(email: string, fromDate: string, toDate: string): Promise<CourseBooking[]> {
    return this.courses.bookedForEmail(email, fromDate, toDate);
  }

  /** Paid courses for staff, newest first (details may be missing when the customer's browser never came back). */
  listForStaff(): Promise<CourseBooking[]> {
    return this.courses.listForStaff(['paid', 'booked'], STAFF_LIST_LIMIT);
  }

  @Transactional()
  private async book(courseId: string, details: CourseDetails, isTest: boolean, now: Date): Promise<CourseBooking> {
    const course = await this.courses.lock(courseId);
    if (!course) throw new BookingNotFoundError();
    if (course.paymentIntentId && course.paymentIntentId !== details.paymentIntentId) throw new PaymentNotForThisError('this course booking');
    if (course.status === 'booked') throw new PaymentAlreadyUsedError();
    assertCourseMove(course.status, 'booked');
    const changes = {
      name: details.name,
      email: details.email,
      phone: details.phone,
      preferredDate: details.preferredDate,
      notes: details.notes,
      paymentIntentId: details.paymentIntentId,
      status: 'booked' as const,
      isTest,
      paidAt: course.paidAt ?? now,
      bookedAt: now,
    };
    await this.courses.update(course.id, changes);
    const booked: CourseBookedPayload = { courseBookingId: course.id };
    await this.events.publish({ type: COURSE_BOOKED, payload: booked });
    const { bookedAt: _bookedAt, ...stored } = changes;
    return { ...course, ...stored };
  }
}
