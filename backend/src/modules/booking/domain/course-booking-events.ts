import { defineEvent } from '../../../shared/outbox/domain-event';

/** Events of a Fear of Flying course on the calendar (docs/product.md, Fear of Flying course); payloads carry ids and instants. */

/** Staff gave the course its date and start time, or moved it ('' before: the first date). Times are ISO instants. */
export interface CourseDatedPayload {
  courseBookingId: string;
  startsAt: string;
  previousStartsAt: string;
}
export const COURSE_DATED = defineEvent<CourseDatedPayload>()('fear-of-flying.dated');

/** Staff or the customer cancelled a booked course; the refund follows the Terms. */
export interface CourseCancelledPayload {
  courseBookingId: string;
  refundPence: number;
}
export const COURSE_CANCELLED = defineEvent<CourseCancelledPayload>()('fear-of-flying.cancelled');
