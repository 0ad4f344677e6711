import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import type { Booking } from '../domain/booking';
import { assertAttendance, type Attendance } from '../domain/attendance';
import { BookingNotFoundError } from '../domain/booking.errors';
import { BOOKING_REPOSITORY, type BookingRepository } from './booking.ports';

export { ATTENDANCES, type Attendance } from '../domain/attendance';

/** The desk on the day (docs/product.md, Staff panel: DAY SHEET): a customer checked in, did not come, or either undone. */
@Injectable()
export class BookingAttendanceService {
  constructor(@Inject(BOOKING_REPOSITORY) private readonly bookings: BookingRepository) {}

  /** Records what the desk saw, with the time (null undoes it); recording the same again keeps the first time. */
  @Transactional()
  async record(bookingId: string, attendance: Attendance | null, now = new Date()): Promise<Booking> {
    const booking = await this.bookings.lock(bookingId);
    if (!booking) throw new BookingNotFoundError();
    assertAttendance(booking, attendance, now);
    if (booking.attendance === attendance) return booking;
    const changes = { attendance, attendanceAt: attendance ? now : null };
    await this.bookings.update(booking.id, changes);
    return { ...booking, ...changes };
  }
}
