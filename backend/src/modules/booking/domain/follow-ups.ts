import { defineEvent } from '../../../shared/outbox/domain-event';
import { addDays, londonInstant } from './calendar';

/**
 * The e-mails that bring a customer back (docs/product.md, E-mails): one reminder of a hold that ran out unpaid, to
 * a customer who ticked 'E-mail me about this booking', and one request for a review the morning after the session.
 * The booking's follow-up sweeps claim them as rows (`booking_follow_up`) and write these events to the outbox.
 */
/** A claimed follow-up: the booking it is about. */
export interface FollowUpPayload {
  bookingId: string;
}
export const BOOKING_HOLD_RECOVERY = defineEvent<FollowUpPayload>()('booking.hold-recovery');
export const BOOKING_REVIEW_REQUEST = defineEvent<FollowUpPayload>()('booking.review-request');

export const FOLLOW_UP_KINDS = ['hold-recovery', 'review-request'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** The hold's reminder waits this long after the hold ran out: a customer who comes back by themselves is not mailed. */
export const HOLD_RECOVERY_DELAY_MS = 30 * 60_000;
/** A hold that ran out longer ago than this gets no reminder (a sweep that was down for days does not mail old holds). */
export const HOLD_RECOVERY_WINDOW_MS = 24 * 3600_000;
/** One address gets at most one such reminder in this many days, however many holds it left (the address is not proven). */
export const HOLD_RECOVERY_PER_ADDRESS_DAYS = 7;

/** The review request goes at this London time on the day after the session. */
export const REVIEW_REQUEST_TIME = '09:00';
/** Sessions whose review moment passed longer ago than this are not asked (turning the e-mails on asks no one from the past). */
export const REVIEW_REQUEST_WINDOW_MS = 3 * 24 * 3600_000;

/** When a session on that London date is asked how it went: 09:00 London the next day. */
export const reviewRequestTime = (date: string): Date => londonInstant(addDays(date, 1), REVIEW_REQUEST_TIME);
