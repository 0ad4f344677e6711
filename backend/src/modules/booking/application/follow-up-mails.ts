import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import { mailAction, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import type { Booking } from '../domain/booking';
import { BookingMailBrand, firstName, longDate } from './booking-mails';

/** The booking form with the same choice (/book-flight keeps its state in the address: frontend use-booking-url.ts). */
export function sameChoiceLink(booking: Booking, publicUrl: string): string {
  const query = new URLSearchParams({ experience: booking.sessionType });
  if (booking.optionId) query.set('option', booking.optionId);
  query.set('date', booking.date);
  query.set('time', booking.timeSlot);
  return `${publicUrl}/book-flight?${query.toString()}`;
}

/**
 * The one reminder of a hold that ran out unpaid (docs/product.md, E-mails), sent only to a customer who ticked
 * 'E-mail me about this booking': a link back to the same choice, no marketing. Once per booking (its key).
 */
export function holdRecoveryMail(booking: Booking, brand: BookingMailBrand): OutgoingMail {
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro =
    `Hi ${firstName(booking.name)},\n\nYou started booking ${booking.sessionName} for ${when} (UK time), but the payment was not completed, so we released the time after 15 minutes.\n\n` +
    'If you would still like to fly, the link below opens the booking form with the same choice. If that time has been taken meanwhile, you can pick another.';
  const action = mailAction('To finish your booking', sameChoiceLink(booking, brand.publicUrl), 'Finish your booking');
  const closing =
    `You are getting this one e-mail because you ticked 'E-mail me about this booking'; we will not write to you about it again. Questions? Reply to this e-mail or write to ${brand.staffEmail}.\n\n` +
    `The ${brand.siteName} team`;
  return {
    key: `booking:${booking.id}:hold-recovery`,
    to: booking.email,
    subject: `Your ${booking.sessionName} booking was not completed`,
    text: [intro, '', action.text, '', closing].join('\n'),
    html: mailFrame(brand, 'Your booking was not completed', paragraphs(intro) + action.html + paragraphs(closing)),
  };
}

/** The morning after the session: how did it go, with a link to the business's review page. Once per booking (its key). */
export function reviewRequestMail(booking: Booking, brand: BookingMailBrand, reviewUrl: string): OutgoingMail {
  const who = booking.participantName ? `${booking.participantName} enjoyed their` : 'you enjoyed your';
  const intro =
    `Hi ${firstName(booking.name)},\n\nThank you for flying with us on ${longDate(booking.date)}. We hope ${who} ${booking.sessionName}.\n\n` +
    'Would you tell others how it went? A short review helps people find us and takes a minute.';
  const action = mailAction('To leave a review', reviewUrl, 'Leave a review');
  const closing = `If anything was not as it should have been, reply to this e-mail: we read every answer.\n\nThe ${brand.siteName} team`;
  return {
    key: `booking:${booking.id}:review-request`,
    to: booking.email,
    subject: `How was your ${booking.sessionName}?`,
    text: [intro, '', action.text, '', closing].join('\n'),
    html: mailFrame(brand, 'How did it go?', paragraphs(intro) + action.html + paragraphs(closing)),
  };
}
