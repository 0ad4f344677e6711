import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { detailsTable, mailAction, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { Booking } from '../domain/booking';
import { formatPence } from '../../../shared/mail/format-pence';
import { bookingInvite, BookingMailBrand, firstName, longDate, manageLink, sessionRows } from './booking-mails';
import { isOnlineSession, practicalAdvice } from './session-place';
import { CHANGE_NOTICE } from './refund-terms-text';

/** The map of the simulator's address (its text part followed by a blank line); an online session has nothing to find. */
const mapLink = (booking: Booking, brand: BookingMailBrand) =>
  isOnlineSession(booking)
    ? { lines: [], html: '' }
    : withBlankLine(mailAction('Find us on the map', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(brand.address)}`, 'Open the map'));

const withBlankLine = (action: { text: string; html: string }) => ({ lines: [action.text, ''], html: action.html });

const lines = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);

/** What a change's e-mail takes besides the booking: the brand, when it is made, the manage link, the event it tells of. */
export interface ChangeMailContext {
  brand: BookingMailBrand;
  now: Date;
  manageUrl: string;
  eventId: string;
}

/**
 * The booking moved to another time: the new details and a new calendar invite (same UID, so calendars
 * replace the old event). One e-mail per reschedule (keyed by its event).
 */
export function bookingRescheduledMail(booking: Booking, { brand, now, manageUrl, eventId }: ChangeMailContext): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nYour ${booking.sessionName} session has been moved to ${when}. The calendar invite attached replaces the old one.`;
  const practical = practicalAdvice(booking, brand, 'Please arrive 15 minutes before your session for your briefing.');
  const manage = manageLink(`You can still move or cancel it until ${CHANGE_NOTICE} before it starts`, manageUrl);
  const signOff = `The ${brand.siteName} team`;
  const map = mapLink(booking, brand);
  const rows = sessionRows(booking);
  return {
    key: `booking:${booking.id}:rescheduled:${eventId}`,
    to: booking.email,
    subject: `Booking moved: ${booking.sessionName} on ${when}`,
    text: [intro, '', ...lines(rows), '', practical, '', ...map.lines, manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, 'Your booking has moved', paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + map.html + manage.html + paragraphs(signOff)),
    attachments: [bookingInvite(booking, brand, now)],
  };
}

/** What the price difference of an option change means for the customer. */
function differenceText(differencePence: number): string {
  if (differencePence > 0) return `The new experience costs ${formatPence(differencePence)} more, which we will take from you at the desk or over the phone.`;
  if (differencePence < 0) return `The new experience costs ${formatPence(-differencePence)} less; we will refund the difference to you.`;
  return 'The price is the same.';
}

/**
 * Staff changed the booking to another experience option (docs/product.md, Staff panel: BOOKINGS): what it is now,
 * the price difference and a new calendar invite (same UID). One e-mail per change (keyed by its event).
 */
export function bookingOptionChangedMail(
  booking: Booking,
  previousSessionName: string,
  differencePence: number,
  { brand, now, manageUrl, eventId }: ChangeMailContext,
): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nYour booking on ${when} has been changed from ${previousSessionName} to ${booking.sessionName}. ${differenceText(differencePence)}`;
  const manage = manageLink('Your booking is online', manageUrl);
  const signOff = `Questions? Reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  const rows = sessionRows(booking);
  return {
    key: `booking:${booking.id}:option-changed:${eventId}`,
    to: booking.email,
    subject: `Booking changed: ${booking.sessionName} on ${when}`,
    text: [intro, '', ...lines(rows), '', manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, 'Your booking has changed', paragraphs(intro) + detailsTable(rows) + manage.html + paragraphs(signOff)),
    attachments: [bookingInvite(booking, brand, now)],
  };
}

/** The day-before reminder: when, arrival advice, directions and the manage link. One per session time. */
export function bookingReminderMail(booking: Booking, brand: BookingMailBrand, manageUrl: string): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nThis is a reminder that your ${booking.sessionName} session is tomorrow, ${when} (UK time).`;
  const practical = practicalAdvice(
    booking,
    brand,
    'Please arrive 15 minutes before your session for your briefing, so that you can make the most of your time in the cockpit.',
  );
  const manage = manageLink('Your booking is online', manageUrl);
  const signOff = `Questions? Reply to this e-mail or write to ${brand.staffEmail}.\n\nSee you tomorrow!\nThe ${brand.siteName} team`;
  const map = mapLink(booking, brand);
  const rows = sessionRows(booking);
  return {
    key: `booking:${booking.id}:reminder:${booking.startsAt.getTime()}`,
    to: booking.email,
    subject: `Reminder: ${booking.sessionName} tomorrow at ${booking.timeSlot}`,
    text: [intro, '', ...lines(rows), '', practical, '', ...map.lines, manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, 'See you tomorrow', paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + map.html + manage.html + paragraphs(signOff)),
  };
}
