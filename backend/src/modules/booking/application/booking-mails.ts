import { format, parseISO } from 'date-fns';
import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import type { Booking } from '../domain/booking';
import { experienceLevelLabel } from '../domain/booking';
import { refundedBy } from '../domain/booking-changes';
import { calendarInvite, type InviteMethod } from '../domain/calendar-invite';
import type { CourseBooking } from '../domain/course-booking';
import { detailsTable, mailAction, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import { referenceOf } from '../../../shared/reference';
import { formatPence } from '../../../shared/mail/format-pence';
import { formatDay } from '../../../shared/format-date';
import { isOnlineSession, practicalAdvice, sessionLocation } from './session-place';
import { slotLostMoneyText, slotLostStaffMoneyText } from './slot-lost-text';
import { CHANGE_NOTICE, noRefundText, refundTiersText, voucherForfeitedText } from './refund-terms-text';

/** What the e-mails say about the business. */
export interface BookingMailBrand {
  siteName: string;
  staffEmail: string;
  publicUrl: string;
  address: string;
}

export { formatPence };

/** 'Tuesday 1 December 2026' for a London calendar date (the same on every ICU version). */
export const longDate = (date: string) => format(parseISO(date), 'EEEE d MMMM yyyy');

export const firstName = (name: string) => name.trim().split(/\s+/)[0];
/** '1 hour', '2 hours', '90 minutes'. */
export const duration = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/** What paid: the card (or cash to pay on arrival, for a booking staff made), and the gift voucher (by its code when known) when one did. */
function paymentRows(booking: Booking, voucherCode: string | null): [string, string][] {
  const moneyLabel =
    booking.paymentMethod === 'cash_on_arrival'
      ? 'To pay on arrival'
      : booking.voucherPence === 0
        ? 'Total paid'
        : 'Paid by card';
  const money: [string, string] = [moneyLabel, formatPence(booking.totalPrice)];
  // A change to a dearer experience (docs/product.md, Staff panel: BOOKINGS): what is paid, and what is left to pay.
  if (booking.amountDuePence > 0)
    return [
      ['Total paid', formatPence(booking.totalPrice - booking.amountDuePence)],
      ['Still to pay', formatPence(booking.amountDuePence)],
    ];
  if (booking.voucherPence === 0) return [money];
  const voucher = formatPence(booking.voucherPence);
  return [['Paid with gift voucher', voucherCode ? `${voucherCode} (${voucher})` : voucher], money];
}

export function sessionRows(
  booking: Booking,
  voucherCode: string | null = null,
  money: [string, string][] = paymentRows(booking, voucherCode),
): [string, string][] {
  return [
    ['Session', booking.sessionName],
    ['Date', longDate(booking.date)],
    ['Time', `${booking.timeSlot} (UK time)`],
    ['Duration', duration(booking.durationMinutes)],
    ['Name', booking.name],
    // docs/product.md, Booking rules: party size and who flies.
    ...(booking.partySize > 1 ? ([['People', String(booking.partySize)]] as [string, string][]) : []),
    ...(booking.participantName ? ([['Flying', booking.participantName]] as [string, string][]) : []),
    ['Experience', experienceLevelLabel(booking.experienceLevel)],
    ...(booking.notes ? ([['Special requests', booking.notes]] as [string, string][]) : []),
    ...money,
    ['Booking reference', referenceOf(booking.id)],
  ];
}

/**
 * The session's calendar invite: one UID per booking and the booking's SEQUENCE (higher after each move or change,
 * and on cancellation), so a moved session replaces the first invite and a CANCEL removes it.
 */
export function bookingInvite(
  booking: Booking,
  brand: BookingMailBrand,
  now: Date,
  method: InviteMethod = 'PUBLISH',
): InviteAttachment {
  const arrival = isOnlineSession(booking) ? 'Your coach e-mails the video-call link before it.' : 'Please arrive 15 minutes early.';
  return inviteAttachment(
    'booking',
    booking,
    {
      summary: `${booking.sessionName} - ${brand.siteName}`,
      description: `Your ${booking.sessionName} session (${duration(booking.durationMinutes)}). ${arrival} Reference ${referenceOf(booking.id)}.`,
      location: sessionLocation(booking, brand),
    },
    { brand, now, method },
  );
}

export type InviteAttachment = NonNullable<OutgoingMail['attachments']>[number];

/** What a booking or a course gives its invite: one UID per booking or course, its SEQUENCE, the customer invited. */
interface Invited {
  id: string;
  startsAt: Date;
  endsAt: Date;
  inviteSequence: number;
  name: string;
  email: string;
}

/** A booking's or a course's calendar invite from the site to its customer, attached as `booking.ics` or `course.ics`. */
export function inviteAttachment(
  kind: 'booking' | 'course',
  invited: Invited,
  event: { summary: string; description: string; location: string },
  { brand, now, method }: { brand: BookingMailBrand; now: Date; method: InviteMethod },
): InviteAttachment {
  const invite = calendarInvite(
    {
      uid: `${kind}-${invited.id}@${new URL(brand.publicUrl).hostname}`,
      startsAt: invited.startsAt,
      endsAt: invited.endsAt,
      ...event,
      stamp: now,
      sequence: invited.inviteSequence,
      organizer: { name: brand.siteName, email: brand.staffEmail },
      attendee: { name: invited.name, email: invited.email },
    },
    brand.siteName,
    method,
  );
  return { filename: `${kind}.ics`, content: invite, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

/** The signed manage-my-booking link (a button in the HTML, the address in the text part). */
export const manageLink = (lead: string, manageUrl: string) => mailAction(lead, manageUrl, 'Manage your booking');

/** The confirmation of a paid booking, with its calendar invite, its manage link and the code of the gift voucher that paid, if one did. Sent once per booking, and again each time staff resend it. */
export function bookingConfirmedMail(
  booking: Booking,
  brand: BookingMailBrand,
  now: Date,
  manageUrl: string,
  voucherCode: string | null = null,
): OutgoingMail {
  const rows = sessionRows(booking, voucherCode);
  const when = `${longDate(booking.date)} at ${booking.timeSlot}`;
  const intro = `Hi ${firstName(booking.name)},\n\nYour ${booking.sessionName} session is booked for ${when}. We look forward to flying with you!`;
  const practical =
    `${practicalAdvice(booking, brand, 'Please arrive 15 minutes before your session for your briefing.')}\n\n` +
    'The calendar invite attached adds the session to your calendar.\n\n' +
    `An account has been set up for ${booking.email} so you can see your bookings: if it is new, we e-mail you a link to set your password.\n\n` +
    refundTiersText('session');
  const manage = manageLink(`You can move your session to another time until ${CHANGE_NOTICE} before it, or cancel it, without signing in`, manageUrl);
  const signOff = `For anything else, reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  return {
    key: `booking:${booking.id}:confirmation`,
    to: booking.email,
    subject: `Booking Confirmed: ${booking.sessionName} on ${when}`,
    text: [
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      practical,
      '',
      manage.text,
      '',
      signOff,
      brand.publicUrl,
    ].join('\n'),
    html: mailFrame(
      brand,
      'Booking Confirmed!',
      paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + manage.html + paragraphs(signOff),
    ),
    attachments: [bookingInvite(booking, brand, now)],
  };
}

/** A late payment found its slot taken or closed: the customer is told it was not charged (or refunded), staff are asked to call. */
export function bookingSlotLostMails(booking: Booking, brand: BookingMailBrand): OutgoingMail[] {
  // Nothing was kept: the card was released uncharged, or a captured payment refunded (docs/product.md, Booking rules).
  const refunded = (booking.refundPence ?? 0) > 0;
  const rows = sessionRows(booking, null, [
    refunded ? ['Refunded', formatPence(booking.refundPence ?? 0)] : ['Not charged', formatPence(booking.totalPrice)],
  ]);
  const customer =
    `Hi ${firstName(booking.name)},\n\nYour payment for ${booking.sessionName} on ${longDate(booking.date)} at ${booking.timeSlot} arrived after the 15 minutes we hold a time slot for, and the slot was no longer available by then, so we could not confirm your booking.\n\n` +
    `${slotLostMoneyText(booking)}\n\n` +
    `We are sorry. We will call you on ${booking.phone} to find another time, or you can reply to this e-mail.\n\nThe ${brand.siteName} team`;
  const staff =
    `A payment arrived after its hold expired and the slot was no longer available (booked by someone else, closed, or its gift voucher used meanwhile). ${slotLostStaffMoneyText(booking)}\n\n` +
    `Please contact ${booking.name} (${booking.email}, ${booking.phone}) to rebook.`;
  return [
    {
      key: `booking:${booking.id}:slot-lost`,
      to: booking.email,
      subject: `We could not confirm your booking - ${brand.siteName}`,
      text: [customer, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
      html: mailFrame(brand, 'We could not confirm your booking', paragraphs(customer) + detailsTable(rows)),
    },
    {
      key: `booking:${booking.id}:slot-lost-staff`,
      to: brand.staffEmail,
      subject: `Action needed: paid booking lost its slot (${booking.name}, ${formatDay(booking.date)} at ${booking.timeSlot})`,
      text: [
        staff,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        `Email: ${booking.email}`,
        `Phone: ${booking.phone}`,
      ].join('\n'),
      html: mailFrame(
        brand,
        'Paid booking lost its slot',
        paragraphs(staff) + detailsTable([...rows, ['Email', booking.email], ['Phone', booking.phone]]),
      ),
    },
  ];
}

/** What is given back, and how: the site refunds a card paid online; staff refund a card paid by phone or cash themselves. */
function refundText(booking: Booking, refund: string): string {
  const price = formatPence(booking.totalPrice);
  if (refundedBy(booking) === 'site')
    return `We have refunded ${refund} of the ${price} you paid by card; it can take 5 to 10 working days to reach your account.`;
  if (booking.paymentMethod === 'card_by_phone')
    return `${booking.refundReason ? 'You are owed' : 'Under our Terms you are owed'} a refund of ${refund} of the ${price} you paid by card over the phone. We refund it to your card ourselves, outside the website; it can take 5 to 10 working days to reach your account.`;
  return `You paid ${price} in cash; we give ${refund} of it back to you in cash ourselves.`;
}

/**
 * Staff or the customer cancelled the booking; the customer is told what is refunded and whether a gift voucher is
 * valid again, with a cancelling invite (METHOD:CANCEL, same UID, higher SEQUENCE) that removes the event from calendars.
 */
export function bookingCancelledMail(booking: Booking, refundPence: number, brand: BookingMailBrand, now: Date): OutgoingMail {
  const refund =
    refundPence > 0
      ? refundText(booking, formatPence(refundPence))
      : refundedBy(booking)
        ? noRefundText('a session')
        : null;
  const voucher = !booking.voucherId
    ? null
    : booking.voucherForfeited
      ? voucherForfeitedText('booking', 'the session')
      : 'Your gift voucher is valid again: you can use the same code to book another session.';
  const outcome = [refund, voucher].filter(Boolean).join('\n\n');
  const text =
    `Hi ${firstName(booking.name)},\n\nYour ${booking.sessionName} session on ${longDate(booking.date)} at ${booking.timeSlot} has been cancelled.\n\n${outcome}\n\n` +
    `If you did not expect this, or would like to rebook, reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  return {
    key: `booking:${booking.id}:cancelled`,
    to: booking.email,
    subject: `Booking cancelled: ${booking.sessionName} on ${longDate(booking.date)}`,
    text,
    html: mailFrame(brand, 'Booking cancelled', paragraphs(text)),
    attachments: [bookingInvite(booking, brand, now, 'CANCEL')],
  };
}

/** The Fear of Flying course confirmation for the customer (with its manage link), and a notice for staff to arrange the date. */
export function courseBookedMails(course: CourseBooking, brand: BookingMailBrand, manageUrl: string): OutgoingMail[] {
  const rows: [string, string][] = [
    ['Course', 'Fear of Flying Course (4 hours)'],
    ['Name', course.name],
    // No date is set until staff arrange it with the customer (docs/product.md, Fear of Flying course).
    ['Course date', 'To be arranged with you'],
    ['Preferred date', course.preferredDate ? longDate(course.preferredDate) : 'No preference'],
    ...(course.notes ? ([['Notes', course.notes]] as [string, string][]) : []),
    ...(course.voucherPence > 0 ? ([['Paid with gift voucher', formatPence(course.voucherPence)]] as [string, string][]) : []),
    ['Total paid', formatPence(course.amountPence)],
    ['Booking reference', referenceOf(course.id)],
  ];
  const customer =
    `Hi ${firstName(course.name)},\n\nYour Fear of Flying course has been booked. Thank you!\n\n` +
    `One of our CAA/EASA qualified airline pilots will contact you on ${course.phone ?? 'the number you gave us'} to arrange the date and time${course.preferredDate ? `, as close as possible to ${longDate(course.preferredDate)}` : ''}.\n\n` +
    `Questions? Reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  const manage = manageLink('Until we set the date you can change your preferred date, or cancel with a full refund, without signing in', manageUrl);
  const staff = `A Fear of Flying course was booked and paid. Please contact ${course.name} (${course.email}, ${course.phone ?? 'no phone'}) to arrange the date.`;
  return [
    {
      key: `course:${course.id}:confirmation`,
      to: course.email,
      subject: `Booking Confirmed: Fear of Flying Course - ${brand.siteName}`,
      text: [customer, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', manage.text].join('\n'),
      html: mailFrame(brand, 'Booking Confirmed!', paragraphs(customer) + detailsTable(rows) + manage.html),
    },
    {
      key: `course:${course.id}:staff-notice`,
      to: brand.staffEmail,
      replyTo: course.email,
      subject: `New Fear of Flying course booking: ${course.name}`,
      text: [
        staff,
        '',
        ...rows.map(([label, value]) => `${label}: ${value}`),
        `Email: ${course.email}`,
        `Phone: ${course.phone ?? ''}`,
      ].join('\n'),
      html: mailFrame(
        brand,
        'New Fear of Flying course booking',
        paragraphs(staff) + detailsTable([...rows, ['Email', course.email], ['Phone', course.phone ?? '']]),
      ),
    },
  ];
}
