import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly, AccountService } from '../../account/account.public';
import { BookingAttendanceService } from '../application/booking-attendance.service';
import { BookingEditService } from '../application/booking-edit.service';
import { BookingResendService } from '../application/booking-resend.service';
import type { Booking } from '../application/staff-booking-queries';
import { StaffBookingDto } from './staff-booking.dto';
import { toStaffBooking } from './booking-views';
import { BookingStaffChanges } from './booking-staff-changes';
import { BookingOptionDto, EditBookingDto, OptionPriceChangeDto, RecordAttendanceDto } from './booking-desk-admin.dto';

/** The desk's actions on one booking (docs/product.md, Staff panel: DAY SHEET): check-in or no-show, resending its confirmation, editing it. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/bookings')
export class BookingDeskAdminController {
  constructor(
    private readonly attendance: BookingAttendanceService,
    private readonly resend: BookingResendService,
    private readonly accounts: AccountService,
    private readonly edits: BookingEditService,
    private readonly changes: BookingStaffChanges,
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
    const verb = body.attendance === null ? 'Undid check-in or no-show of' : body.attendance === 'checked_in' ? 'Checked in' : 'Marked no-show on';
    return this.view(await this.changes.ofBooking(id, 'booking.attendance', verb, () => this.attendance.record(id, body.attendance)));
  }

  /** Sends the confirmation e-mail (with its .ics and manage link) again: a new e-mail each time. */
  @Post(':id/resend-confirmation')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.NOT_CONFIRMED' })
  async resendConfirmation(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    return this.view(await this.resend.resendConfirmation(id));
  }

  /** Changes the customer's details, who flies, or the experience option (priced by the catalogue; the customer is e-mailed an option change). */
  @Patch(':id')
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiBadRequestResponse({ description: 'A field not valid, or an option of the other calendar (BOOKING.OPTION_NOT_ALLOWED)' })
  @ApiConflictResponse({ description: 'BOOKING.NOT_CONFIRMED, BOOKING.OPTION_CHANGE_NOT_POSSIBLE, BOOKING.SLOT_TAKEN' })
  async edit(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: EditBookingDto): Promise<StaffBookingDto> {
    return this.view(await this.changes.ofBooking(id, 'booking.edited', 'Edited', () => this.edits.edit(id, body)));
  }

  /** What changing the booking to this option would cost or give back, before staff save it. */
  @Post(':id/option-price')
  @HttpCode(200)
  @ApiOkResponse({ type: OptionPriceChangeDto })
  @ApiConflictResponse({ description: 'BOOKING.NOT_CONFIRMED, BOOKING.OPTION_CHANGE_NOT_POSSIBLE' })
  optionPrice(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: BookingOptionDto): Promise<OptionPriceChangeDto> {
    return this.edits.pricePreview(id, body);
  }

  /** The desk took the amount left to pay after a change to a dearer experience; taking it again changes nothing. */
  @Post(':id/amount-due/taken')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.NOT_CONFIRMED' })
  async markAmountTaken(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    return this.view(await this.changes.ofBooking(id, 'booking.amount-taken', 'Took the amount due on', () => this.edits.markAmountTaken(id)));
  }

  private async view(booking: Booking): Promise<StaffBookingDto> {
    return toStaffBooking(booking, await this.accounts.emailsOf(booking.bookedBy ? [booking.bookedBy] : []));
  }
}
