import { Inject, Injectable } from '@nestjs/common';
import { CourseBookingService } from './course-booking.service';
import { ManageLinks } from './manage-links';
import { CourseManageLinks } from './course-manage-links';
import { VoucherRedemption } from './voucher-redemption';
import type { Booking } from '../domain/booking';
import { bookingOptionChangedMail, bookingReminderMail, bookingRescheduledMail } from './booking-change-mails';
import {
  BOOKING_CANCELLED,
  BOOKING_CONFIRMATION_RESENT,
  BOOKING_CONFIRMED,
  BOOKING_OPTION_CHANGED,
  BOOKING_RESCHEDULED,
  BOOKING_SLOT_LOST,
  COURSE_BOOKED,
} from '../domain/booking-events';
import {
  bookingCancelledMail,
  BookingMailBrand,
  bookingConfirmedMail,
  bookingSlotLostMails,
  courseBookedMails,
} from './booking-mails';
import { customerCancelledStaffNotice, customerMovedStaffNotice, newBookingStaffNotice } from './booking-staff-notice';
import { AppConfig } from '../../../shared/config/app-config';
import type { MailComposer, OutgoingMail, QueuedEvent } from '../../../shared/mail/outgoing-mail';
import { BOOKING_REMINDER } from '../domain/reminder';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import { mailBrandOf } from '../../../shared/mail/mail-brand';

/**
 * Booking events become e-mails: the confirmation with its .ics invite and manage link (and staff's notice of an online booking), a move with a new
 * invite, the day-before reminder, slot-lost and cancellation notices, the course confirmation.
 */
@Injectable()
export class BookingMailComposer implements MailComposer {
  static readonly eventTypes = [
    BOOKING_CONFIRMED,
    BOOKING_CONFIRMATION_RESENT,
    BOOKING_RESCHEDULED,
    BOOKING_OPTION_CHANGED,
    BOOKING_REMINDER,
    BOOKING_SLOT_LOST,
    BOOKING_CANCELLED,
    COURSE_BOOKED,
  ] as const;
  readonly eventTypes = BookingMailComposer.eventTypes;

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    private readonly courses: CourseBookingService,
    private readonly links: ManageLinks,
    private readonly courseLinks: CourseManageLinks,
    private readonly vouchers: VoucherRedemption,
    private readonly config: AppConfig,
  ) {}

  private get brand(): BookingMailBrand {
    return mailBrandOf(this.config);
  }

  async compose(eventType: string, event: QueuedEvent): Promise<OutgoingMail[]> {
    if (eventType === COURSE_BOOKED) {
      const course = await this.courses.findCourseBooking(String(event.courseBookingId));
      return course ? courseBookedMails(course, this.brand, this.courseLinks.urlFor(course)) : [];
    }
    const booking = await this.bookings.findById(String(event.bookingId));
    if (!booking) return [];
    switch (eventType) {
      case BOOKING_CONFIRMED:
        return [
          bookingConfirmedMail(booking, this.brand, new Date(), this.links.urlFor(booking), await this.vouchers.codeOf(booking)),
          // Staff who booked it on the phone know already; an online booking is news to them.
          ...(booking.bookedBy ? [] : [newBookingStaffNotice(booking, this.brand)]),
        ];
      case BOOKING_CONFIRMATION_RESENT: {
        // Staff asked for it again: the same e-mail under a key of its own (the event's), so it is not taken for the first.
        if (booking.status !== 'confirmed') return [];
        const mail = bookingConfirmedMail(booking, this.brand, new Date(), this.links.urlFor(booking), await this.vouchers.codeOf(booking));
        return [{ ...mail, key: `${mail.key}:resent:${event.eventId}` }];
      }
      case BOOKING_RESCHEDULED:
        // A later move sends its own e-mail: only the move that is still current is told.
        return stillAt(booking, event)
          ? [
              bookingRescheduledMail(booking, this.brand, new Date(), this.links.urlFor(booking), event.eventId),
              // A customer's own move is news to staff (docs/product.md, Managing a booking).
              ...(event.by === 'customer' ? [customerMovedStaffNotice(booking, String(event.previousStartsAt), this.brand, event.eventId)] : []),
            ]
          : [];
      case BOOKING_OPTION_CHANGED:
        if (booking.status !== 'confirmed') return [];
        return [
          bookingOptionChangedMail(
            booking,
            String(event.previousSessionName),
            Number(event.differencePence),
            this.brand,
            new Date(),
            this.links.urlFor(booking),
            event.eventId,
          ),
        ];
      case BOOKING_REMINDER:
        // Moved or cancelled since the reminder was queued: nothing to remind of.
        if (!stillAt(booking, event)) return [];
        // The mailer has it: the sweep stops queueing it again (the e-mail job's own retries carry it now).
        await this.bookings.markReminderSent({ bookingId: booking.id, startsAt: booking.startsAt }, new Date());
        return [bookingReminderMail(booking, this.brand, this.links.urlFor(booking))];
      case BOOKING_SLOT_LOST:
        return bookingSlotLostMails(booking, this.brand);
      case BOOKING_CANCELLED:
        return [
          bookingCancelledMail(booking, Number(event.refundPence ?? 0), this.brand, new Date()),
          ...(event.by === 'customer' ? [customerCancelledStaffNotice(booking, Number(event.refundPence ?? 0), this.brand)] : []),
        ];
      default:
        throw new Error(`No booking e-mail for ${eventType}`);
    }
  }
}

/** Whether the booking is still confirmed for the session time the event or job is about. */
const stillAt = (booking: Booking, event: QueuedEvent) =>
  booking.status === 'confirmed' && booking.startsAt.toISOString() === event.startsAt;
