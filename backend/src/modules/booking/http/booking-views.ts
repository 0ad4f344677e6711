import type { Booking } from '../domain/booking';
import type { CourseBooking } from '../domain/course-booking';
import type { BookingSummaryDto, CourseBookingDto, StaffBookingDto } from './booking.dto';

/** What the customer's browser is told about its booking. */
export const toSummary = (booking: Booking): BookingSummaryDto => ({
  id: booking.id,
  sessionType: booking.sessionType,
  sessionName: booking.sessionName,
  durationMinutes: booking.durationMinutes,
  date: booking.date,
  timeSlot: booking.timeSlot,
  totalPrice: booking.totalPrice,
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
