import { formatDay } from '../../../shared/format-date';
import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { Booking } from '../domain/booking';
import { BookingMailBrand, longDate, sessionRows } from './booking-mails';

/** Staff are told of a booking made online; replying writes to the customer. One per booking. */
export function newBookingStaffNotice(booking: Booking, brand: BookingMailBrand): OutgoingMail {
  const rows: [string, string][] = [...sessionRows(booking), ['Email', booking.email], ['Phone', booking.phone]];
  const lead =
    `${booking.name} booked ${booking.sessionName} online for ${longDate(booking.date)} at ${booking.timeSlot}.` +
    (booking.isTest ? ' TEST MODE: paid with a test card, no money was taken.' : '');
  return {
    key: `booking:${booking.id}:staff-notice`,
    to: brand.staffEmail,
    replyTo: booking.email,
    subject: `New booking: ${booking.sessionName} on ${formatDay(booking.date)} at ${booking.timeSlot} (${booking.name})`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Reply to write to ${booking.email}.`].join('\n'),
    html: mailFrame(brand, 'New booking', paragraphs(lead) + detailsTable(rows)),
  };
}
