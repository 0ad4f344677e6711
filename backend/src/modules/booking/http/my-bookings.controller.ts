import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { NotSignedInError } from '../../account/account.public';
import { CustomerBookingsService } from '../application/customer-bookings.service';
import { PastBookingDto, UpcomingBookingDto } from './my-bookings.dto';

/** The dashboard's Upcoming Sessions (GET /api/my-bookings; docs/product.md, Accounts). */
@ApiTags('booking')
@Controller()
export class MyBookingsController {
  constructor(private readonly myBookings: CustomerBookingsService) {}

  @Get('my-bookings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    type: UpcomingBookingDto,
    isArray: true,
    description: "The signed-in customer's bookings from today for 3 months, by date then time",
  })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  async list(@Req() req: Request): Promise<UpcomingBookingDto[]> {
    if (!req.user) throw new NotSignedInError();
    const bookings = await this.myBookings.upcoming(req.user);
    return bookings.map(({ id, reference, sessionType, date, timeSlot, notes, pricePence, voucherPence }) => ({
      id,
      reference,
      sessionType,
      date,
      timeSlot,
      notes,
      pricePence,
      voucherPence,
    }));
  }

  // Not my-bookings/history: MyBookingActionsController's my-bookings/:id would compete for it.
  @Get('my-past-bookings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PastBookingDto, isArray: true, description: 'Sessions before today and cancelled ones (with their refund), newest first' })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  async history(@Req() req: Request): Promise<PastBookingDto[]> {
    if (!req.user) throw new NotSignedInError();
    return this.myBookings.past(req.user);
  }
}
