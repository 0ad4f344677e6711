import { Injectable } from '@nestjs/common';
import { referenceOf } from '../../../shared/reference';
import { type AuditChange, type AuditFields, changedFields, StaffChanges } from '../../audit/audit.public';
import type { Booking } from '../domain/booking';
import { StaffBookingQueries } from '../application/staff-booking-queries';

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

/** A staff change to one booking, on the audit trail with the booking's fields before and after. */
@Injectable()
export class BookingStaffChanges {
  constructor(
    private readonly changes: StaffChanges,
    private readonly bookings: StaffBookingQueries,
  ) {}

  /**
   * Runs the change in the trail's transaction; a repeated request that changed nothing (undoing what was not done,
   * taking what was taken) records nothing.
   */
  ofBooking(id: string, kind: string, verb: string, change: () => Promise<Booking>): Promise<Booking> {
    let before: Booking | null = null;
    return this.changes.record(
      async () => {
        before = await this.bookings.byId(id);
        return change();
      },
      (after) => {
        const entry = bookingChange(kind, verb, before, after);
        return Object.keys(entry.after ?? {}).length > 0 ? entry : null;
      },
    );
  }
}
