import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { RetryOnConflict } from '../../../shared/database/retry-on-conflict';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { formatPence } from '../../../shared/mail/format-pence';
import { referenceOf } from '../../../shared/reference';
import { AuditTrail } from '../../audit/audit.public';
import { PaymentRefundService } from '../../payment/payment.public';
import type { ChangedBy, RefundStatus } from '../domain/booking-changes';
import { BookingNotFoundError } from '../domain/booking.errors';
import { type CourseBooking, type CourseCancellation, courseCancellation } from '../domain/course-booking';
import { cancelCourse } from '../domain/course-booking-transitions';
import { CourseNotBookedError } from '../domain/course-booking.errors';
import { COURSE_BOOKING_REPOSITORY, type CourseBookingRepository } from './booking.ports';

export interface CourseCancellationResult {
  course: CourseBooking;
  refund: CourseCancellation;
  /** 'refunded' once the provider took it back, 'none' when nothing was paid by card or nothing is due. */
  refundStatus: RefundStatus;
}

/**
 * Staff or the customer cancel a booked Fear of Flying course (docs/product.md, Refunds and cancellation): once dated by the
 * Terms' tiers, before a date is set in full, of what was paid by card (refunded through the payment provider); its
 * simulator time is free at once. Cancelling again answers the same cancellation and only retries a refund that did not go
 * through.
 */
@Injectable()
export class CourseCancellationService {
  constructor(
    @Inject(COURSE_BOOKING_REPOSITORY) private readonly courses: CourseBookingRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly refunds: PaymentRefundService,
    private readonly audit: AuditTrail,
  ) {}

  /** What cancelling the course now would give back. */
  outcome(course: CourseBooking, now = new Date()): CourseCancellation {
    return courseCancellation(course, now);
  }

  async cancel(courseId: string, by: ChangedBy, now = new Date()): Promise<CourseCancellationResult> {
    const { course, refund } = await this.markCancelled(courseId, now, by);
    const due = course.refundPence ?? 0;
    if (due > 0 && !course.refundedAt && course.paymentIntentId) {
      await this.refunds.refund({
        paymentIntentId: course.paymentIntentId,
        amountPence: due,
        reason: `Course cancelled by ${by === 'staff' ? 'staff' : 'the customer'} (${refund.tier} refund under the Terms)`,
        idempotencyKey: `course:${course.id}:cancel`,
      });
      const refundedAt = new Date();
      await this.courses.update(course.id, { refundedAt });
      return { course: { ...course, refundedAt }, refund, refundStatus: 'refunded' };
    }
    return { course, refund, refundStatus: due === 0 ? 'none' : 'refunded' };
  }

  @RetryOnConflict()
  @Transactional()
  private async markCancelled(courseId: string, now: Date, by: ChangedBy): Promise<{ course: CourseBooking; refund: CourseCancellation }> {
    const course = await this.courses.lock(courseId);
    if (!course) throw new BookingNotFoundError();
    const refund = courseCancellation(course, now);
    if (course.status === 'cancelled') {
      const voucherReturned = course.voucherId ? !course.voucherForfeited : null;
      return { course, refund: { ...refund, refundPence: course.refundPence ?? 0, voucherReturned } };
    }
    if (course.status !== 'booked') throw new CourseNotBookedError(course.status, 'it cannot be cancelled');
    const cancelled = cancelCourse(course, refund, now);
    await this.courses.apply(course.id, cancelled);
    await this.events.publish(...cancelled.events);
    if (by === 'staff')
      await this.audit.record({
        kind: 'course.cancelled',
        subject: referenceOf(course.id),
        summary: `Cancelled course ${referenceOf(course.id)} with ${formatPence(refund.refundPence)} back under the Terms`,
        before: { status: course.status },
        after: { status: 'cancelled', refundPence: refund.refundPence },
      });
    return { course: { ...course, ...cancelled.changes, status: cancelled.to }, refund };
  }
}
