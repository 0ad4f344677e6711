/** Events of a Fear of Flying course on the calendar (docs/product.md, Fear of Flying course); payloads carry ids and instants. */
export const COURSE_DATED = 'fear-of-flying.dated';
export const COURSE_CANCELLED = 'fear-of-flying.cancelled';

/** Staff gave the course its date and start time, or moved it ('' before: the first date). Times are ISO instants. */
export interface CourseDatedPayload extends Record<string, string> {
  courseBookingId: string;
  startsAt: string;
  previousStartsAt: string;
}

/** Staff or the customer cancelled a booked course; the refund follows the Terms. */
export interface CourseCancelledPayload extends Record<string, string | number> {
  courseBookingId: string;
  refundPence: number;
}
