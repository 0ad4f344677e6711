import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AvailabilityService } from '../application/availability.service';
import { AvailabilityDto, AvailabilityQueryDto } from './booking.dto';

@ApiTags('booking')
@Controller()
export class SessionsController {
  constructor(private readonly slots: AvailabilityService) {}

  /** The slots that exist on a day for an experience option (opening hours decide), each bookable or taken or past. */
  @Get('availability')
  @ApiOkResponse({ type: AvailabilityDto })
  availability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.slots.availability(query.date, {
      sessionType: query.sessionType,
      optionId: query.optionId ?? null,
      durationMinutes: query.durationMinutes ?? null,
    });
  }
}
