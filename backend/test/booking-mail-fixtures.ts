import type { Booking } from '../src/modules/booking/domain/booking';
import { londonInstant, type SlotTime } from '../src/modules/booking/domain/calendar';

/** The brand the e-mail specs render with (what AppConfig gives the composers). */
export const MAIL_BRAND = {
  siteName: 'Skyward Flight Simulation',
  staffEmail: 'hello@skywardsim.co.uk',
  publicUrl: 'https://skywardsim.co.uk',
  address: 'Skyward House, Exeter EX10 0JH',
};

/** When the e-mail specs' e-mails are written (an invite's DTSTAMP). */
export const SENT_AT = new Date('2026-11-23T10:00:00Z');

/** The customer every booking fixture books for, as the booking form sends her details. */
export const AMELIA = {
  name: 'Amelia Pilot',
  email: 'amelia@example.com',
  phone: '07700 900123',
  experienceLevel: 'beginner',
  notes: null,
} as const;

/** An hour of Try and Fly, as a booking records what was booked. */
export const TRY_AND_FLY_HOUR = {
  sessionType: 'try-and-fly',
  optionId: '60-minutes',
  bookedAs: 'slot',
  sessionName: 'Try and Fly',
  durationMinutes: 60,
} as const;

/** A confirmed hour of Try and Fly, paid online with a test card, at that London date and slot. */
export function confirmedBooking(date: string, timeSlot: SlotTime, details: Partial<Booking> = {}): Booking {
  const startsAt = londonInstant(date, timeSlot);
  return {
    id: '2c6f5a2e-1111-4222-8333-944445555666',
    userId: null,
    ...TRY_AND_FLY_HOUR,
    date,
    timeSlot,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    ...AMELIA,
    totalPrice: 12900,
    status: 'confirmed',
    holdExpiresAt: null,
    paymentIntentId: 'pi_test_1',
    isTest: true,
    refundPence: null,
    refundedAt: null,
    refundReason: null,
    cashReceivedAt: null,
    cashReceivedBy: null,
    voucherId: null,
    voucherPence: 0,
    voucherForfeited: false,
    paymentMethod: null,
    terminalReference: null,
    bookedBy: null,
    partySize: 1,
    participantName: null,
    ageRulesConfirmedAt: null,
    discountPence: 0,
    amountDuePence: 0,
    priceReason: null,
    attendance: null,
    attendanceAt: null,
    emailOptInAt: null,
    inviteSequence: 0,
    createdAt: new Date('2026-11-23T10:00:00Z'),
    ...details,
  };
}
