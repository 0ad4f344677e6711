import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { retryOnConflict } from '../../../shared/database/retry-on-conflict';
import { referenceOf } from '../../../shared/reference';
import { type AuditChange, type AuditFields, AuditTrail, changedFields } from '../../audit/application/audit-trail';
import { type Booking, StaffBookingQueries } from '../../booking/application/staff-booking-queries';

/** What the trail keeps of a booking: the fields a staff change can touch (personal ones are named, not kept). */
export function bookingFields(booking: Booking | null): AuditFields | null {
  if (!booking) return null;
  const { status, sessionType, optionId, date, timeSlot, partySize, totalPrice, refundPence, refundedAt, refundReason } = booking;
  const { cashReceivedAt, amountDuePence, attendance, paymentMethod, discountPence, priceReason } = booking;
  const { name, email, phone, notes, participantName, experienceLevel } = booking;
  return {
    ...{ status, sessionType, optionId, date, timeSlot, partySize, totalPrice, refundPence, refundedAt, refundReason },
    ...{ cashReceivedAt, amountDuePence, attendance, paymentMethod, discountPence, priceReason },
    ...{ name, email, phone, notes, participantName, experienceLevel },
  };
}

/** The entry of a staff change to a booking: 'Moved booking 1A2B3C4D', with the fields that changed. */
export const bookingChange = (kind: string, verb: string, before: Booking | null, after: Booking): AuditChange => ({
  kind,
  subject: referenceOf(after.id),
  summary: `${verb} booking ${referenceOf(after.id)}`,
  ...changedFields(bookingFields(before), bookingFields(after)),
});

/**
 * Runs a staff write and records it on the audit trail in one transaction (the use case's own `@Transactional`
 * joins it): the entry exists exactly when the change does, and a refused change leaves none.
 */
@Injectable()
export class StaffChanges {
  constructor(
    private readonly audit: AuditTrail,
    private readonly bookings: StaffBookingQueries,
    private readonly txHost: TransactionHost<TransactionalAdapterTypeOrm>,
  ) {}

  /** A change whose entry `describe` makes from its result (null: the request changed nothing, nothing to record). */
  record<T>(change: () => Promise<T>, describe: (result: T) => AuditChange | null): Promise<T> {
    return this.inTransaction(async () => {
      const result = await change();
      const entry = describe(result);
      if (entry) await this.audit.record(entry);
      return result;
    });
  }

  /**
   * A change to one booking, recorded with the booking's fields before and after; a repeated request that changed
   * nothing (undoing what was not done, taking what was taken) records nothing.
   */
  ofBooking(id: string, kind: string, verb: string, change: () => Promise<Booking>): Promise<Booking> {
    return this.inTransaction(async () => {
      const before = await this.bookings.byId(id);
      const after = await change();
      const entry = bookingChange(kind, verb, before, after);
      if (Object.keys(entry.after ?? {}).length > 0) await this.audit.record(entry);
      return after;
    });
  }

  /**
   * One transaction of this application's data source (the injected host, not the process-wide one `@Transactional`
   * reads, which is the last application started), run again when it lost a race unless a caller's transaction holds it.
   */
  private inTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.txHost.isTransactionActive()) return work();
    return retryOnConflict(() => this.txHost.withTransaction(work));
  }
}
