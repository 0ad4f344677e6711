import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { jsonSnapshot } from '../../../shared/http/json-snapshot';
import { AvailabilityService } from '../application/availability.service';
import { AvailabilityDto, AvailabilityQueryDto, MonthAvailabilityDto, MonthAvailabilityQueryDto } from './availability.dto';
import { MonthAvailabilityService } from '../application/month-availability.service';

@ApiTags('booking')
@Controller()
export class SessionsController {
  constructor(
    private readonly slots: AvailabilityService,
    private readonly months: MonthAvailabilityService,
  ) {}

  /** A month of the booking calendar: each day from today open, full, closed or past for the option (one request per month shown). */
  @Get('availability/month')
  @ApiOkResponse({ type: MonthAvailabilityDto })
  month(@Query() query: MonthAvailabilityQueryDto): Promise<MonthAvailabilityDto> {
    return this.months.month(query.month, {
      sessionType: query.sessionType,
      optionId: query.optionId ?? null,
      durationMinutes: query.durationMinutes ?? null,
    });
  }

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
