import type { OutgoingMail } from '../../../shared/mail/outgoing-mail';
import type { InviteMethod } from '../domain/calendar-invite';
import type { CourseBooking } from '../domain/course-booking';
import { detailsTable, mailFrame, paragraphs } from '../../../shared/mail/mail-layout';
import { referenceOf } from '../../../shared/reference';
import { type BookingMailBrand, firstName, formatPence, type InviteAttachment, inviteAttachment, longDate, manageLink } from './booking-mails';
import { noRefundText, refundTiersText, voucherForfeitedText } from './refund-terms-text';

const COURSE_NAME = 'Fear of Flying Course';

/** A course with its date and start time. */
type DatedCourse = CourseBooking & { courseDate: string; startTime: string; startsAt: Date; endsAt: Date };

export const isDated = (course: CourseBooking): course is DatedCourse => course.startsAt !== null && course.courseDate !== null;

/** 'Tuesday 1 December 2026 at 10:30'. */
const when = (course: DatedCourse) => `${longDate(course.courseDate)} at ${course.startTime}`;

function courseRows(course: DatedCourse): [string, string][] {
  return [
    ['Course', `${COURSE_NAME} (4 hours)`],
    ['Date', longDate(course.courseDate)],
    ['Time', `${course.startTime} (UK time)`],
    ['Name', course.name],
    ...(course.voucherPence > 0 ? ([['Paid with gift voucher', formatPence(course.voucherPence)]] as [string, string][]) : []),
    ['Total paid', formatPence(course.amountPence)],
    ['Booking reference', referenceOf(course.id)],
  ];
}

/** The course's calendar invite: one UID per course and its SEQUENCE, so a moved course replaces the first invite and a CANCEL removes it. */
function courseInvite(
  course: DatedCourse,
  brand: BookingMailBrand,
  now: Date,
  method: InviteMethod = 'PUBLISH',
): InviteAttachment {
  return inviteAttachment(
    'course',
    course,
    {
      summary: `${COURSE_NAME} - ${brand.siteName}`,
      description: `Your 4-hour Fear of Flying course with an airline pilot. Please arrive 15 minutes early. Reference ${referenceOf(course.id)}.`,
      location: brand.address,
    },
    { brand, now, method },
  );
}

/**
 * Staff gave the course its date, or moved it: the customer's confirmation with an .ics invite and the manage link. Each
 * date is its own e-mail (the key names the start), so a move is told even after the first date's e-mail went.
 */
export function courseDatedMail(course: DatedCourse, moved: boolean, brand: BookingMailBrand, now: Date, manageUrl: string): OutgoingMail {
  const intro = moved
    ? `Hi ${firstName(course.name)},\n\nYour Fear of Flying course has moved to ${when(course)}. The calendar invite attached replaces the one we sent before.`
    : `Hi ${firstName(course.name)},\n\nYour Fear of Flying course is booked for ${when(course)}. The calendar invite attached adds it to your calendar.`;
  const practical =
    `Please arrive 15 minutes before the course starts.\n\n${refundTiersText('course')}`;
  const manage = manageLink('You can cancel your course without signing in', manageUrl);
  const signOff = `To change the date, reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  const rows = courseRows(course);
  const title = moved ? 'Course moved' : 'Course date confirmed';
  return {
    key: `course:${course.id}:dated:${course.startsAt.toISOString()}`,
    to: course.email,
    subject: `${title}: ${COURSE_NAME} on ${when(course)}`,
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', practical, '', manage.text, '', signOff].join('\n'),
    html: mailFrame(brand, `${title}!`, paragraphs(intro) + detailsTable(rows) + paragraphs(practical) + manage.html + paragraphs(signOff)),
    attachments: [courseInvite(course, brand, now)],
  };
}

/**
 * Staff or the customer cancelled the course: what is refunded and whether a gift voucher is valid again; a dated
 * course's e-mail carries a cancelling invite (METHOD:CANCEL, same UID, higher SEQUENCE).
 */
export function courseCancelledMail(course: CourseBooking, refundPence: number, brand: BookingMailBrand, now: Date): OutgoingMail {
  const refund =
    refundPence > 0
      ? `We have refunded ${formatPence(refundPence)} of the ${formatPence(course.amountPence)} you paid by card; it can take 5 to 10 working days to reach your account.`
      : course.amountPence > 0
        ? noRefundText('the course')
        : null;
  const voucher = !course.voucherId
    ? null
    : course.voucherForfeited
      ? voucherForfeitedText('course', 'it')
      : 'Your gift voucher is valid again: you can use the same code to book again.';
  const what = isDated(course) ? `on ${when(course)}` : '(no date had been set yet)';
  const text =
    `Hi ${firstName(course.name)},\n\nYour Fear of Flying course ${what} has been cancelled.\n\n${[refund, voucher].filter(Boolean).join('\n\n')}\n\n` +
    `If you did not expect this, or would like to rebook, reply to this e-mail or write to ${brand.staffEmail}.\n\nThe ${brand.siteName} team`;
  return {
    key: `course:${course.id}:cancelled`,
    to: course.email,
    subject: `Booking cancelled: ${COURSE_NAME}`,
    text,
    html: mailFrame(brand, 'Course cancelled', paragraphs(text)),
    ...(isDated(course) ? { attachments: [courseInvite(course, brand, now, 'CANCEL')] } : {}),
  };
}
