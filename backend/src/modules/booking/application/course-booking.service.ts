import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { CheckoutPayments, SettledPayment } from '../../payment/payment.public';
import {
  InvalidCourseBookingError,
  PaymentAlreadyUsedError,
  PaymentNotCompletedError,
  PaymentNotForThisError,
} from '../domain/booking-checkout.errors';
import { BookingNotFoundError } from '../domain/booking.errors';
import { CourseBooking, readPreferredDate } from '../domain/course-booking';
import { bookCourse, type CourseBookingDetails, payCourse } from '../domain/course-booking-transitions';
import { BookableOptions } from './bookable-options';
import { COURSE_BOOKING_REPOSITORY, CourseBookingRepository } from './booking.ports';
import { VoucherRedemption } from './voucher-redemption';

/** The course's experience in the catalogue. */
export const COURSE_EXPERIENCE_ID = 'fear-of-flying';

export interface CourseDetails {
  name: string;
  email: string;
  phone: string;
  /** London calendar date 'YYYY-MM-DD' (or an ISO instant, read as its London day), or null. */
  preferredDate: string | null;
  notes: string | null;
  /** The course's card payment; null when a gift voucher pays the whole course. */
  paymentIntentId: string | null;
  /** A gift voucher code as typed (it pays its part when the payment is set up, or the whole course without one). */
  voucherCode: string | null;
}

export interface CoursePayer {
  name: string;
  email: string;
  voucherCode?: string | null;
}

/** Whether a booked course was recorded with exactly these details (a repeat of the request that booked it). */
const isSameRecord = (course: CourseBooking, details: CourseDetails) =>
  course.paymentIntentId === details.paymentIntentId &&
  course.name === details.name &&
  course.email === details.email &&
  course.phone === details.phone &&
  course.preferredDate === details.preferredDate &&
  course.notes === details.notes;

/** What a course is booked with: the customer's details and the payment (none when a voucher paid it all). */
const recorded = (details: CourseDetails, isTest: boolean): CourseBookingDetails => ({
  name: details.name,
  email: details.email,
  phone: details.phone,
  preferredDate: details.preferredDate,
  notes: details.notes,
  paymentIntentId: details.paymentIntentId,
  isTest,
});

/** How many course bookings the staff list shows. */
const STAFF_LIST_LIMIT = 200;

/**
 * The Fear of Flying course (priced by the catalogue, no slot): the payment is set up first, then the customer's
 * details are recorded against a payment the provider says succeeded, once.
 */
@Injectable()
export class CourseBookingService implements OnModuleInit {
  private readonly logger = new Logger(CourseBookingService.name);

  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly payments: CheckoutPayments,
    private readonly options: BookableOptions,
    private readonly vouchers: VoucherRedemption,
  ) {}

  onModuleInit(): void {
    this.payments.register('course', {
      fulfil: (payment) => this.fulfilCoursePayment(payment),
      recordIntent: (courseId, paymentIntentId) => this.courses.update(courseId, { paymentIntentId }),
    });
  }

  /**
   * Records who is paying (committed first), then sets up the payment of the course's catalogue price, less what
   * a gift voucher pays, with the provider. A voucher that pays everything books with no card (recordCourseBooking).
   */
  async startCoursePayment(input: CoursePayer, now = new Date()): Promise<{ paymentIntentId: string; clientSecret: string }> {
    const { course, description } = await this.createAwaitingPayment(input, now);
    return this.payments.start('course', { referenceId: course.id, amountPence: course.amountPence, description, email: input.email });
  }

  /**
   * Records the customer's details against a payment that is for the course, of the amount its hold was
   * priced at, succeeded at the provider and was not used before.
   */
  async recordCourseBooking(details: CourseDetails, now = new Date()): Promise<CourseBooking> {
    const preferredDate = readPreferredDate(details.preferredDate, now);
    if (details.paymentIntentId === null) return this.bookPaidByVoucher({ ...details, preferredDate }, now);
    const payment = await this.payments.paymentFor(details.paymentIntentId);
    const course = payment?.kind === 'course' ? await this.courses.findById(payment.referenceId) : null;
    if (!payment || !course || payment.amountPence !== course.amountPence) {
      throw new PaymentNotForThisError('the Fear of Flying course');
    }
    const { status } = await payment.settle();
    // Cancelled by the fulfiller, not by the customer: the voucher paying the rest was used or voided meanwhile.
    if (status === 'canceled' && course.voucherId) throw await this.vouchers.refusalWhilePaying(course.voucherId);
    if (status !== 'succeeded') throw new PaymentNotCompletedError(status);
    return this.book(payment.referenceId, { ...details, preferredDate }, payment.isTest, now);
  }

  /**
   * The payment module's fulfiller for 'course' payments: the course is paid even if the browser never comes back.
   * An authorised card is refused (cancelled, never charged) when the gift voucher paying the rest was used or voided
   * since the payment was set up (a captured one still pays the course; the warning names the voucher).
   */
  @Transactional()
  async fulfilCoursePayment(payment: SettledPayment): Promise<'refused' | void> {
    const course = await this.courses.lock(payment.referenceId);
    if (!course) throw new BookingNotFoundError();
    if (course.status !== 'awaiting_payment') return;
    if (payment.amountPence !== course.amountPence) {
      this.logger.error({ courseBookingId: course.id, paid: payment.amountPence }, 'Course paid a different amount');
      throw new PaymentNotForThisError('the Fear of Flying course');
    }
    const now = new Date();
    if (course.voucherId && !(await this.vouchers.stillFree(course.voucherId, now))) {
      this.logger.warn({ courseBookingId: course.id, voucherId: course.voucherId, captured: payment.captured }, 'Course payment found its gift voucher used or voided meanwhile');
      if (!payment.captured) return 'refused';
    }
    await this.courses.apply(course.id, payCourse(course, payment, now));
  }

  findCourseBooking(id: string): Promise<CourseBooking | null> {
    return this.courses.findById(id);
  }

  /** A customer's booked courses whose preferred date is between two London dates (from null: any date up to `toDate`). */
  bookedForCustomer(email: string, fromDate: string | null, toDate: string): Promise<CourseBooking[]> {
    return this.courses.bookedForEmail(email, fromDate, toDate);
  }

  /** Paid (and cancelled) courses for staff, newest first (details may be missing when the customer's browser never came back). */
  listForStaff(): Promise<CourseBooking[]> {
    return this.courses.listForStaff(['paid', 'booked', 'cancelled'], STAFF_LIST_LIMIT);
  }

  /** The course's option priced now, less what the gift voucher pays (once, checked as for a slot booking). */
  private async priced(
    voucherCode: string | null,
    now: Date,
  ): Promise<{ name: string; amountPence: number; voucherId: string | null; voucherPence: number }> {
    const option = await this.options.onSale({ sessionType: COURSE_EXPERIENCE_ID });
    const redeemed = voucherCode ? await this.vouchers.redeem(voucherCode, option, now) : null;
    return {
      name: option.name,
      amountPence: redeemed ? redeemed.cover.toPayPence : option.pricePence,
      voucherId: redeemed?.voucher.id ?? null,
      voucherPence: redeemed?.cover.voucherPence ?? 0,
    };
  }

  /** The course priced (its voucher locked while it is) and recorded awaiting the card's part, before the provider is asked. */
  @Transactional()
  private async createAwaitingPayment(input: CoursePayer, now: Date): Promise<{ course: CourseBooking; description: string }> {
    const { name: description, ...charge } = await this.priced(input.voucherCode ?? null, now);
    if (charge.amountPence === 0)
      throw new InvalidCourseBookingError('Your gift voucher pays for the whole course: no card payment is needed.');
    return { course: await this.courses.create({ name: input.name, email: input.email, ...charge }), description };
  }

  /** A gift voucher that pays the whole course books it at once, with no card; the database keeps the voucher to one course. */
  @Transactional()
  private async bookPaidByVoucher(details: CourseDetails, now: Date): Promise<CourseBooking> {
    if (!details.voucherCode) throw new InvalidCourseBookingError('Please pay by card or give your gift voucher code.');
    const { name: _description, ...charge } = await this.priced(details.voucherCode, now);
    if (charge.amountPence > 0)
      throw new InvalidCourseBookingError('Your gift voucher does not cover the whole course: please pay the rest by card.');
    const created = await this.courses.create({ name: details.name, email: details.email, ...charge });
    return this.markBooked(created, recorded(details, false), now);
  }

  @Transactional()
  private async book(courseId: string, details: CourseDetails, isTest: boolean, now: Date): Promise<CourseBooking> {
    const course = await this.courses.lock(courseId);
    if (!course) throw new BookingNotFoundError();
    if (course.paymentIntentId && course.paymentIntentId !== details.paymentIntentId)
      throw new PaymentNotForThisError('this course booking');
    if (course.status === 'booked') {
      // The same request again (its answer was lost, or the browser asked again through an outage) gets the same
      // answer; other details never reuse a payment.
      if (isSameRecord(course, details)) return course;
      throw new PaymentAlreadyUsedError();
    }
    return this.markBooked(course, recorded(details, isTest), now);
  }

  /** Books the course with the customer's details (bookCourse) and publishes its event in the same transaction. */
  private async markBooked(course: CourseBooking, details: CourseBookingDetails, now: Date): Promise<CourseBooking> {
    const booked = bookCourse(course, details, now);
    await this.courses.apply(course.id, booked);
    await this.events.publish(...booked.events);
    const { bookedAt: _bookedAt, ...stored } = booked.changes;
    return { ...course, ...stored, status: booked.to };
  }
}
