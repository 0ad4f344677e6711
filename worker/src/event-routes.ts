import { AccountMailComposer } from '../../backend/src/modules/account/application/account-mail.composer';
import { ACCOUNT_STAFF_NOTICES } from '../../backend/src/modules/account/domain/account-events';
import { BookingMailComposer } from '../../backend/src/modules/booking/application/booking-mail.composer';
import { CourseMailComposer } from '../../backend/src/modules/booking/application/course-mail.composer';
import { FollowUpMailComposer } from '../../backend/src/modules/booking/application/follow-up-mail.composer';
import { BOOKING_STAFF_NOTICES } from '../../backend/src/modules/booking/domain/booking-events';
import { WaitlistMailComposer } from '../../backend/src/modules/booking/application/waitlist-mail.composer';
import { OrderMailComposer } from '../../backend/src/modules/catalog/application/order-mail.composer';
import { VoucherMailComposer } from '../../backend/src/modules/catalog/application/voucher-mail.composer';
import { GiftDeliveryMailComposer } from '../../backend/src/modules/catalog/application/gift-delivery-mail.composer';
import { EnquiryMailComposer } from '../../backend/src/modules/enquiry/enquiry-mail.composer';
import type { MailComposerClass } from '../../backend/src/shared/mail/outgoing-mail';
import { routeEvents } from '../../backend/src/shared/queue/event-routes';
import { QUEUE } from '../../backend/src/shared/queue/queue-names';
import { BOOKING_QUEUE_EVENTS } from '../../backend/src/modules/booking/jobs/booking.processor';

/** The composers of every module whose events send e-mail. */
export const MAIL_COMPOSER_CLASSES: readonly MailComposerClass[] = [
  EnquiryMailComposer,
  OrderMailComposer,
  VoucherMailComposer,
  GiftDeliveryMailComposer,
  AccountMailComposer,
  BookingMailComposer,
  CourseMailComposer,
  WaitlistMailComposer,
  FollowUpMailComposer,
];

/**
 * The outbox relay's table for this worker, from its consumers: every event a module's mail composer turns
 * into e-mail goes to the e-mail queue, the booking processor's events to the booking queue, and the notices
 * each module gives staff to the staff queue. A module that adds an event routes it by saying what it is for.
 */
export const WORKER_EVENT_ROUTES = routeEvents([
  { queue: QUEUE.email, events: MAIL_COMPOSER_CLASSES.flatMap((composer) => composer.eventTypes) },
  { queue: QUEUE.booking, events: BOOKING_QUEUE_EVENTS },
  { queue: QUEUE.staff, events: [...ACCOUNT_STAFF_NOTICES, ...BOOKING_STAFF_NOTICES] },
]);
