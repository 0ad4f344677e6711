import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { BookingService } from '../application/booking.service';
import { AvailabilityDto, AvailabilityQueryDto, SessionDto } from './booking.dto';

@ApiTags('booking')
@Controller()
export class SessionsController {
  constructor(private readonly bookings: BookingService) {}

  /** The session catalogue with the server's prices (the booking page prices from here). */
  @Get('sessions')
  @SkipThrottle()
  @ApiOkResponse({ type: SessionDto, isArray: true })
  sessions(): SessionDto[] {
    return this.bookings.catalogue().map((session) => ({ ...session, durationOptions: [...session.durationOptions] }));
  }

  /** The slots that exist on a day for a session (opening hours decide), each bookable or taken or past. */
  @Get('availability')
  @ApiOkResponse({ type: AvailabilityDto })
  availability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.bookings.availability(query.date, query.sessionType, query.durationMinutes ?? null);
  }
}
