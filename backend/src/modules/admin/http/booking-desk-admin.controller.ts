import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { AccountService } from '../../account/application/account.service';
import { BookingAttendanceService } from '../../booking/application/booking-attendance.service';
import { BookingResendService } from '../../booking/application/booking-resend.service';
import type { Booking } from '../../booking/application/staff-booking-queries';
import { StaffBookingDto } from '../../booking/application/staff-booking.dto';
import { toStaffBooking } from '../../booking/application/booking-views';
import { RecordAttendanceDto } from './booking-desk-admin.dto';

/** The desk's actions on one booking (docs/product.md, Staff panel: DAY SHEET): check-in or no-show, and resending its confirmation. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/bookings')
export class BookingDeskAdminController {
  constructor(
    private readonly attendance: BookingAttendanceService,
    private readonly resend: BookingResendService,
    private readonly accounts: AccountService,
  ) {}

  /** Records that the customer checked in or did not come, with the time; null undoes it. */
  @Put(':id/attendance')
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({
    description: 'BOOKING.ATTENDANCE_REFUSED: not confirmed, a check-in before its day, a no-show before it started',
  })
  async recordAttendance(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RecordAttendanceDto,
  ): Promise<StaffBookingDto> {
    return this.view(await this.attendance.record(id, body.attendance));
  }

  /** Sends the confirmation e-mail (with its .ics and manage link) again: a new e-mail each time. */
  @Post(':id/resend-confirmation')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.NOT_CONFIRMED' })
  async resendConfirmation(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    return this.view(await this.resend.resendConfirmation(id));
  }

  private async view(booking: Booking): Promise<StaffBookingDto> {
    return toStaffBooking(booking, await this.accounts.emailsOf(booking.bookedBy ? [booking.bookedBy] : []));
  }
}
