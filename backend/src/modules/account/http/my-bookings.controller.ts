import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { MyBookingsService } from '../application/my-bookings.service';
import { NotSignedInError } from '../domain/account.errors';
import { UpcomingBookingDto } from './account.dto';

/** The dashboard's Upcoming Sessions (SPEC section 7: GET /api/my-bookings). */
@ApiTags('account')
@Controller('my-bookings')
export class MyBookingsController {
  constructor(private readonly myBookings: MyBookingsService) {}

  @Get()
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
    return bookings.map(({ id, sessionType, date, timeSlot, notes }) => ({ id, sessionType, date, timeSlot, notes }));
  }
}
