import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly, AccountService } from '../../account/account.public';
import { BookingManagementService } from '../application/booking-management.service';
import { type Booking, StaffBookingQueries } from '../application/staff-booking-queries';
import { StaffRefundService } from '../application/staff-refund.service';
import { RescheduleBookingDto } from './booking-management.dto';
import { CancellationDto, StaffBookingDto } from './staff-booking.dto';
import { toStaffBooking } from './booking-views';
import { CancelBookingDto } from './booking-money-admin.dto';
import { BookingStaffChanges } from './booking-staff-changes';

@ApiTags('booking-admin')
@StaffOnly()
@Controller('bookings')
export class BookingAdminController {
  constructor(
    private readonly bookings: StaffBookingQueries,
    private readonly management: BookingManagementService,
    private readonly accounts: AccountService,
    private readonly refunds: StaffRefundService,
    private readonly changes: BookingStaffChanges,
  ) {}

  /** Bookings dated today through the next 30 days (London), by date then slot: confirmed, cancelled and slot-lost. */
  @Get()
  @ApiOkResponse({ type: StaffBookingDto, isArray: true })
  async list(): Promise<StaffBookingDto[]> {
    const { bookings } = await this.bookings.bookingsForStaff();
    const staffEmails = await this.staffEmails(bookings);
    return bookings.map((booking) => toStaffBooking(booking, staffEmails));
  }

  /**
   * Cancels a confirmed booking and refunds what the Terms give back (REFUND_TERMS), or
   * the amount staff chose with their reason (goodwill); cash on arrival never received owes nothing.
   */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CancellationDto })
  @ApiBadRequestResponse({ description: 'BOOKING.INVALID_GOODWILL_REFUND: more than was paid, nothing paid, or no reason' })
  async cancel(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: CancelBookingDto): Promise<CancellationDto> {
    const goodwill = body.refundPence === undefined ? null : { refundPence: body.refundPence, reason: body.refundReason ?? '' };
    const { booking, refund, refundStatus } = await this.management.cancel(id, 'staff', new Date(), goodwill);
    return {
      booking: toStaffBooking(booking, await this.staffEmails([booking])),
      refundTier: refund.tier,
      refundPence: refund.refundPence,
      refundStatus,
    };
  }

  /**
   * Moves a confirmed booking to another free slot of its session (the customer rang): the same availability and
   * slot rules as online, but up to the start rather than the online change deadline. The customer is e-mailed the new time.
   */
  @Post(':id/reschedule')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.SLOT_TAKEN, BOOKING.NOT_CONFIRMED or BOOKING.TOO_LATE_TO_CHANGE' })
  async reschedule(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: RescheduleBookingDto): Promise<StaffBookingDto> {
    const booking = await this.changes.ofBooking(id, 'booking.moved', 'Moved', () => this.management.reschedule(id, body, 'staff'));
    return toStaffBooking(booking, await this.staffEmails([booking]));
  }

  /** Staff gave the refund owed on a card-by-phone or cash booking outside the site (terminal or cash): recorded as refunded. */
  @Post(':id/refunded')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.NO_STAFF_REFUND_OWED: not a cancelled booking with a refund staff owe' })
  async markRefunded(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    const booking = await this.changes.ofBooking(id, 'booking.refund-given', 'Marked refunded', () => this.refunds.markRefunded(id));
    return toStaffBooking(booking, await this.staffEmails([booking]));
  }

  /** Undoes MARK REFUNDED on the London day it was marked: the refund is owed again. */
  @Delete(':id/refunded')
  @ApiOkResponse({ type: StaffBookingDto })
  @ApiConflictResponse({ description: 'BOOKING.REFUND_UNDO_TOO_LATE: marked on an earlier day; BOOKING.NO_STAFF_REFUND_OWED' })
  async undoRefunded(@Param('id', new ParseUUIDPipe()) id: string): Promise<StaffBookingDto> {
    const booking = await this.changes.ofBooking(id, 'booking.refund-undone', 'Undid refunded on', () => this.refunds.undoRefunded(id));
    return toStaffBooking(booking, await this.staffEmails([booking]));
  }

  /** The e-mails of the staff who made these bookings (the account module knows them). */
  private staffEmails(bookings: readonly Booking[]): Promise<Map<string, string>> {
    return this.accounts.emailsOf(bookings.flatMap((booking) => (booking.bookedBy ? [booking.bookedBy] : [])));
  }
}
