import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BookingHoldsService } from '../application/booking-holds.service';
import { AvailabilityDto, AvailabilityQueryDto } from './booking.dto';

@ApiTags('booking')
@Controller()
export class SessionsController {
  constructor(private readonly holds: BookingHoldsService) {}

  /** The slots that exist on a day for an experience option (opening hours decide), each bookable or taken or past. */
  @Get('availability')
  @ApiOkResponse({ type: AvailabilityDto })
  availability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.holds.availability(query.date, {
      sessionType: query.sessionType,
      optionId: query.optionId ?? null,
      durationMinutes: query.durationMinutes ?? null,
    });
  }
}
