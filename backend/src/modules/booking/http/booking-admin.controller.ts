import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../../shared/http/staff-only.decorator';
import { BookingService } from '../application/booking.service';
import { CancellationDto, StaffBookingDto } from './booking.dto';
import { toStaffBooking } from './booking-views';

@ApiTags('booking-admin')
@StaffOnly()
@Controller('bookings')
export class BookingAdminController {
  constructor(private readonly bookings: BookingService) {}

  /** Bookings dated today through the next 30 days (London), by date then slot: confirmed, cancelled and slot-lost. */
  @Get()
  @ApiOkResponse({ type: StaffBookingDto, isArray: true })
  async list(): Promise<StaffBookingDto[]> {
    const { bookings } = await this.bookings.bookingsForStaff();
    return bookings.map(toStaffBooking);
  }

  /** Cancels a confirmed booking and refunds what the Terms give back (> 48 h full, 24-48 h 50 %, < 24 h none). */
  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CancellationDto })
  async cancel(@Param('id', new ParseUUIDPipe()) id: string): Promise<CancellationDto> {
    const { booking, refund, refundStatus } = await this.bookings.cancel(id, 'staff');
    return { booking: toStaffBooking(booking), refundTier: refund.tier, refundPence: refund.refundPence, refundStatus };
  }
}
