import type { FollowUpKind } from '../domain/follow-ups';

/** The rules a hold-recovery claim applies at `now` (docs/product.md, E-mails). */
export interface HoldRecoveryRules {
  now: Date;
  /** Holds that ran out at or before this moment, and after `expiredAfter`. */
  expiredBy: Date;
  expiredAfter: Date;
  /** No claim for an address that was sent one since then. */
  lastSentAfter: Date;
}

/** A follow-up the mailer has not taken: the booking and the kind of e-mail. */
export interface ClaimedFollowUp {
  bookingId: string;
  kind: FollowUpKind;
}

/**
 * Port: the follow-up e-mails of bookings, one row per booking and kind; the claim is the row (so each e-mail is
 * claimed once, whichever worker sweeps). Writes join the caller's transaction, which publishes what was claimed.
 */
export interface BookingFollowUpRepository {
  /**
   * Claims at `now` up to `limit` reminders of holds that ran out unpaid (between `expiredAfter` and `expiredBy`) for
   * sessions still to come, whose customer ticked the consent, and whose address neither made a later booking or
   * hold, nor booked anything (a booking or a course) since, nor was sent such a reminder since `lastSentAfter`.
   */
  claimHoldRecoveries(rules: HoldRecoveryRules, limit: number): Promise<string[]>;
  /** Claims at `now` up to `limit` review requests of confirmed sessions, not marked no-show, whose request time is between `askedAfter` and `now`. */
  claimReviewRequests(now: Date, askedAfter: Date, limit: number): Promise<string[]>;
  /** Marks queued again at `now` up to `limit` follow-ups the mailer has not taken since `requeueBefore` (their job was lost with Redis). */
  requeue(kind: FollowUpKind, now: Date, requeueBefore: Date, limit: number): Promise<string[]>;
  /** The mailer took it (so it is not queued again); `dropped`: it found the e-mail no longer due and sent nothing. */
  settle(followUp: ClaimedFollowUp, at: Date, outcome: 'sent' | 'dropped'): Promise<void>;
  /**
   * Whether the customer of this booking came back after placing it: their address (any letter case) placed another
   * hold or booking since, had one confirmed since, or paid for a course since.
   */
  cameBack(bookingId: string): Promise<boolean>;
  /** When the mailer took the review request of each of these bookings that had one. */
  reviewsRequested(bookingIds: readonly string[]): Promise<Map<string, Date>>;
}

export const BOOKING_FOLLOW_UP_REPOSITORY = Symbol('BOOKING_FOLLOW_UP_REPOSITORY');
