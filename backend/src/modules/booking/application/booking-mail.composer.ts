import { Inject, Injectable } from '@nestjs/common';
import { CourseBookingService } from './course-booking.service';
import { ManageLinks } from './manage-links';
import { CourseManageLinks } from './course-manage-links';
import { VoucherRedemption } from './voucher-redemption';
import type { Booking } from '../domain/booking';
import { bookingOptionChangedMail, bookingReminderMail, bookingRescheduledMail, type ChangeMailContext } from './booking-change-mails';
import {
  BOOKING_CANCELLED,
  BOOKING_CONFIRMATION_RESENT,
  BOOKING_CONFIRMED,
  BOOKING_OPTION_CHANGED,
  BOOKING_RESCHEDULED,
  BOOKING_SLOT_LOST,
  COURSE_BOOKED,
} from '../domain/booking-events';
import { bookingCancelledMail, bookingConfirmedMail, bookingSlotLostMails, courseBookedMails } from './booking-mails';
import { customerCancelledStaffNotice, customerMovedStaffNotice, newBookingStaffNotice } from './booking-staff-notice';
import type { MailComposer, MailEventOf, OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { BOOKING_REMINDER } from '../domain/reminder';
import { BOOKING_REPOSITORY, BookingRepository } from './booking.ports';
import type { MailBrand } from '../../../shared/mail/mail-brand';

/**
 * Booking events become e-mails: the confirmation with its .ics invite and manage link (and staff's notice of an online booking), a move with a new
 * invite, the day-before reminder, slot-lost and cancellation notices, the course confirmation.
 */
@Injectable()
export class BookingMailComposer implements MailComposer {
  static readonly events = [
    BOOKING_CONFIRMED,
    BOOKING_CONFIRMATION_RESENT,
    BOOKING_RESCHEDULED,
    BOOKING_OPTION_CHANGED,
    BOOKING_REMINDER,
    BOOKING_SLOT_LOST,
    BOOKING_CANCELLED,
    COURSE_BOOKED,
  ] as const;

  constructor(
    @Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository,
    private readonly courses: CourseBookingService,
    private readonly links: ManageLinks,
    private readonly courseLinks: CourseManageLinks,
    private readonly vouchers: VoucherRedemption,
  ) {}

  private changeContext(booking: Booking, eventId: string, brand: MailBrand): ChangeMailContext {
    return { brand, now: new Date(), manageUrl: this.links.urlFor(booking), eventId };
  }

  async compose(event: MailEventOf<typeof BookingMailComposer>, brand: MailBrand): Promise<OutgoingMail[]> {
    if (event.name === COURSE_BOOKED.type) {
      const course = await this.courses.findCourseBooking(event.data.courseBookingId);
      return course ? courseBookedMails(course, brand, this.courseLinks.urlFor(course)) : [];
    }
    const booking = await this.bookings.findById(event.data.bookingId);
    if (!booking) return [];
    const { eventId } = event.data;
    switch (event.name) {
      case BOOKING_CONFIRMED.type:
        return [
          bookingConfirmedMail(booking, brand, new Date(), this.links.urlFor(booking), await this.vouchers.codeOf(booking)),
          // Staff who booked it on the phone know already; an online booking is news to them.
          ...(booking.bookedBy ? [] : [newBookingStaffNotice(booking, brand)]),
        ];
      case BOOKING_CONFIRMATION_RESENT.type: {
        // Staff asked for it again: the same e-mail under a key of its own (the event's), so it is not taken for the first.
        if (booking.status !== 'confirmed') return [];
        const mail = bookingConfirmedMail(booking, brand, new Date(), this.links.urlFor(booking), await this.vouchers.codeOf(booking));
        return [{ ...mail, key: `${mail.key}:resent:${eventId}` }];
      }
      case BOOKING_RESCHEDULED.type: {
        const { startsAt, previousStartsAt, by } = event.data;
        // A later move sends its own e-mail: only the move that is still current is told.
        return stillAt(booking, startsAt)
          ? [
              bookingRescheduledMail(booking, this.changeContext(booking, eventId, brand)),
              // A customer's own move is news to staff (docs/product.md, Managing a booking).
              ...(by === 'customer' ? [customerMovedStaffNotice(booking, previousStartsAt, brand, eventId)] : []),
            ]
          : [];
      }
      case BOOKING_OPTION_CHANGED.type: {
        if (booking.status !== 'confirmed') return [];
        const { previousSessionName, differencePence } = event.data;
        return [
          bookingOptionChangedMail(booking, previousSessionName, differencePence, this.changeContext(booking, eventId, brand)),
        ];
      }
      case BOOKING_REMINDER.type:
        // Moved or cancelled since the reminder was queued: nothing to remind of.
        if (!stillAt(booking, event.data.startsAt)) return [];
        // The mailer has it: the sweep stops queueing it again (the e-mail job's own retries carry it now).
        await this.bookings.markReminderSent({ bookingId: booking.id, startsAt: booking.startsAt }, new Date());
        return [bookingReminderMail(booking, brand, this.links.urlFor(booking))];
      case BOOKING_SLOT_LOST.type:
        return bookingSlotLostMails(booking, brand);
      case BOOKING_CANCELLED.type: {
        const { refundPence, by } = event.data;
        return [
          bookingCancelledMail(booking, refundPence, brand, new Date()),
          ...(by === 'customer' ? [customerCancelledStaffNotice(booking, refundPence, brand)] : []),
        ];
      }
    }
  }
}

/** Whether the booking is still confirmed for the session time (an ISO instant) the event is about. */
const stillAt = (booking: Booking, startsAt: string) => booking.status === 'confirmed' && booking.startsAt.toISOString() === startsAt;
