import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { jsonSnapshot } from '../../../shared/http/json-snapshot';
import { AvailabilityService } from '../application/availability.service';
import { AvailabilityDto, AvailabilityQueryDto } from '../application/availability.dto';

@ApiTags('booking')
@Controller()
export class SessionsController {
  constructor(private readonly slots: AvailabilityService) {}

  /**
   * The slots that exist on a day for an experience option (opening hours decide), each bookable or taken or past.
   * An answer the service reuses is sent as the JSON made for it the first time (serialized and hashed once).
   */
  @Get('availability')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({ type: AvailabilityDto })
  async availability(@Query() query: AvailabilityQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const day = await this.slots.availability(query.date, {
      sessionType: query.sessionType,
      optionId: query.optionId ?? null,
      durationMinutes: query.durationMinutes ?? null,
    });
    const { body, etag } = jsonSnapshot(day);
    response.setHeader('ETag', etag);
    return body;
  }
}
