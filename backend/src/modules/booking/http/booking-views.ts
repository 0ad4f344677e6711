import type { ManagedBooking } from '../application/booking-management.service';
import type { Booking } from '../domain/booking';
import type { CourseBooking } from '../domain/course-booking';
import type { BookingSummaryDto, CourseBookingDto, ManagedBookingDto, StaffBookingDto } from './booking.dto';

/** What the customer's browser is told about its booking. */
export const toSummary = (booking: Booking): BookingSummaryDto => ({
  id: booking.id,
  sessionType: booking.sessionType,
  sessionName: booking.sessionName,
  durationMinutes: booking.durationMinutes,
  date: booking.date,
  timeSlot: booking.timeSlot,
  totalPrice: booking.totalPrice,
  voucherPence: booking.voucherPence,
  name: booking.name,
  email: booking.email,
  status: booking.status,
});

/** Everything staff see (SPEC section 2's fields, plus status, refunds and the test flag). */
export const toStaffBooking = (booking: Booking): StaffBookingDto => ({
  ...toSummary(booking),
  userId: booking.userId,
  phone: booking.phone,
  experienceLevel: booking.experienceLevel,
  notes: booking.notes,
  isTest: booking.isTest,
  refundPence: booking.refundPence,
  refundedAt: booking.refundedAt?.toISOString() ?? null,
  createdAt: booking.createdAt.toISOString(),
});

export const toCourseBooking = (course: CourseBooking): CourseBookingDto => ({
  id: course.id,
  name: course.name,
  email: course.email,
  phone: course.phone,
  preferredDate: course.preferredDate,
  notes: course.notes,
  paymentIntentId: course.paymentIntentId,
  amountPence: course.amountPence,
  status: course.status,
  isTest: course.isTest,
  createdAt: course.createdAt.toISOString(),
});

/** A booking as its customer manages it (manage link and dashboard). */
export const toManagedBooking = ({ booking, cancellation, canReschedule, changeDeadline }: ManagedBooking): ManagedBookingDto => ({
  id: booking.id,
  reference: booking.id.slice(0, 8).toUpperCase(),
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
  cancellation: { tier: cancellation.tier, refundPence: cancellation.refundPence, voucherReturned: cancellation.voucherReturned },
  canReschedule,
  changeDeadline: changeDeadline.toISOString(),
});
