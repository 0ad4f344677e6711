import { Injectable } from '@nestjs/common';
import { BookingService } from '../../../backend/src/modules/booking/application/booking.service';
import { CourseBookingService } from '../../../backend/src/modules/booking/application/course-booking.service';
import {
  BOOKING_CANCELLED,
  BOOKING_CONFIRMED,
  BOOKING_SLOT_LOST,
  COURSE_BOOKED,
} from '../../../backend/src/modules/booking/domain/booking-events';
import {
  bookingCancelledMail,
  BookingMailBrand,
  bookingConfirmedMail,
  bookingSlotLostMails,
  courseBookedMails,
} from '../../../backend/src/modules/booking/domain/booking-mails';
import { AppConfig } from '../../../backend/src/shared/config/app-config';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../backend/src/shared/mail/outgoing-mail';

/** Booking events become e-mails: the confirmation with its .ics invite, slot-lost and cancellation notices, the course confirmation. */
@Injectable()
export class BookingMailComposer implements MailComposer {
  readonly eventTypes = [BOOKING_CONFIRMED, BOOKING_SLOT_LOST, BOOKING_CANCELLED, COURSE_BOOKED] as const;

  constructor(
    private readonly bookings: BookingService,
    private readonly courses: CourseBookingService,
    private readonly config: AppConfig,
  ) {}

  private get brand(): BookingMailBrand {
    return { siteName: this.config.SITE_NAME, staffEmail: this.config.STAFF_EMAIL, publicUrl: this.config.PUBLIC_URL, address: this.config.SITE_ADDRESS };
  }

  async compose(eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    if (eventType === COURSE_BOOKED) {
      const course = await this.courses.findCourseBooking(String(event.courseBookingId));
      return course ? courseBookedMails(course, this.brand) : [];
    }
    const booking = await this.bookings.findBooking(String(event.bookingId));
    if (!booking) return [];
    switch (eventType) {
      case BOOKING_CONFIRMED:
        return [bookingConfirmedMail(booking, this.brand, new Date())];
      case BOOKING_SLOT_LOST:
        return bookingSlotLostMails(booking, this.brand);
      case BOOKING_CANCELLED:
        return [bookingCancelledMail(booking, Number(event.refundPence ?? 0), this.brand)];
      default:
        throw new Error(`No booking e-mail for ${eventType}`);
    }
  }
}
