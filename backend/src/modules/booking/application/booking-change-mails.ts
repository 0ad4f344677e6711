import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailAction, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { Booking } from '../domain/booking';
import { bookingInvite, BookingMailBrand, firstName, longDate, manageLink, sessionRows } from './booking-mails';

/** How to reach the Exeter simulator (the confirmation page's journey times). */
const directions = (brand: BookingMailBrand) =>
  `The simulator is at ${brand.address}. By car it is about 15 minutes from Exeter city centre, ` +
  '35 minutes from Taunton, 45 minutes from Plymouth and 1 hour from Bristol.';

const mapLink = (brand: BookingMailBrand) =>
  mailAction('Find us on the map', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(brand.address)}`, 'Open the map');

const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

/**
 * The booking moved to another time: the new details and a new calendar invite (same UID, so calendars
 * replace the old event). One e-mail per reschedule (keyed by its event).
 */
export function bookingRescheduledMail(
  booking: Booking,
  brand: BookingMailBrand,
  now: Date,
  manageUrl: string,
  eventId: string,
): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nYour ${booking.sessionName} session has been moved to ${when}. The calendar invite attached replaces the old one.`;
  const practical = `Please arrive 15 minutes before your session for your briefing. ${directions(brand)}`;
  const manage = manageLink('You can still move or cancel it until 48 hours before it starts', manageUrl);
  const signOff = `The ${brand.siteName} team`;
  const map = mapLink(brand);
  const rows = sessionRows(booking);
  return {
    key: `booking:${booking.id}:rescheduled:${eventId}`,
    to: booking.email,
    subject: `Booking moved: ${booking.sessionName} on ${when}`,
    text: [intro, '', ...lines(rows), '', practical, '', map.text, '', manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, 'Your booking has moved', paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + map.html + manage.html + paragraphs(signOff)),
    attachments: [bookingInvite(booking, brand, now)],
  };
}

/** The day-before reminder: when, arrival advice, directions and the manage link. One per session time. */
export function bookingReminderMail(booking: Booking, brand: BookingMailBrand, manageUrl: string): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nThis is a reminder that your ${booking.sessionName} session is tomorrow, ${when} (UK time).`;
  const practical =
    `Please arrive 15 minutes before your session for your briefing, so that you can make the most of your time in the cockpit.\n\n` +
    directions(brand);
  const manage = manageLink('Your booking is online', manageUrl);
  const signOff = `Questions? Reply to this e-mail or write to ${brand.staffEmail}.\n\nSee you tomorrow!\nThe ${brand.siteName} team`;
  const map = mapLink(brand);
  const rows = sessionRows(booking);
  return {
    key: `booking:${booking.id}:reminder:${booking.startsAt.getTime()}`,
    to: booking.email,
    subject: `Reminder: ${booking.sessionName} tomorrow at ${booking.timeSlot}`,
    text: [intro, '', ...lines(rows), '', practical, '', map.text, '', manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, 'See you tomorrow', paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + map.html + manage.html + paragraphs(signOff)),
  };
}
