import { formatDay } from '../../../shared/format-date';
import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { Booking } from '../domain/booking';
import { londonDateOf, londonTimeOf } from '../domain/calendar';
import { BookingMailBrand, formatPence, longDate, sessionRows } from './booking-mails';

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

/** The time a session started at before a move, as staff read it: "Friday 27 November 2026 at 10:30" (London). */
const londonMoment = (iso: string) => `${longDate(londonDateOf(new Date(iso)))} at ${londonTimeOf(new Date(iso))}`;

/** Staff are told when a customer cancels their own booking (manage link or dashboard): the slot is free again. One per booking. */
export function customerCancelledStaffNotice(booking: Booking, refundPence: number, brand: BookingMailBrand): OutgoingMail {
  const rows: [string, string][] = [...sessionRows(booking), ['Email', booking.email], ['Phone', booking.phone], ['Refund', formatPence(refundPence)]];
  const lead = `${booking.name} cancelled their ${booking.sessionName} on ${longDate(booking.date)} at ${booking.timeSlot} online. The slot is free again.`;
  return {
    key: `booking:${booking.id}:customer-cancelled:staff-notice`,
    to: brand.staffEmail,
    replyTo: booking.email,
    subject: `Cancelled by the customer: ${booking.sessionName} on ${formatDay(booking.date)} at ${booking.timeSlot} (${booking.name})`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Reply to write to ${booking.email}.`].join('\n'),
    html: mailFrame(brand, 'Booking cancelled by the customer', paragraphs(lead) + detailsTable(rows)),
  };
}

/** Staff are told when a customer moves their own booking, from when to when. One per move. */
export function customerMovedStaffNotice(booking: Booking, previousStartsAt: string, brand: BookingMailBrand, eventId: string): OutgoingMail {
  const rows: [string, string][] = [...sessionRows(booking), ['Was', londonMoment(previousStartsAt)], ['Email', booking.email], ['Phone', booking.phone]];
  const lead = `${booking.name} moved their ${booking.sessionName} online from ${londonMoment(previousStartsAt)} to ${longDate(booking.date)} at ${booking.timeSlot}.`;
  return {
    key: `booking:${booking.id}:customer-moved:${eventId}:staff-notice`,
    to: brand.staffEmail,
    replyTo: booking.email,
    subject: `Moved by the customer: ${booking.sessionName} now on ${formatDay(booking.date)} at ${booking.timeSlot} (${booking.name})`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Reply to write to ${booking.email}.`].join('\n'),
    html: mailFrame(brand, 'Booking moved by the customer', paragraphs(lead) + detailsTable(rows)),
  };
}
