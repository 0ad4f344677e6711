import { referenceOf } from '../../../shared/reference';
import type { ManagedBooking } from '../application/booking-management.service';
import type { Booking } from '../domain/booking';
import { bookedByLabel } from '../domain/day-sheet';
import type { CourseBooking } from '../domain/course-booking';
import type { BookingSummaryDto } from './booking-checkout.dto';
import type { ManagedBookingDto } from './booking-management.dto';
import type { CourseBookingDto } from './course-booking.dto';
import type { StaffBookingDto } from './staff-booking.dto';

/** The calendar a booking's slot is on, as the API names it: the simulator's ('slot') or a coach's ('online'). */
export const slotCalendarOf = (booking: Pick<Booking, 'bookedAs'>): 'slot' | 'online' => (booking.bookedAs === 'online' ? 'online' : 'slot');

/** What the customer's browser is told about its booking. */
/** `manageToken` only for the browser that booked (its confirmation page); null everywhere else. */
export const toSummary = (booking: Booking, manageToken: string | null = null): BookingSummaryDto => ({
  id: booking.id,
  reference: referenceOf(booking.id),
  manageToken,
  sessionType: booking.sessionType,
  sessionName: booking.sessionName,
  bookedAs: slotCalendarOf(booking),
  durationMinutes: booking.durationMinutes,
  date: booking.date,
  timeSlot: booking.timeSlot,
  totalPrice: booking.totalPrice,
  voucherPence: booking.voucherPence,
  name: booking.name,
  email: booking.email,
  status: booking.status,
});

/** Everything staff see (docs/product.md, Staff panel: BOOKINGS). */
export const toStaffBooking = (booking: Booking, staffEmails: ReadonlyMap<string, string>): StaffBookingDto => ({
  ...toSummary(booking),
  userId: booking.userId,
  phone: booking.phone,
  experienceLevel: booking.experienceLevel,
  notes: booking.notes,
  participantName: booking.participantName,
  isTest: booking.isTest,
  refundPence: booking.refundPence,
  refundedAt: booking.refundedAt?.toISOString() ?? null,
  refundReason: booking.refundReason,
  cashReceivedAt: booking.cashReceivedAt?.toISOString() ?? null,
  createdAt: booking.createdAt.toISOString(),
  paymentMethod: booking.paymentMethod,
  bookedBy: bookedByLabel(booking, staffEmails),
  discountPence: booking.discountPence,
  amountDuePence: booking.amountDuePence,
  priceReason: booking.priceReason,
  attendance: booking.attendance,
  attendanceAt: booking.attendanceAt?.toISOString() ?? null,
});

export const toCourseBooking = (course: CourseBooking): CourseBookingDto => ({
  id: course.id,
  reference: referenceOf(course.id),
  name: course.name,
  email: course.email,
  phone: course.phone,
  preferredDate: course.preferredDate,
  notes: course.notes,
  paymentIntentId: course.paymentIntentId,
  amountPence: course.amountPence,
  voucherPence: course.voucherPence,
  status: course.status,
  isTest: course.isTest,
  createdAt: course.createdAt.toISOString(),
  courseDate: course.courseDate,
  startTime: course.startTime,
  cancelledAt: course.cancelledAt?.toISOString() ?? null,
  refundPence: course.refundPence,
});

/** A booking as its customer manages it (manage link and dashboard). */
export const toManagedBooking = ({
  booking,
  cancellation,
  canReschedule,
  changeDeadline,
}: ManagedBooking): ManagedBookingDto => ({
  id: booking.id,
  reference: referenceOf(booking.id),
  sessionType: booking.sessionType,
  sessionName: booking.sessionName,
  durationMinutes: booking.durationMinutes,
  date: booking.date,
  timeSlot: booking.timeSlot,
  startsAt: booking.startsAt.toISOString(),
  status: booking.status,
  name: booking.name,
  totalPrice: booking.totalPrice,
  voucherPence: booking.voucherPence,
  refundPence: booking.refundPence,
  cancellation: {
    tier: cancellation.tier,
    refundPence: cancellation.refundPence,
    refundedBy: cancellation.refundedBy,
    voucherReturned: cancellation.voucherReturned,
  },
  canReschedule,
  changeDeadline: changeDeadline.toISOString(),
});
