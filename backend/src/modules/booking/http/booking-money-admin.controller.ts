import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StaffOnly, AccountService, NotSignedInError } from '../../account/account.public';
import { BookingManagementService } from '../application/booking-management.service';
import { CashPaymentService, cashOwedPence } from '../application/cash-payment.service';
import type { Booking } from '../application/staff-booking-queries';
import { StaffBookingDto } from './staff-booking.dto';
import { toStaffBooking } from './booking-views';
import { CancellationPreviewDto } from './booking-money-admin.dto';
import { BookingStaffChanges } from './booking-staff-changes';

/** The desk's money on a booking: cash on arrival taken (or the mark undone the same day), and what cancelling would give back. */
@ApiTags('booking-admin')
@StaffOnly()
@Controller('bookings')
export class BookingMoneyAdminController {
  constructor(
    private readonly cash: CashPaymentService,
    private readonly management: BookingManagementService,
    private readonly accounts: AccountService,
    private readonly changes: BookingStaffChanges,
  ) {}

  /** What cancelling now would give back under the Terms (nothing for cash never received), before staff confirm. */
  @Get(':id/cancellation')
  @ApiOkResponse({ type: CancellationPreviewDto })
  async cancellation(@Param('id', new ParseUUIDPipe()) id: string): Promise<CancellationPreviewDto> {
    const { booking, refund } = await this.management.cancellationPreview(id);
    return {
      refundTier: refund.tier,
      refundPence: refund.refundPence,
      refundedBy: refund.refundedBy,
      voucherReturned: refund.voucherReturned,
      paidPence: refund.refundedBy ? booking.totalPrice : 0,
      cashOwedPence: cashOwedPence(booking),
    };
  }

  /** The desk took the cash of a cash-on-arrival booking: recorded with when and by whom; it now counts in takings. */
  @Post(':id/cash-received')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.CASH_NOT_RECEIVABLE: not a confirmed booking paid in cash on arrival' })
  async markCashReceived(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: Request): Promise<StaffBookingDto> {
    if (!request.user) throw new NotSignedInError();
    const staffId = request.user.id;
    return this.view(await this.changes.ofBooking(id, 'booking.cash-received', 'Took the cash for', () => this.cash.markReceived(id, staffId)));
  }

  /** Undoes a "cash received" marked by mistake, on the day it was marked: the cash is owed again. */
  @Delete(':id/cash-received')
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.CASH_NOT_RECEIVABLE: marked on an earlier day, or not a confirmed cash booking' })
  async undoCashReceived(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    return this.view(await this.changes.ofBooking(id, 'booking.cash-undone', 'Undid cash received on', () => this.cash.undoReceived(id)));
  }

  private async view(booking: Booking): Promise<StaffBookingDto> {
    return toStaffBooking(booking, await this.accounts.emailsOf(booking.bookedBy ? [booking.bookedBy] : []));
  }
}
